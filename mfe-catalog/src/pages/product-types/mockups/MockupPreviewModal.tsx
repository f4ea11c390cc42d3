import { Modal, Typography } from 'antd';
import { Thumbnail, mediaImageUrl } from '@pod/platform';
import type { MockupCardRow } from './queries';

interface Props {
  mockup: MockupCardRow | null;
  onClose(): void;
}

/**
 * "Edit" of a mockup card: a full-screen modal with the mockup large. Layer editing belongs to
 * mfe-design's MockupEditor, which replaces this view when it lands.
 */
export function MockupPreviewModal({ mockup, onClose }: Props) {
  return (
    <Modal
      open={!!mockup}
      title={mockup ? `Mockup: ${mockup.title}` : 'Mockup'}
      onCancel={onClose}
      footer={null}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ body: { minHeight: 'calc(100vh - 110px)' } }}
      destroyOnHidden
    >
      {mockup && (
        <div style={{ textAlign: 'center' }}>
          <Typography.Paragraph>
            {mockup.width} × {mockup.height} px
          </Typography.Paragraph>
          <Thumbnail src={mediaImageUrl(mockup.preview, 'auto')} alt={mockup.title} style={{ maxWidth: '100%', maxHeight: 'calc(100vh - 220px)' }} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
            Layers, print areas and variant settings are edited in the mockup editor, which comes with the design tools.
          </Typography.Paragraph>
        </div>
      )}
    </Modal>
  );
}
