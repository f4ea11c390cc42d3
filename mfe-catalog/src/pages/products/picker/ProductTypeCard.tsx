import { Card, Checkbox, Flex, Typography } from 'antd';
import { CheckCircleFilled, DownloadOutlined, PictureOutlined } from '@ant-design/icons';
import { Thumbnail } from '@pod/platform';
import type { PickerProductType } from '../shared/types';
import { imageSrc } from '../shared/media';
import { baseCostLabel } from './pickerRules';

export interface ProductTypeCardProps {
  type: PickerProductType;
  selected: boolean;
  /** Another category is selected: dimmed and not addable. */
  blocked: boolean;
  onToggle(): void;
}

/** Step 1 card: image, title, base cost (or range), download-mockup link (spec 001 §2). */
export function ProductTypeCard({ type, selected, blocked, onToggle }: ProductTypeCardProps) {
  const src = imageSrc(type.images[0], '200');
  return (
    <Card
      size="small"
      hoverable={!blocked}
      data-testid={`product-type-card-${type.id}`}
      aria-disabled={blocked || undefined}
      onClick={() => !blocked && onToggle()}
      style={{
        width: 200,
        opacity: blocked ? 0.4 : 1,
        cursor: blocked ? 'not-allowed' : 'pointer',
        borderColor: selected ? 'var(--ant-color-primary, #1677ff)' : undefined,
        boxShadow: selected ? '0 0 0 2px var(--ant-color-primary, #1677ff)' : undefined,
      }}
      cover={
        src ? (
          <Thumbnail alt={type.title} src={src} width="100%" height={160} style={{ objectFit: 'cover' }} />
        ) : (
          <Flex align="center" justify="center" style={{ height: 160, background: '#fafafa', fontSize: 40, color: '#bbb' }}>
            <PictureOutlined aria-hidden />
          </Flex>
        )
      }
    >
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="start" gap={4}>
          {/* The checkbox is the card's accessible control; the card click does the same. */}
          <span onClick={(e) => e.stopPropagation()}>
            <Checkbox checked={selected} disabled={blocked} onChange={() => onToggle()}>
              <Typography.Text strong>{type.title}</Typography.Text>
            </Checkbox>
          </span>
          {selected && <CheckCircleFilled aria-hidden style={{ color: 'var(--ant-color-primary, #1677ff)' }} />}
        </Flex>
        <Typography.Text type="secondary">{baseCostLabel(type.min_base_cost, type.max_base_cost)}</Typography.Text>
        {type.mockup ? (
          <a href={imageSrc(type.mockup, 'auto')} target="_blank" rel="noreferrer" download onClick={(e) => e.stopPropagation()}>
            <DownloadOutlined aria-hidden /> Download mockup
          </a>
        ) : (
          <Typography.Text type="secondary">No mockup file</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
