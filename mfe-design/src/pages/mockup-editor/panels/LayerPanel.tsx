import { Card, ColorPicker, Flex, Input, Typography } from 'antd';
import { MOCKUP_LIMITS, type MockupLayer } from '@pod/artwork-scene';
import { useEditorState } from '@pod/canvas-editor/react';
import type { MockupEditor, MockupEditorState } from '../actions';
import { currentLayers, findSlot } from '../actions/layer-tree';
import { NumberRow } from './NumberRow';
import { PrintareaPanel } from './PrintareaPanel';

const selectSelected = (s: MockupEditorState): MockupLayer | null =>
  s.selection.length === 1 ? (findSlot(currentLayers(s.doc, s.view), s.selection[0])?.layer ?? null) : null;

/**
 * The selected layer's panels: its place and size (never below 1 px), a Text's text, size and
 * colour, and a Printarea's 'Layer Settings' and 'Preview'. Each edit is one `updateLayer` step.
 */
export function LayerPanel({ editor }: { editor: MockupEditor }) {
  const layer = useEditorState(editor.store, selectSelected);
  if (!layer) return <Typography.Text type="secondary">Select a layer to see its settings</Typography.Text>;
  const update = (patch: Partial<MockupLayer>) => editor.dispatch('updateLayer', { id: layer.id, patch }, 'panel');
  const place = (key: 'x' | 'y' | 'width' | 'height' | 'rotation') => (value: number) => editor.dispatch('transformLayers', [{ id: layer.id, [key]: value }], 'panel');
  return (
    <Flex vertical gap={8} key={layer.id}>
      <Card size="small" title={layer.title || layer.type} role="region" aria-label="Position and size">
        <NumberRow
          fields={[
            { label: 'X', value: layer.x, onChange: place('x') },
            { label: 'Y', value: layer.y, onChange: place('y') },
            { label: 'Width', value: layer.width, min: MOCKUP_LIMITS.minSize, onChange: place('width') },
            { label: 'Height', value: layer.height, min: MOCKUP_LIMITS.minSize, onChange: place('height') },
            { label: 'Rotation', value: layer.rotation, min: -360, max: 360, onChange: place('rotation') },
          ]}
        />
      </Card>
      {layer.type === 'Text' && (
        <Card size="small" title="Text" role="region" aria-label="Text">
          <Flex vertical gap={8}>
            <Input.TextArea aria-label="Text" maxLength={MOCKUP_LIMITS.maxTextLength} defaultValue={layer.text} autoSize={{ minRows: 1, maxRows: 4 }} onBlur={(e) => e.target.value !== layer.text && update({ text: e.target.value })} />
            <NumberRow fields={[{ label: 'Font size', value: layer.fontSize, min: 1, max: 2000, onChange: (fontSize) => update({ fontSize }) }]} />
            <ColorPicker value={layer.fill} showText aria-label="Text colour" onChangeComplete={(c) => update({ fill: c.toHexString() })} />
          </Flex>
        </Card>
      )}
      {layer.type === 'Printarea' && <PrintareaPanel layer={layer} onChange={update} />}
    </Flex>
  );
}
