/** How the selection rules see a document's tree: each item's parent id (null at the top). */
export type ParentOf = (id: string) => string | null | undefined;

export function ancestorsOf(id: string, parentOf: ParentOf): string[] {
  const out: string[] = [];
  const seen = new Set([id]);
  for (let parent = parentOf(id); parent && !seen.has(parent); parent = parentOf(parent)) {
    out.push(parent);
    seen.add(parent);
  }
  return out;
}

/** One is an ancestor of the other. */
export function areRelated(a: string, b: string, parentOf: ParentOf): boolean {
  return ancestorsOf(a, parentOf).includes(b) || ancestorsOf(b, parentOf).includes(a);
}

/**
 * A click on `id` (spec 002 §2.8): alone it selects only `id`; with Ctrl/Cmd (`additive`) it
 * toggles `id` in the selection, refusing to add it next to one of its ancestors or
 * descendants (moving both would move the child twice).
 */
export function clickSelection(current: readonly string[], id: string, additive: boolean, parentOf: ParentOf): readonly string[] {
  if (!additive) return current.length === 1 && current[0] === id ? current : [id];
  if (current.includes(id)) return current.filter((c) => c !== id);
  if (current.some((c) => areRelated(c, id, parentOf))) return current;
  return [...current, id];
}

/** A selection with duplicates removed and every item whose ancestor is also selected dropped. */
export function normalizeSelection(ids: readonly string[], parentOf: ParentOf): string[] {
  const unique = [...new Set(ids)];
  const chosen = new Set(unique);
  return unique.filter((id) => !ancestorsOf(id, parentOf).some((a) => chosen.has(a)));
}

export function sameSelection(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
