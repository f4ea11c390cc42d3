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

export interface CategoryOption {
  value: string;
  title: string;
  children?: CategoryOption[];
}

/** The categories as a tree select's choices (e.g. the categories of an imported artwork). */
export function categoryOptions(rows: CategoryRow[]): CategoryOption[] {
  return rows.map((r) => ({ value: r.id, title: r.title, ...(r.children ? { children: categoryOptions(r.children) } : {}) }));
}
