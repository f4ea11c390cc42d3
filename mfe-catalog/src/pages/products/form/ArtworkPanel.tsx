import { Flex, Typography } from 'antd';
import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import type { ArtworkChoice } from './formRules';
import { ArtworkPicker } from './ArtworkPicker';
import { PrintCheckTag } from './print-check/PrintCheckTag';
import type { PrintCheckTarget } from './print-check/printCheckRules';

export interface ArtworkPanelProps {
  /** The print areas of one product type. */
  areas: readonly ArtworkChoice[];
  onChoose(area: ArtworkChoice, artworkId: string): void;
  /** The print area's size and variants for its print check; null while the area has no size. */
  printCheckOf?(area: ArtworkChoice): PrintCheckTarget | null;
}

/** One artwork per print area (spec 001 §2 "mockup and artwork panel"; §4: Submit needs them all). */
export function ArtworkPanel({ areas, onChoose, printCheckOf }: ArtworkPanelProps) {
  if (!areas.length) return <Typography.Text type="secondary">This product type has no print areas.</Typography.Text>;
  return (
    <Flex vertical gap={12}>
      {areas.map((area) => (
        <Flex
          key={`${area.product_type_id}/${area.product_type_print_area_id}`}
          role="group"
          aria-label={`Artwork for ${area.name}`}
          align="center"
          gap={12}
          wrap
        >
          <Typography.Text strong style={{ minWidth: 120 }}>
            {area.artwork_id ? (
              <CheckCircleFilled aria-hidden style={{ color: '#52c41a', marginRight: 6 }} />
            ) : (
              <ExclamationCircleOutlined aria-hidden style={{ color: '#faad14', marginRight: 6 }} />
            )}
            {area.name}
          </Typography.Text>
          <div style={{ flex: 1, maxWidth: 420 }}>
            <ArtworkPicker value={area.artwork_id ?? undefined} onChange={(id) => onChoose(area, id)} />
          </div>
          {area.artwork_id && printCheckOf?.(area) && <PrintCheckTag artworkId={area.artwork_id} target={printCheckOf(area)!} />}
        </Flex>
      ))}
    </Flex>
  );
}
