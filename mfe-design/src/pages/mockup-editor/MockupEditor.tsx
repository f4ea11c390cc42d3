import { RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Modal, Popconfirm, Space, Spin, Tabs, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useClient } from 'urql';
import { firstErrorMessage, useNotify } from '@pod/platform';
import { useEditorState, useHistoryStatus } from '@pod/canvas-editor/react';
import type { MockupEditorProps } from '../../exposed';
import type { MockupEditor as Editor, MockupEditorState, MockupProductType } from './actions';
import { currentMockup } from './actions/layer-tree';
import { MockupCanvas } from './canvas/MockupCanvas';
import { mockupCanvasScale } from './canvas/canvasScale';
import { ZoomControl } from './canvas/ZoomControl';
import { readMockups, readProductType, saveMockups } from './mockupDocument';
import { AddLayerBar } from './panels/AddLayerBar';
import { LayerList } from './panels/LayerList';
import { LayerPanel } from './panels/LayerPanel';
import { MockupStrip } from './panels/MockupStrip';
import { SettingsTab } from './panels/SettingsTab';
import { MOCKUP_EDITOR_QUERY, UPDATE_MOCKUP, type MockupEditorData } from './queries';
import { EDITOR_MODAL_CLASS, useMockupEditor } from './useMockupEditor';

export type { MockupEditorProps } from '../../exposed';

/** What a successful Save says (spec 002 names no message for it; 'Artwork updated' is the editor's sibling). */
export const MOCKUP_SAVED = 'Mockup updated';

/**
 * The mockups and product type, fetched once per opening: the editor's document is made from this
 * answer and must not be made again (losing its history) when the cache changes under it.
 */
function useMockupEditorData(productTypeId: string, open: boolean): { data: MockupEditorData | null; fetching: boolean; error: unknown } {
  const client = useClient();
  const [answer, setAnswer] = useState<{ key: string; data: MockupEditorData | null; error: unknown } | null>(null);
  const key = open ? productTypeId : '';
  useEffect(() => {
    if (!key) return;
    let live = true;
    client
      .query(MOCKUP_EDITOR_QUERY, { productTypeID: key }, { requestPolicy: 'network-only' })
      .toPromise()
      .then(
        (result) => live && setAnswer({ key, data: result.data ?? null, error: result.error ?? (result.data ? null : new Error('The mockups could not be loaded')) }),
        (error: unknown) => live && setAnswer({ key, data: null, error }),
      );
    return () => {
      live = false;
    };
  }, [client, key]);
  const current = answer?.key === key ? answer : null;
  return { data: current?.data ?? null, fetching: !!key && !current, error: current?.error ?? null };
}

/**
 * The mockup editor (spec 002 §2.7), exposed as `mfe_design/MockupEditor`: a full-screen modal over
 * the product type's mockups. Left, the tabs Printareas (Add Printarea, Add Image, the layer list,
 * the selected layer's settings) and Settings (apply to variants, background); right, the mockups,
 * undo/redo, the zoom and the canvas; Cancel and Save below. It is the canvas-editor core with the
 * mockup actions: toolbar, panels, canvas and keyboard all dispatch them.
 */
export function MockupEditor({ productTypeId, mockupId, open, onClose }: MockupEditorProps) {
  const client = useClient();
  const notify = useNotify();
  const { data, fetching, error } = useMockupEditorData(productTypeId, open);
  const [saving, setSaving] = useState(false);
  const loaded = useMemo(() => {
    if (!data?.productTypeById) return null;
    const read = readMockups(data.mockupsByProductType);
    if (!read.ok) return read;
    const shown = Math.max(0, read.mockups.findIndex((m) => m.id === mockupId));
    return { ok: true as const, mockups: read.mockups, productType: readProductType(data.productTypeById), shown };
  }, [data, mockupId]);
  const editor = useMockupEditor(loaded?.ok && loaded.mockups.length ? loaded : null, open && !saving);

  const save = async () => {
    if (!editor) return;
    setSaving(true);
    const outcome = await saveMockups(editor.getState().doc.mockups, async (variables) => (await client.mutation(UPDATE_MOCKUP, variables).toPromise()).error ?? null);
    setSaving(false);
    if (outcome.error) {
      // Spec 002 §8: on a save failure the message is shown and the editor closes.
      notify.error(outcome.error);
      onClose(outcome.saved > 0);
      return;
    }
    editor.store.history.markSaved();
    notify.success(MOCKUP_SAVED);
    onClose(true);
  };

  let body;
  if (error) body = <Alert type="error" showIcon message={firstErrorMessage(error)} />;
  else if (loaded && !loaded.ok) body = <Alert type="error" showIcon message={`The mockup “${loaded.title}” could not be read`} description={loaded.message} />;
  else if (data && !data.productTypeById) body = <Alert type="error" showIcon message="Product type not found" />;
  else if (loaded?.ok && !loaded.mockups.length) body = <Empty description="This product type has no mockups yet: upload one first" />;
  else if (fetching || !editor || !loaded?.ok) body = <Spin style={{ display: 'block', margin: '64px auto' }} />;
  else body = <EditorView editor={editor} productType={loaded.productType} />;

  return (
    <Modal
      open={open}
      title={loaded?.ok ? `Mockups of ${loaded.productType.title}` : 'Mockups'}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ body: { height: 'calc(100vh - 120px)', overflow: 'hidden' } }}
      wrapClassName={EDITOR_MODAL_CLASS}
      // Escape clears the selection (spec 002 §2.7): it must not close the editor.
      keyboard={false}
      maskClosable={false}
      closable={false}
      destroyOnHidden
      footer={<EditorFooter editor={editor} saving={saving} onCancel={() => onClose(false)} onSave={() => void save()} />}
    >
      {body}
    </Modal>
  );
}

