// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { validateArtwork } from '@pod/artwork-scene';
import { createArtworkEditor } from '../actions';
import { LayerList } from './LayerList';

afterEach(cleanup);

// jsdom has no layout; the virtual list only needs the constructor to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function editorWith(count: number) {
  const layers = Array.from({ length: count }, (_, i) => ({ id: `t${i}`, type: 'Text', title: `Text #${i}`, values: [{ active: true, text: 'Hello' }] }));
  const checked = validateArtwork({ title: 'Busy', width: 1500, height: 1800, templates: [{ title: 'Main', isDefault: true, layers }], sharedLayers: [] });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  let n = 0;
  return createArtworkEditor(checked.artwork, 0, { newId: () => `n${++n}` }, () => undefined);
}

const rows = (container: HTMLElement) => [...container.querySelectorAll('[data-testid^="layer-row-"]')].map((row) => row.getAttribute('data-testid'));

describe('layer list', () => {
  it('renders only the rows in view of a long list, top of the stack first, and keeps doing so as the selection changes', { timeout: 60_000 }, () => {
    const editor = editorWith(300);
    const { container } = render(<LayerList editor={editor} locked={false} />);
    const shown = rows(container);
    // A 480 px list shows about 17 rows of 28 px; every one of 300 rows was rendered before it was virtual.
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(40);
    expect(shown[0]).toBe('layer-row-t299');
    act(() => editor.dispatch('selectLayer', { id: 't298', additive: false }));
    expect(rows(container).length).toBeLessThan(40);
    expect(container.querySelector('[data-testid="layer-row-t298"]')?.closest('.ant-tree-treenode')?.className).toContain('selected');
    // A row shows its layer and its buttons act on it; the undo of a change shows the row as before.
    fireEvent.click(screen.getByRole('button', { name: 'Hide Text #299' }));
    expect(screen.getByRole('button', { name: 'Show Text #299' })).toBeTruthy();
    act(() => void editor.undo());
    expect(screen.getByRole('button', { name: 'Hide Text #299' })).toBeTruthy();
    fireEvent.doubleClick(screen.getByText('Text #299'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Layer name' }), { target: { value: 'Top' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Layer name' }), { key: 'Enter', keyCode: 13 });
    expect(container.querySelector('[data-testid="layer-row-t299"]')?.textContent).toContain('Top');
  });
});
