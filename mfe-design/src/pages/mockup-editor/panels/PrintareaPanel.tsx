import { Button, Card, Flex, Modal, Slider, Switch, Typography } from 'antd';
import { useState } from 'react';
import { MOCKUP_LIMITS, type MockupPrintareaLayer } from '@pod/artwork-scene';
import { mediaImageUrl, Thumbnail } from '@pod/platform';
import { ArtworkChooser } from '../../../components/artwork-chooser/ArtworkChooser';
import type { ChosenArtwork } from '../../../exposed';
import { NumberRow } from './NumberRow';

/** The chooser's own width: 250 px tree + 3 cards of 250 px + gaps and modal padding (as mfe-catalog's picker). */
const CHOOSER_MODAL_WIDTH = 1160;

/**
 * A Printarea layer's panels (spec 002 §2.7): 'Layer Settings' with 'Enable clipping mask' and the
 * mask box (relative to the print area's box), the artwork's shading; 'Preview' with 'Select
 * Artwork', whose artwork the canvas shows in the box (the editor's preview only: products use
 * their own artworks).
 */
export function PrintareaPanel({ layer, onChange }: { layer: MockupPrintareaLayer; onChange(patch: Partial<MockupPrintareaLayer>): void }) {
  const [choosing, setChoosing] = useState(false);
  const [draft, setDraft] = useState<ChosenArtwork | null>(null);
  const mask = layer.clippingMask ?? { x: 0, y: 0, width: layer.width, height: layer.height };
  const setMask = (key: keyof typeof mask) => (value: number) => onChange({ clippingMask: { ...mask, [key]: value } });
  return (
    <>
      <Card size="small" title="Layer Settings" role="region" aria-label="Layer Settings">
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">
            Print area {layer.printArea.name} ({layer.printArea.width} × {layer.printArea.height})
          </Typography.Text>
          <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Switch size="small" checked={layer.clippingMaskEnable} aria-label="Enable clipping mask" onChange={(on) => onChange({ clippingMaskEnable: on })} />
            Enable clipping mask
          </label>
          {layer.clippingMaskEnable && (
            <NumberRow
              fields={[
                { label: 'Mask X', value: mask.x, onChange: setMask('x') },
                { label: 'Mask Y', value: mask.y, onChange: setMask('y') },
                { label: 'Mask width', value: mask.width, min: MOCKUP_LIMITS.minSize, onChange: setMask('width') },
                { label: 'Mask height', value: mask.height, min: MOCKUP_LIMITS.minSize, onChange: setMask('height') },
              ]}
            />
          )}
          <label style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Shading (how much of the photo’s light and folds the print takes)
            </Typography.Text>
            <Slider min={0} max={1} step={0.1} value={layer.shading} aria-label="Shading" onChangeComplete={(value) => onChange({ shading: value })} />
          </label>
        </Flex>
      </Card>
      <Card size="small" title="Preview" role="region" aria-label="Preview">
        <Flex align="center" gap={8} wrap>
          {layer.previewArtwork ? (
            <>
              <Thumbnail src={layer.previewArtwork.preview ? mediaImageUrl(layer.previewArtwork.preview, '100') : null} alt="" width={40} height={40} style={{ objectFit: 'contain' }} />
              <Typography.Text ellipsis style={{ maxWidth: 140 }} title={layer.previewArtwork.title}>
                {layer.previewArtwork.title}
              </Typography.Text>
              <Button size="small" type="link" onClick={() => onChange({ previewArtwork: null })}>
                Remove
              </Button>
            </>
          ) : (
            <Typography.Text type="secondary">No artwork</Typography.Text>
          )}
          <Button
            size="small"
            onClick={() => {
              setDraft(null);
              setChoosing(true);
            }}
          >
            Select Artwork
          </Button>
        </Flex>
      </Card>
      <Modal
        open={choosing}
        title="Select Artwork"
        width={CHOOSER_MODAL_WIDTH}
        okText="OK"
        cancelText="Cancel"
        okButtonProps={{ disabled: !draft }}
        onCancel={() => setChoosing(false)}
        onOk={() => {
          if (!draft) return;
          onChange({ previewArtwork: { id: draft.id, title: draft.title, preview: draft.preview, width: draft.width, height: draft.height } });
          setChoosing(false);
        }}
        destroyOnHidden
      >
        <ArtworkChooser value={draft?.id ?? null} onChange={setDraft} />
      </Modal>
    </>
  );
}
