import { useEffect, useState } from 'react';
import { useNotify } from '@pod/platform';
import { createMockupEditor, randomLayerId, type EditedMockup, type MockupEditor, type MockupProductType } from './actions';

/** The class of the editor's own modal's wrap (`wrapClassName`): keys pressed in any other dialog, menu or popover belong to it. */
export const EDITOR_MODAL_CLASS = 'mockup-editor-modal';

/**
 * One editor per opening (made from the loaded mockups and product type, kept while the modal is
 * open), bound to the window's keys while `active`.
 */
export function useMockupEditor(loaded: { mockups: EditedMockup[]; productType: MockupProductType; shown: number } | null, active: boolean): MockupEditor | null {
  const notify = useNotify();
  const [editor, setEditor] = useState<{ from: object; editor: MockupEditor } | null>(null);
  const current = editor && loaded && editor.from === loaded ? editor.editor : null;

  useEffect(() => {
    if (current || !loaded) return;
    const made = createMockupEditor({ mockups: loaded.mockups }, loaded.shown, { newId: randomLayerId, productType: loaded.productType }, (m) =>
      m.type === 'error' ? notify.error(new Error(m.text)) : notify.success(m.text),
    );
    setEditor({ from: loaded, editor: made });
  }, [current, loaded, notify]);

  useEffect(() => {
    if (!current || !active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      // The 'Select Artwork' dialog, a dropdown or a colour picker keeps its own keys.
      const wrap = target?.closest('.ant-modal-wrap');
      if (wrap && !wrap.classList.contains(EDITOR_MODAL_CLASS)) return;
      if (target?.closest('.ant-popover, .ant-dropdown, .ant-select-dropdown, .ant-color-picker')) return;
      // A click in the layer list focuses the tree's hidden input (rc-tree's keyboard focus), which the
      // core takes for a text field: Delete or an arrow after picking a layer in the list would do nothing.
      // That input takes no text; the rename field (an antd Input) does and keeps its keys.
      if (target instanceof HTMLInputElement && target.closest('.ant-tree') && !target.classList.contains('ant-input')) {
        current.handleKeyDown({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey, altKey: event.altKey, target: null, preventDefault: () => event.preventDefault() });
        return;
      }
      current.handleKeyDown(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [current, active]);

  return current;
}
