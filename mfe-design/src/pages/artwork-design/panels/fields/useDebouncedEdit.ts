import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 002 §9: layer text forms commit 200 ms after the last key, the font-size form after 100 ms. */
export const TEXT_DEBOUNCE_MS = 200;
export const FONT_SIZE_DEBOUNCE_MS = 100;

interface Pending<T> {
  value: T;
  commit: (value: T) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * A controlled field that shows what is typed at once but commits it `delayMs` after the last
 * change, so a burst of keys is one change (one undo step). Blur and unmount commit at once.
 * The commit function is the one given when the edit was made: an edit still pending when the
 * selection moves lands on the layer it was typed into.
 */
export function useDebouncedEdit<T>(value: T, onCommit: (value: T) => void, delayMs: number) {
  const [draft, setDraft] = useState<{ value: T } | null>(null);
  const pending = useRef<Pending<T> | null>(null);

  const flush = useCallback(() => {
    const p = pending.current;
    if (!p) return;
    clearTimeout(p.timer);
    pending.current = null;
    p.commit(p.value);
    setDraft(null);
  }, []);

  const edit = (next: T) => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { value: next, commit: onCommit, timer: setTimeout(flush, delayMs) };
    setDraft({ value: next });
  };

  useEffect(() => flush, [flush]);

  return { shown: draft ? draft.value : value, edit, flush };
}
