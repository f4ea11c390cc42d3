import { Alert, Flex, Modal, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { PrintCheckResult } from '../../shared/queries';
import { PrintCheckPicture } from './PrintCheckPicture';
import { layerProblems, layersWithIssues, type PrintCheckTarget } from './printCheckRules';

interface PrintCheckModalProps {
  open: boolean;
  onClose(): void;
  target: PrintCheckTarget;
  artworkTitle: string;
  /** The artwork's preview URL, when media has made one. */
  previewSrc: string | undefined;
  check: PrintCheckResult;
}

/**
 * The print check of one print area (issue 24 item 5): the artwork with its soft and cut layers
 * outlined, what is wrong with each, and the variants this print area prints on, marked when it has
 * an issue. It informs, it does not block: Submit stays allowed (see the README).
 */
export function PrintCheckModal({ open, onClose, target, artworkTitle, previewSrc, check }: PrintCheckModalProps) {
  const bad = layersWithIssues(check.layers);
  const unknown = check.layers.filter((l) => l.kind === 'image' && l.effectiveDpi === null);
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={880} title={`Print check: ${target.name}`} destroyOnHidden>
      <Flex gap={24} wrap align="flex-start">
        <Flex vertical gap={8} style={{ flex: '1 1 360px', minWidth: 280 }}>
          <PrintCheckPicture width={check.width} height={check.height} src={previewSrc} layers={check.layers} threshold={check.lowDpiThreshold} />
          <Typography.Text type="secondary">
            {artworkTitle} on {target.name}: {target.width} × {target.height} px at {target.dpi} dpi.{' '}
            <Tag color="red">soft</Tag>
            <Tag color="orange">cut off</Tag>
          </Typography.Text>
        </Flex>
        <Flex vertical gap={16} style={{ flex: '1 1 320px', minWidth: 280 }}>
          {bad.length ? (
            <Alert
              type="warning"
              showIcon
              title={`${bad.length} ${bad.length === 1 ? 'layer prints' : 'layers print'} badly on ${target.name}`}
              description="You can still submit the product; fix the artwork for a sharper print."
            />
          ) : (
            <Alert type="success" showIcon title={`Every layer prints at ${check.lowDpiThreshold} dpi or more and inside the print area`} />
          )}
          {bad.length > 0 && (
            <Section title="Layers" label="Layers with issues">
              {bad.map((layer) => (
                <li key={layer.id} style={ROW}>
                  <Flex vertical>
                    <Typography.Text>{layer.title || layer.id}</Typography.Text>
                    <Typography.Text type="secondary">{layerProblems(layer, check.lowDpiThreshold).join(' · ')}</Typography.Text>
                  </Flex>
                </li>
              ))}
            </Section>
          )}
          {unknown.length > 0 && (
            <Typography.Text type="secondary">
              The resolution of {unknown.map((l) => l.title || l.id).join(', ')} could not be read.
            </Typography.Text>
          )}
          <Section title="Variants" label="Variants">
            {target.variants.map((variant) => (
              <li key={variant.id} style={ROW} data-testid={`print-check-variant-${variant.id}`}>
                <Typography.Text>{variant.label}</Typography.Text>
                {bad.length ? <Tag color="orange">{bad.length === 1 ? '1 issue' : `${bad.length} issues`}</Tag> : <Tag color="green">OK</Tag>}
              </li>
            ))}
            {!target.variants.length && <Typography.Text type="secondary">No variant prints on this print area</Typography.Text>}
          </Section>
        </Flex>
      </Flex>
    </Modal>
  );
}

const ROW = { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, padding: '6px 0', borderBottom: '1px solid #f0f0f0' } as const;

/** A titled plain list (antd's List is deprecated in v6). */
function Section({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{title}</Typography.Text>
      <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {children}
      </ul>
    </Flex>
  );
}
