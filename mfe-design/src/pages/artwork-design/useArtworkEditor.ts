import { useEffect, useState } from 'react';
import { useNotify } from '@pod/platform';
import { createArtworkEditor, randomLayerId, type ArtworkDoc, type ArtworkEditor } from './actions';

/**
 * One editor per opened artwork: made from the loaded document, kept while the page lives
 * (a save or a refetch does not reset the history), and bound to the window's keys.
 */
export function useArtworkEditor(key: string, load: () => { doc: ArtworkDoc; template: number } | null): ArtworkEditor | null {
  const notify = useNotify();
  const [editor, setEditor] = useState<{ key: string; editor: ArtworkEditor } | null>(null);
  const loaded = load();
  const current = editor?.key === key ? editor.editor : null;

  useEffect(() => {
    if (current || !loaded) return;
    const made = createArtworkEditor(loaded.doc, loaded.template, { newId: randomLayerId }, (m) => (m.type === 'error' ? notify.error(new Error(m.text)) : notify.success(m.text)));
    setEditor({ key, editor: made });
  }, [current, loaded, key, notify]);

  useEffect(() => {
    if (!current) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Keys pressed inside a dialog belong to it.
      if (event.target instanceof Element && event.target.closest('.ant-modal, .ant-drawer, .ant-popover')) return;
      current.handleKeyDown(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [current]);

  return current;
}
