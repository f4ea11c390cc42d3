import { useCallback } from 'react';
import { useClient } from 'urql';
import { useNotify } from '@pod/platform';
import type { ArtworkEditor } from './actions';
import { SAVE_ARTWORK } from './queries';
import { saveInput } from './saveInput';

/**
 * Save (spec 002 §2.8): updateArtwork with the editor's document → 'Artwork updated'; resolves
 * whether it was saved. Whoever shows the progress keeps it (the header's Save button): a
 * `saving` state at the page would render the whole editor before the request even starts.
 * Save never clears the history; it only moves the "saved" mark.
 */
export function useSaveArtwork(editor: ArtworkEditor, artworkId: string): () => Promise<boolean> {
  const client = useClient();
  const notify = useNotify();
  return useCallback(async () => {
    const result = await client.mutation(SAVE_ARTWORK, { id: artworkId, input: saveInput(editor.getState().doc) }).toPromise();
    if (result.error) {
      notify.error(result.error);
      return false;
    }
    editor.store.history.markSaved();
    notify.success('Artwork updated');
    return true;
  }, [client, notify, editor, artworkId]);
}