function EditorFooter({ editor, saving, onCancel, onSave }: { editor: Editor | null; saving: boolean; onCancel(): void; onSave(): void }) {
  return (
    <Space>
      {editor ? <CancelButton editor={editor} disabled={saving} onCancel={onCancel} /> : <Button onClick={onCancel}>Cancel</Button>}
      <Button type="primary" loading={saving} disabled={!editor} onClick={onSave}>
        Save
      </Button>
    </Space>
  );
}

/** Cancel closes; with unsaved changes it asks first, so a stray click does not lose them. */
function CancelButton({ editor, disabled, onCancel }: { editor: Editor; disabled: boolean; onCancel(): void }) {
  const { dirty } = useHistoryStatus(editor.store);
  if (!dirty) return <Button disabled={disabled} onClick={onCancel}>Cancel</Button>;
  return (
    <Popconfirm title="Discard your changes?" okText="Discard" cancelText="Keep editing" onConfirm={onCancel}>
      <Button disabled={disabled}>Cancel</Button>
    </Popconfirm>
  );
}

const selectShownTitle = (s: MockupEditorState) => currentMockup(s.doc, s.view);

/** The editor's two columns: the tabs on the left, the mockups, tools and canvas on the right. */
function EditorView({ editor, productType }: { editor: Editor; productType: MockupProductType }) {
  const mockup = useEditorState(editor.store, selectShownTitle);
  const { canUndo, canRedo } = useHistoryStatus(editor.store);
  const [zoom, setZoom] = useState(1);
  const scale = mockup ? mockupCanvasScale(mockup, zoom) : 1;
  return (
    <Flex gap={16} style={{ height: '100%' }}>
      <div style={{ width: 380, flex: 'none', overflow: 'auto', height: '100%' }}>
        <Tabs
          items={[
            {
              key: 'printareas',
              label: 'Printareas',
              children: (
                <Flex vertical gap={12}>
                  <AddLayerBar editor={editor} productType={productType} />
                  <div role="region" aria-label="Layers">
                    <LayerList editor={editor} />
                  </div>
                  <LayerPanel editor={editor} />
                </Flex>
              ),
            },
            { key: 'settings', label: 'Settings', children: <SettingsTab editor={editor} productType={productType} /> },
          ]}
        />
      </div>
      <Flex vertical gap={8} style={{ flex: 1, minWidth: 0, height: '100%' }}>
        <MockupStrip editor={editor} />
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text strong>{mockup ? `${mockup.title} (${mockup.width} × ${mockup.height})` : ''}</Typography.Text>
          <Space>
            <Tooltip title="Undo (Ctrl+Z)">
              <Button aria-label="Undo" icon={<UndoOutlined />} disabled={!canUndo} onClick={() => editor.undo()} />
            </Tooltip>
            <Tooltip title="Redo (Ctrl+Shift+Z)">
              <Button aria-label="Redo" icon={<RedoOutlined />} disabled={!canRedo} onClick={() => editor.redo()} />
            </Tooltip>
            <ZoomControl zoom={zoom} onZoom={setZoom} />
          </Space>
        </Flex>
        <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
          <MockupCanvas editor={editor} scale={scale} />
        </div>
      </Flex>
    </Flex>
  );
}
