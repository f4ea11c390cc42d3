// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { validateArtwork } from '@pod/artwork-scene';
import { createArtworkEditor } from '../actions';
import { LayerList } from './LayerList';

afterEach(cleanup);

function editorWith(count: number, extra: Array<Record<string, unknown>> = []) {
  const layers = [...Array.from({ length: count }, (_, i) => ({ id: `t${i}`, type: 'Text', title: `Text #${i}`, values: [{ active: true, text: 'Hello' }] })), ...extra];
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
    // A 480 px list shows about 17 rows of 28 px (and a few more either side); every one of 300 rows was rendered before it was virtual.
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(40);
    expect(shown[0]).toBe('layer-row-t299');
    act(() => editor.dispatch('selectLayer', { id: 't298', additive: false }));
    expect(rows(container).length).toBeLessThan(40);
    expect(container.querySelector('[data-testid="layer-row-t298"]')?.getAttribute('aria-selected')).toBe('true');
    expect(container.querySelector('[data-testid="layer-row-t299"]')?.getAttribute('aria-selected')).toBe('false');
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

  it('shows the rows scrolled to, and only those', () => {
    const editor = editorWith(300);
    const { container } = render(<LayerList editor={editor} locked={false} />);
    const list = screen.getByRole('tree', { name: 'Layer list' });
    // 28 px rows: scrolled to row 200 (layer t99, the list being top first), the window starts a few rows above it.
    list.scrollTop = 28 * 200;
    fireEvent.scroll(list);
    const shown = rows(container);
    expect(shown).toContain('layer-row-t99');
    expect(shown).not.toContain('layer-row-t299');
    expect(shown.length).toBeLessThan(40);
  });

  it('collapses a group, and reorders by dragging a row into a group or above another row', () => {
    const editor = editorWith(2, [{ id: 'g', type: 'Group', title: 'Group #1', layers: [{ id: 'c', type: 'Text', title: 'Child', values: [{ active: true, text: 'Hi' }] }] }]);
    const { container } = render(<LayerList editor={editor} locked={false} />);
    expect(rows(container)).toEqual(['layer-row-g', 'layer-row-c', 'layer-row-t1', 'layer-row-t0']);
    expect(screen.getByTestId('layer-row-c').getAttribute('aria-level')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse Group #1' }));
    expect(rows(container)).toEqual(['layer-row-g', 'layer-row-t1', 'layer-row-t0']);
    fireEvent.click(screen.getByRole('button', { name: 'Expand Group #1' }));

    // jsdom lays nothing out (a row's box is at 0, so clientY is the pointer's height within the row)
    // and has no DragEvent, whose clientY fireEvent would set: it is put on the event here.
    const at = (event: Event, clientY: number) => Object.defineProperty(event, 'clientY', { value: clientY });
    const drag = (from: string, to: string, clientY: number) => {
      fireEvent.dragStart(screen.getByTestId(`layer-row-${from}`), { dataTransfer: { setData() {}, effectAllowed: '' } });
      const row = screen.getByTestId(`layer-row-${to}`);
      fireEvent(row, at(createEvent.dragOver(row), clientY));
      fireEvent(row, at(createEvent.drop(row), clientY));
    };
    drag('t0', 'g', 14);
    expect(rows(container)).toEqual(['layer-row-g', 'layer-row-t0', 'layer-row-c', 'layer-row-t1']);
    expect(screen.getByTestId('layer-row-t0').getAttribute('aria-level')).toBe('2');
    drag('t1', 'g', 2);
    expect(rows(container)).toEqual(['layer-row-t1', 'layer-row-g', 'layer-row-t0', 'layer-row-c']);
    // Each drop is one step.
    act(() => void editor.undo());
    expect(rows(container)).toEqual(['layer-row-g', 'layer-row-t0', 'layer-row-c', 'layer-row-t1']);
  });

  it('is not dragged or renamed while the artwork is locked', () => {
    const editor = editorWith(2);
    render(<LayerList editor={editor} locked />);
    expect(screen.getByTestId('layer-row-t1').getAttribute('draggable')).toBe('false');
    fireEvent.doubleClick(screen.getByText('Text #1'));
    expect(screen.queryByRole('textbox', { name: 'Layer name' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Hide Text #1' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
