import { useCallback, useState } from 'react';
import { useMutation, type AnyVariables, type TypedDocumentNode } from 'urql';
import { useNotify } from '@pod/platform';

/**
 * Runs one of the page's mutations: a refusal shows the server's message, a success the given
 * text (or the server's `message` when the mutation answers with one). Resolves true on success.
 */
export function useOrderMutation<Data, Variables extends AnyVariables>(document: TypedDocumentNode<Data, Variables>) {
  const [, run] = useMutation(document);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const execute = useCallback(
    async (variables: Variables, success?: string | ((data: Data) => string | undefined)): Promise<boolean> => {
      setBusy(true);
      try {
        const result = await run(variables);
        if (result.error || !result.data) {
          notify.error(result.error ?? 'Something went wrong');
          return false;
        }
        const text = typeof success === 'function' ? success(result.data) : success;
        if (text) notify.success(text);
        return true;
      } finally {
        setBusy(false);
      }
    },
    [run, notify],
  );
  return { execute, busy };
}
