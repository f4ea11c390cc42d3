import { Alert, ColorPicker, Result, Space, Spin, Switch, Typography } from 'antd';
import { memo, useCallback, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useClient, useQuery } from 'urql';
import { previewPersonalization, type Personalization } from '@pod/artwork-scene';
import { useEditorState } from '@pod/canvas-editor/react';
import { Page, firstErrorMessage } from '@pod/platform';
import { useFontLibrary } from '../../components/font-picker/useFontLibrary';
import type { ArtworkEditor } from './actions';
import { AddLayerBar } from './AddLayerBar';
import { ConfirmPending } from './ConfirmPending';
import { EditorCanvas } from './canvas/EditorCanvas';
import { canvasScale } from './canvas/canvasScale';
import { STAGE_MARGIN } from './canvas/editorStage';
import { useCanvasSettings } from './canvas/canvasSettings';
import { ZoomControl } from './canvas/ZoomControl';
import { readDesignDocument } from './designDocument';
import { EditorHeader } from './EditorHeader';
import { ImportCard, InfoModal, LayersCard, PropertiesCard, ShopperCard, TemplatesBar } from './editorCards';
import { editorLayout } from './layout';
import { LayerToolbar } from './LayerToolbar';
import { VersionsDrawer } from './panels';
import { ARTWORK_DESIGN_QUERY, type ArtworkDesign } from './queries';
import { PrintFileButton } from './print-file/PrintFileButton';
import { useArtworkEditor } from './useArtworkEditor';
import { useElementWidth } from './useElementWidth';
import { useSaveArtwork } from './useSaveArtwork';

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
  // The editor owns the document once it is loaded: the query answering again (graphcache writes
  // each save's answer into it) must not validate the whole document again nor hand the canvas
  // new clipart categories, which made it resolve and compare every layer before 'Artwork updated'
  // showed. A restored version is loaded by onRestored.
  const [opened, setOpened] = useState<ArtworkDesign | null>(null);
  if (artwork && artwork.id !== opened?.id) setOpened(artwork);
  const source = artwork && artwork.id === opened?.id ? opened : null;
  const loaded = useMemo(() => (source ? readDesignDocument(source) : null), [source]);
  const load = useCallback(
    () =>
      loaded?.ok && source
        ? { doc: { ...loaded.artwork, id: source.id, lock: source.lock, categories: source.categories.map((c) => ({ id: c.id, title: c.title })) }, template: loaded.template }
        : null,
    [loaded, source],
  );
  const editor = useArtworkEditor(`${id}`, load);
  const onRestored = useCallback(async () => {
    // A restored version is a new save: load it and start a fresh history from it.
    if (!editor) return;
    const result = await client.query(ARTWORK_DESIGN_QUERY, { id }, { requestPolicy: 'network-only' }).toPromise();
    const restored = result.data?.artwork ? readDesignDocument(result.data.artwork) : null;
    if (restored?.ok && result.data?.artwork) {
      const a = result.data.artwork;
      editor.store.reset({ ...restored.artwork, id: a.id, lock: a.lock, categories: a.categories.map((c) => ({ id: c.id, title: c.title })) }, { view: { template: restored.template } });
    }
  }, [client, editor, id]);

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
      <ArtworkEditorView editor={editor} artworkId={artwork.id} clipartCategories={loaded.clipartCategories} onRestored={onRestored} />
    </Page>
  );
}

/**
 * A column of the editor: a plain flex column whose children stretch to its width. (antd's
 * vertical Space sizes its items to their content, so the canvas frame measured its own canvas
 * and the canvas never shrank to the column: it overflowed under the properties.)
 */
const COLUMN = { display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 } as const;

type State = ReturnType<ArtworkEditor['getState']>;
const selectLocked = (s: State) => s.doc.lock === true;
const selectTemplate = (s: State) => s.view.template;
const selectWidth = (s: State) => s.doc.width;
const selectHeight = (s: State) => s.doc.height;

