import { Alert, Card, ColorPicker, Result, Space, Spin, Switch, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useClient, useMutation, useQuery } from 'urql';
import { previewPersonalization, type Layer, type Personalization } from '@pod/artwork-scene';
import { useEditorState } from '@pod/canvas-editor/react';
import { Page, firstErrorMessage, useNotify } from '@pod/platform';
import { useFontLibrary } from '../../components/font-picker/useFontLibrary';
import type { ArtworkEditor } from './actions';
import { findSlot, safeList } from './actions/layer-tree';
import { AddLayerBar } from './AddLayerBar';
import { ConfirmPending } from './ConfirmPending';
import { EditorCanvas } from './canvas/EditorCanvas';
import { canvasScale } from './canvas/canvasScale';
import { STAGE_MARGIN } from './canvas/editorStage';
import { useCanvasSettings } from './canvas/canvasSettings';
import { ZoomControl } from './canvas/ZoomControl';
import { readDesignDocument } from './designDocument';
import { EditorHeader } from './EditorHeader';
import { editorLayout } from './layout';
import { LayerList } from './layer-list/LayerList';
import { LayerToolbar } from './LayerToolbar';
import { ArtworkInfoModal, LayerImportPanel, LayerProperties, ShopperPreviewForm, TemplateBar, VersionsDrawer } from './panels';
import { ARTWORK_DESIGN_QUERY, SAVE_ARTWORK } from './queries';
import { PrintFileButton } from './print-file/PrintFileButton';
import { saveInput } from './saveInput';
import { useArtworkEditor } from './useArtworkEditor';
import { useElementWidth } from './useElementWidth';

/**
 * /artworks/:id/design (spec 002 §2.8): the artwork editor. Loads the artwork, makes one
 * editor (@pod/canvas-editor with the artwork's actions) and lays out the parts, each its own
 * component: layer import and list on the left; header, template bar, add bar, canvas with
 * zoom and the selected layer's toolbar in the centre; the layer's panels on the right.
 */
export function ArtworkDesignPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const unmatchedFonts = (location.state as { unmatchedFonts?: string[] } | null)?.unmatchedFonts ?? [];
  const client = useClient();
  const [{ data, fetching, error }] = useQuery({ query: ARTWORK_DESIGN_QUERY, variables: { id } });
  const artwork = data?.artwork;
  const loaded = useMemo(() => (artwork ? readDesignDocument(artwork) : null), [artwork]);
  const load = useCallback(
    () =>
      loaded?.ok && artwork
        ? { doc: { ...loaded.artwork, id: artwork.id, lock: artwork.lock, categories: artwork.categories.map((c) => ({ id: c.id, title: c.title })) }, template: loaded.template }
        : null,
    [loaded, artwork],
  );
  const editor = useArtworkEditor(`${id}`, load);

  if (fetching && !artwork) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (error || !artwork) {
    return (
      <Page title="Artwork" back="/artworks">
        <Result status="warning" title={error ? firstErrorMessage(error) : 'Artwork does not exist!'} />
      </Page>
    );
  }
  if (loaded && !loaded.ok) {
    return (
      <Page title={artwork.title} back="/artworks">
        <Alert type="error" showIcon message="This artwork's document is not valid" description={loaded.errors.slice(0, 10).map((e) => `${e.path}: ${e.message}`).join('; ')} />
      </Page>
    );
  }
  if (!editor || !loaded) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  return (
    // The editor's header shows the title (with its edit button, spec 002 §2.8): the page frame shows none.
    <Page title={artwork.title} bare header={false}>
      {unmatchedFonts.length > 0 && (
        <Alert
          type="warning"
          showIcon
          closable
          style={{ marginBottom: 16 }}
          message="Some fonts of the PSD are not in the font library"
          description={`These text layers use the default font instead: ${unmatchedFonts.join(', ')}`}
        />
      )}
      <ArtworkEditorView
        editor={editor}
        artworkId={artwork.id}
        clipartCategories={loaded.clipartCategories}
        onRestored={async () => {
          // A restored version is a new save: load it and start a fresh history from it.
          const result = await client.query(ARTWORK_DESIGN_QUERY, { id }, { requestPolicy: 'network-only' }).toPromise();
          const restored = result.data?.artwork ? readDesignDocument(result.data.artwork) : null;
          if (restored?.ok && result.data?.artwork) {
            const a = result.data.artwork;
            editor.store.reset({ ...restored.artwork, id: a.id, lock: a.lock, categories: a.categories.map((c) => ({ id: c.id, title: c.title })) }, { view: { template: restored.template } });
          }
        }}
      />
    </Page>
  );
}

/**
 * A column of the editor: a plain flex column whose children stretch to its width. (antd's
 * vertical Space sizes its items to their content, so the canvas frame measured its own canvas
 * and the canvas never shrank to the column: it overflowed under the properties.)
 */
const COLUMN = { display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 } as const;

const selectDoc = (s: ReturnType<ArtworkEditor['getState']>) => s.doc;
const selectTemplate = (s: ReturnType<ArtworkEditor['getState']>) => s.view.template;
const selectSelection = (s: ReturnType<ArtworkEditor['getState']>) => s.selection;

