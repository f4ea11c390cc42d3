// @vitest-environment jsdom
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { artworkHarness } from './actions/artwork-harness.test-helper';
import { EditorHeader } from './EditorHeader';
import { PropertiesCard, TemplatesBar } from './editorCards';
import { renderWithPlatform } from './panels/testing/harness';
import { useSaveArtwork } from './useSaveArtwork';

afterEach(cleanup);

/** Renders of each named part, counted by React's Profiler. */
function renderCounter() {
  const counts: Record<string, number> = {};
  const onRender = (id: string) => void (counts[id] = (counts[id] ?? 0) + 1);
  return { counts, onRender };
}

describe('the editor parts render for their own slice of the state', () => {
  it('Properties: a change to the document while several layers are selected renders nothing; the one selected layer\'s change renders its panel', { timeout: 60_000 }, () => {
    const t = artworkHarness();
    const { counts, onRender } = renderCounter();
    renderWithPlatform(
      <>
        <Profiler id="properties" onRender={onRender}>
          <PropertiesCard editor={t.editor} locked={false} onFontPicked={() => {}} />
        </Profiler>
        <Profiler id="templates" onRender={onRender}>
          <TemplatesBar editor={t.editor} locked={false} />
        </Profiler>
      </>,
    );
    expect(screen.getByText('Select a layer to see its properties')).toBeTruthy();
    act(() => t.select('txt', 'opt'));
    const properties = counts.properties;
    // A paste-sized change and its undo with several selected: the card does not render.
    const before = t.doc;
    act(() => void t.dispatch('moveLayers', { ids: ['txt', 'opt'], dx: 5, dy: 5 }));
    expect(t.doc).not.toBe(before);
    act(() => void t.undo());
    expect(counts.properties).toBe(properties);
    expect(screen.getByText('Select a layer to see its properties')).toBeTruthy();
    // One layer selected: its panel shows and follows its changes (undo included).
    act(() => t.select('txt'));
    expect(screen.getByTestId('layer-properties')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Name');
    act(() => void t.dispatch('renameLayer', { id: 'txt', title: 'First name' }));
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('First name');
    act(() => void t.undo());
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Name');
    // The template bar shows the templates of the document it subscribes to.
    expect(screen.getByRole('combobox', { name: 'Template' })).toBeTruthy();
  });
});

function SaveHeader({ t }: { t: ReturnType<typeof artworkHarness> }) {
  const save = useSaveArtwork(t.editor, 'art-1');
  return (
    <MemoryRouter>
      <EditorHeader editor={t.editor} locked={false} onSave={save} onEditInfo={() => {}} onVersions={() => {}} />
    </MemoryRouter>
  );
}

describe('Save', () => {
  it('sends the editor\'s document, says "Artwork updated", keeps the history and marks it saved', { timeout: 60_000 }, async () => {
    const t = artworkHarness();
    t.dispatch('renameLayer', { id: 'txt', title: 'First name' });
    const { requests } = renderWithPlatform(<SaveHeader t={t} />, {
      ArtworkEditorSave: (v) => ({ data: { updateArtwork: { __typename: 'Artwork', id: v.id, title: 'Mug', width: 1000, height: 800, templates: [], sharedLayers: [], updatedAt: '2026-01-01T00:00:00Z', categories: [] } } }),
    });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Artwork updated');
    const sent = requests.find((r) => r.operationName === 'ArtworkEditorSave')!;
    expect(sent.variables.id).toBe('art-1');
    expect((sent.variables.input as { templates: unknown }).templates).toEqual(t.doc.templates);
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(t.store.history.canUndo).toBe(true);
  });

  it('shows the server\'s refusal and keeps the changes unsaved', { timeout: 60_000 }, async () => {
    const t = artworkHarness();
    t.dispatch('renameLayer', { id: 'txt', title: 'First name' });
    renderWithPlatform(<SaveHeader t={t} />, { ArtworkEditorSave: () => ({ data: null, errors: [{ message: 'This artwork is locked', extensions: { code: 'BAD_USER_INPUT' } }] }) });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('This artwork is locked');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });
});
