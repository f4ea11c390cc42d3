// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEditorStore, type EditorState } from '../store/store';
import { useEditorState, useHistoryStatus } from './useEditorState';

afterEach(cleanup);

type Doc = { title: string; n: number };
const selectTitle = (s: EditorState<Doc, Record<string, never>>) => s.doc.title;

describe('useEditorState', () => {
  it('re-renders with the selected slice and the history status', () => {
    const store = createEditorStore<Doc, Record<string, never>>({ doc: { title: 'a', n: 0 }, view: {} });
    let renders = 0;
    function Title() {
      renders++;
      const title = useEditorState(store, selectTitle);
      const { canUndo, dirty } = useHistoryStatus(store);
      return <p data-testid="t">{`${title} ${canUndo} ${dirty}`}</p>;
    }
    render(<Title />);
    expect(screen.getByTestId('t').textContent).toBe('a false false');
    act(() => void store.change('rename', (d) => void (d.title = 'b')));
    expect(screen.getByTestId('t').textContent).toBe('b true true');
    const count = renders;
    // A change elsewhere in the document keeps the slice: no re-render for it.
    act(() => void store.update({ selection: ['x'] }));
    expect(renders).toBe(count);
  });
});