function ArtworkEditorView({ editor, artworkId, clipartCategories, onRestored }: { editor: ArtworkEditor; artworkId: string; clipartCategories: ReturnType<typeof readDesignDocument> extends infer D ? (D extends { ok: true; clipartCategories: infer C } ? C : never) : never; onRestored(): void }) {
  const notify = useNotify();
  const doc = useEditorState(editor.store, selectDoc);
  const template = useEditorState(editor.store, selectTemplate);
  const selection = useEditorState(editor.store, selectSelection);
  const locked = doc.lock === true;
  const library = useFontLibrary();
  const [settings, setSettings] = useCanvasSettings();
  const [zoom, setZoom] = useState(1);
  const [infoOpen, setInfoOpen] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [shopper, setShopper] = useState<Personalization | null>(null);
  const [{ fetching: saving }, save] = useMutation(SAVE_ARTWORK);
  const [frame, available] = useElementWidth<HTMLDivElement>();
  const [page, pageWidth] = useElementWidth<HTMLDivElement>();
  const layout = editorLayout(pageWidth);
  const designValues = useMemo(() => previewPersonalization(doc, clipartCategories), [doc, clipartCategories]);
  const selected: Layer | undefined = selection.length === 1 ? findSlot(safeList(doc, template), selection[0])?.layer : undefined;
  // The pasteboard on both sides of the artwork, so the artwork fits inside the frame at 100 %.
  const scale = canvasScale(doc, { width: Math.max(100, (available ?? 600) - 2 * STAGE_MARGIN) }, zoom);

  const onSave = async (): Promise<boolean> => {
    const result = await save({ id: artworkId, input: saveInput(editor.getState().doc) });
    if (result.error) {
      notify.error(result.error);
      return false;
    }
    // Save never clears the history; it only moves the "saved" mark.
    editor.store.history.markSaved();
    notify.success('Artwork updated');
    return true;
  };

  // The panel is its own titled section ("Import layers"): no second card around it.
  const importCard = <LayerImportPanel artwork={doc} locked={locked} onImport={(layers) => editor.dispatch('importLayers', layers)} />;
  const layersCard = (
    <Card title="Layers" size="small" role="region" aria-label="Layers">
      <LayerList editor={editor} locked={locked} />
    </Card>
  );
  const propertiesCard = (
    <Card title="Properties" size="small" role="region" aria-label="Properties" style={{ minWidth: 0 }}>
      {selected ? (
        <LayerProperties key={selected.id} layer={selected} artwork={doc} locked={locked} onFontPicked={library.remember} onChange={(patch) => editor.dispatch('updateLayer', { id: selected.id, patch }, 'panel')} />
      ) : (
        <Typography.Text type="secondary">Select a layer to see its properties</Typography.Text>
      )}
    </Card>
  );
  // Previewing as the shopper, the form takes the properties' place: the canvas keeps its width.
  const sideCard =
    shopper !== null ? (
      <Card title="Shopper preview" size="small" role="region" aria-label="Shopper preview card" style={{ minWidth: 0 }}>
        <ShopperPreviewForm artwork={doc} template={template} values={shopper} onChange={setShopper} />
      </Card>
    ) : (
      propertiesCard
    );
  return (
    <div ref={page} style={{ display: 'grid', gridTemplateColumns: layout.template, gap: 16, alignItems: 'start' }}>
      <div style={COLUMN}>
        {layersCard}
        {layout.columns === 2 && sideCard}
        {importCard}
      </div>
      <div style={COLUMN}>
        <EditorHeader editor={editor} locked={locked} saving={saving} onSave={() => void onSave()} onEditInfo={() => setInfoOpen(true)} onVersions={() => setVersionsOpen(true)} />
        <TemplateBar artwork={doc} selectedTemplate={template} locked={locked} onSelect={(i) => editor.dispatch('selectTemplate', i)} onChange={(templates) => editor.dispatch('setTemplates', templates)} />
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <AddLayerBar editor={editor} locked={locked} />
          <Space wrap size={8}>
            <ZoomControl zoom={zoom} onZoom={setZoom} />
            <ColorPicker size="small" value={settings.background} onChangeComplete={(c) => setSettings({ background: c.toCssString() })} aria-label="Canvas background" />
            <Switch size="small" aria-label="Grid" checked={settings.grid} onChange={(grid) => setSettings({ grid })} /> <Typography.Text>Grid</Typography.Text>
            <Switch size="small" aria-label="Preview as shopper" checked={shopper !== null} onChange={(on) => setShopper(on ? { ...designValues } : null)} /> <Typography.Text>Preview as shopper</Typography.Text>
            <PrintFileButton artworkId={artworkId} template={template} personalization={shopper ?? designValues} dirty={() => editor.store.history.dirty} save={onSave} />
          </Space>
        </Space>
        {/* The toolbar's row is kept while nothing is selected: the canvas must not jump 32 px under the pointer whenever a click selects or clears. */}
        <div style={{ minHeight: 32 }}>
          <LayerToolbar editor={editor} locked={locked} />
        </div>
        <div ref={frame} style={{ minWidth: 0 }}>
            {library.error && <Alert type="warning" showIcon message="The font list could not be loaded" description={firstErrorMessage(library.error)} />}
            {library.fonts && (
              <EditorCanvas
                editor={editor}
                fonts={library.fonts}
                clipartCategories={clipartCategories}
                personalization={shopper ?? designValues}
                scale={scale}
                background={settings.background}
                grid={settings.grid}
              />
            )}
        </div>
      </div>
      {layout.columns === 3 && sideCard}
      <ArtworkInfoModal
        open={infoOpen}
        info={{ title: doc.title, width: doc.width, height: doc.height, categories: (doc.categories ?? []).map((c) => ({ id: String(c.id), title: c.title })) }}
        onClose={() => setInfoOpen(false)}
        onUpdate={(values) => {
          editor.dispatch('updateArtworkInfo', values);
          return true;
        }}
      />
      <ConfirmPending editor={editor} />
      <VersionsDrawer artworkId={artworkId} open={versionsOpen} onClose={() => setVersionsOpen(false)} onRestored={onRestored} />
    </div>
  );
}