/**
 * The editor's layout. It subscribes to what the layout itself depends on (lock, template, size)
 * and leaves the document to the parts that show it (editorCards.tsx, the list, the canvas).
 */
const ArtworkEditorView = memo(function ArtworkEditorView({ editor, artworkId, clipartCategories, onRestored }: { editor: ArtworkEditor; artworkId: string; clipartCategories: ReturnType<typeof readDesignDocument> extends infer D ? (D extends { ok: true; clipartCategories: infer C } ? C : never) : never; onRestored(): void }) {
  const locked = useEditorState(editor.store, selectLocked);
  const template = useEditorState(editor.store, selectTemplate);
  const width = useEditorState(editor.store, selectWidth);
  const height = useEditorState(editor.store, selectHeight);
  const library = useFontLibrary();
  const [settings, setSettings] = useCanvasSettings();
  const [zoom, setZoom] = useState(1);
  const [infoOpen, setInfoOpen] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [shopper, setShopper] = useState<Personalization | null>(null);
  const save = useSaveArtwork(editor, artworkId);
  const [frame, available] = useElementWidth<HTMLDivElement>();
  const [page, pageWidth] = useElementWidth<HTMLDivElement>();
  const layout = editorLayout(pageWidth);
  // The design's values, read when asked (shopper preview's start, print file): the canvas computes its own.
  const designValues = useCallback(() => previewPersonalization(editor.getState().doc, clipartCategories), [editor, clipartCategories]);
  // The pasteboard on both sides of the artwork, so the artwork fits inside the frame at 100 %.
  const scale = canvasScale({ width, height }, { width: Math.max(100, (available ?? 600) - 2 * STAGE_MARGIN) }, zoom);
  const closeInfo = useCallback(() => setInfoOpen(false), []);

  // Previewing as the shopper, the form takes the properties' place: the canvas keeps its width.
  const sideCard = shopper !== null ? <ShopperCard editor={editor} values={shopper} onChange={setShopper} /> : <PropertiesCard editor={editor} locked={locked} onFontPicked={library.remember} />;
  return (
    <div ref={page} style={{ display: 'grid', gridTemplateColumns: layout.template, gap: 16, alignItems: 'start' }}>
      <div style={COLUMN}>
        <LayersCard editor={editor} locked={locked} />
        {layout.columns === 2 && sideCard}
        <ImportCard editor={editor} locked={locked} />
      </div>
      <div style={COLUMN}>
        <EditorHeader editor={editor} locked={locked} onSave={save} onEditInfo={() => setInfoOpen(true)} onVersions={() => setVersionsOpen(true)} />
        <TemplatesBar editor={editor} locked={locked} />
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <AddLayerBar editor={editor} locked={locked} />
          <Space wrap size={8}>
            <ZoomControl zoom={zoom} onZoom={setZoom} />
            <ColorPicker size="small" value={settings.background} onChangeComplete={(c) => setSettings({ background: c.toCssString() })} aria-label="Canvas background" />
            <Switch size="small" aria-label="Grid" checked={settings.grid} onChange={(grid) => setSettings({ grid })} /> <Typography.Text>Grid</Typography.Text>
            <Switch size="small" aria-label="Preview as shopper" checked={shopper !== null} onChange={(on) => setShopper(on ? { ...designValues() } : null)} /> <Typography.Text>Preview as shopper</Typography.Text>
            <PrintFileButton artworkId={artworkId} template={template} personalization={() => shopper ?? designValues()} dirty={() => editor.store.history.dirty} save={save} />
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
                personalization={shopper ?? undefined}
                scale={scale}
                background={settings.background}
                grid={settings.grid}
              />
            )}
        </div>
      </div>
      {layout.columns === 3 && sideCard}
      <InfoModal editor={editor} open={infoOpen} onClose={closeInfo} />
      <ConfirmPending editor={editor} />
      <VersionsDrawer artworkId={artworkId} open={versionsOpen} onClose={() => setVersionsOpen(false)} onRestored={onRestored} />
    </div>
  );
});
