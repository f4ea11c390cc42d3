import { Card, Typography } from 'antd';
import { memo, useMemo } from 'react';
import type { Personalization } from '@pod/artwork-scene';
import { useEditorState } from '@pod/canvas-editor/react';
import type { PickerFont } from '../../components/font-picker/queries';
import type { ArtworkEditor } from './actions';
import { findSlot, safeList } from './actions/layer-tree';
import { LayerList } from './layer-list/LayerList';
import { ArtworkInfoModal, LayerImportPanel, LayerProperties, ShopperPreviewForm, TemplateBar } from './panels';

/*
 * The editor's parts, each subscribed to the slice of the editor's state it shows (useEditorState
 * re-renders a part only when its slice changes identity): an undo, a paste or a drag re-renders
 * the list, the canvas and what shows the selection, not every panel of the page.
 */

type State = ReturnType<ArtworkEditor['getState']>;
const selectDoc = (s: State) => s.doc;
const selectTemplate = (s: State) => s.view.template;
/** The one selected layer (its object keeps its identity while unchanged), or undefined. */
const selectSingleLayer = (s: State) => (s.selection.length === 1 ? findSlot(safeList(s.doc, s.view.template), s.selection[0])?.layer : undefined);
const selectTitle = (s: State) => s.doc.title;
const selectWidth = (s: State) => s.doc.width;
const selectHeight = (s: State) => s.doc.height;
const selectCategories = (s: State) => s.doc.categories;

export const LayersCard = memo(function LayersCard({ editor, locked }: { editor: ArtworkEditor; locked: boolean }) {
  return (
    <Card title="Layers" size="small" role="region" aria-label="Layers">
      <LayerList editor={editor} locked={locked} />
    </Card>
  );
});

/** The selected layer's panels; with none or several selected, a hint (and no subscription to the document). */
export const PropertiesCard = memo(function PropertiesCard({ editor, locked, onFontPicked }: { editor: ArtworkEditor; locked: boolean; onFontPicked(font: PickerFont): void }) {
  const selected = useEditorState(editor.store, selectSingleLayer);
  return (
    <Card title="Properties" size="small" role="region" aria-label="Properties" style={{ minWidth: 0 }}>
      {selected ? (
        <SelectedLayerProperties key={selected.id} editor={editor} layer={selected} locked={locked} onFontPicked={onFontPicked} />
      ) : (
        <Typography.Text type="secondary">Select a layer to see its properties</Typography.Text>
      )}
    </Card>
  );
});

function SelectedLayerProperties({ editor, layer, locked, onFontPicked }: { editor: ArtworkEditor; layer: NonNullable<ReturnType<typeof selectSingleLayer>>; locked: boolean; onFontPicked(font: PickerFont): void }) {
  // The panels check conditions and dependencies against the whole artwork.
  const doc = useEditorState(editor.store, selectDoc);
  return <LayerProperties layer={layer} artwork={doc} locked={locked} onFontPicked={onFontPicked} onChange={(patch) => editor.dispatch('updateLayer', { id: layer.id, patch }, 'panel')} />;
}

export const ShopperCard = memo(function ShopperCard({ editor, values, onChange }: { editor: ArtworkEditor; values: Personalization; onChange(values: Personalization): void }) {
  const doc = useEditorState(editor.store, selectDoc);
  const template = useEditorState(editor.store, selectTemplate);
  return (
    <Card title="Shopper preview" size="small" role="region" aria-label="Shopper preview card" style={{ minWidth: 0 }}>
      <ShopperPreviewForm artwork={doc} template={template} values={values} onChange={onChange} />
    </Card>
  );
});

/** The panel is its own titled section ("Import layers"): no second card around it. */
export const ImportCard = memo(function ImportCard({ editor, locked }: { editor: ArtworkEditor; locked: boolean }) {
  const doc = useEditorState(editor.store, selectDoc);
  return <LayerImportPanel artwork={doc} locked={locked} onImport={(layers) => editor.dispatch('importLayers', layers)} />;
});

export const TemplatesBar = memo(function TemplatesBar({ editor, locked }: { editor: ArtworkEditor; locked: boolean }) {
  const doc = useEditorState(editor.store, selectDoc);
  const template = useEditorState(editor.store, selectTemplate);
  return <TemplateBar artwork={doc} selectedTemplate={template} locked={locked} onSelect={(i) => editor.dispatch('selectTemplate', i)} onChange={(templates) => editor.dispatch('setTemplates', templates)} />;
});

/** The artwork-info modal: title, size and categories only, so a layer change does not render it. */
export const InfoModal = memo(function InfoModal({ editor, open, onClose }: { editor: ArtworkEditor; open: boolean; onClose(): void }) {
  const title = useEditorState(editor.store, selectTitle);
  const width = useEditorState(editor.store, selectWidth);
  const height = useEditorState(editor.store, selectHeight);
  const categories = useEditorState(editor.store, selectCategories);
  const info = useMemo(() => ({ title, width, height, categories: (categories ?? []).map((c) => ({ id: String(c.id), title: c.title })) }), [title, width, height, categories]);
  return (
    <ArtworkInfoModal
      open={open}
      info={info}
      onClose={onClose}
      onUpdate={(values) => {
        editor.dispatch('updateArtworkInfo', values);
        return true;
      }}
    />
  );
});
