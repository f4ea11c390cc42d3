import type { ArtworkCategoryNode } from '../../components/category-tree/queries';

/** A tree row for antd's Table / TreeSelect: leaves carry no `children` so no expander shows. */
export interface CategoryRow {
  key: string;
  id: string;
  parentID: string | null;
  title: string;
  /** Deleting needs the typed title (spec 002 §6). */
  strongDeleteConfirm: boolean;
  children?: CategoryRow[];
}

export function toRows(nodes: ArtworkCategoryNode[]): CategoryRow[] {
  return nodes.map((n) => {
    const children = n.children?.length ? toRows(n.children) : undefined;
    return { key: n.id, id: n.id, parentID: n.parentID, title: n.title, strongDeleteConfirm: n.strongDeleteConfirm, ...(children ? { children } : {}) };
  });
}

/** Keeps the rows whose title contains `search` (any case) and the ancestors leading to them. */
export function filterRows(rows: CategoryRow[], search: string): CategoryRow[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return rows;
  const out: CategoryRow[] = [];
  for (const row of rows) {
    const children = row.children ? filterRows(row.children, needle) : [];
    if (row.title.toLowerCase().includes(needle)) out.push(row);
    else if (children.length) out.push({ ...row, children });
  }
  return out;
}

export function findRow(rows: CategoryRow[], id: string): CategoryRow | null {
  for (const row of rows) {
    if (row.id === id) return row;
    const found = row.children ? findRow(row.children, id) : null;
    if (found) return found;
  }
  return null;
}

export function allKeys(rows: CategoryRow[]): string[] {
  return rows.flatMap((r) => [r.key, ...(r.children ? allKeys(r.children) : [])]);
}

export interface ParentOption {
  value: string;
  title: string;
  disabled?: boolean;
  children?: ParentOption[];
}

/**
 * Choices for the Parent select. When editing, the category itself and everything below it
 * are disabled: the server refuses them as a parent.
 */
export function parentOptions(rows: CategoryRow[], editingId?: string, insideEdited = false): ParentOption[] {
  return rows.map((r) => {
    const disabled = insideEdited || r.id === editingId;
    const children = r.children ? parentOptions(r.children, editingId, disabled) : undefined;
    return { value: r.id, title: r.title, ...(disabled ? { disabled } : {}), ...(children ? { children } : {}) };
  });
}
