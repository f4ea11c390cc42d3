import type { ArtworkCategoryRow } from './artwork-category.entity';

/** How deep the tree goes (spec 002 §2.2 "The tree shows up to 9 levels"); the server keeps it so. */
export const MAX_CATEGORY_DEPTH = 9;

/** A category as GraphQL returns it, children nested. */
export interface ArtworkCategoryNode {
  id: string;
  parentID: string | null;
  title: string;
  userID: string;
  createdAt: Date;
  deletedAt: Date | null;
  /** Artworks arrive in a later issue; until then every category holds 0. */
  numberOfArtworks: number;
  hasChild: boolean;
  children: ArtworkCategoryNode[];
}

export function toNode(row: ArtworkCategoryRow, children: ArtworkCategoryNode[] = []): ArtworkCategoryNode {
  return {
    id: row.id,
    parentID: row.parent_id,
    title: row.title,
    userID: row.user_id,
    createdAt: row.created_at,
    deletedAt: row.deleted_at,
    numberOfArtworks: 0,
    hasChild: children.length > 0,
    children,
  };
}

const byTitle = (a: ArtworkCategoryRow, b: ArtworkCategoryRow) =>
  a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }) || a.created_at.getTime() - b.created_at.getTime();

/** Index of live rows by parent id (null = roots), each list sorted by title. */
export function childrenIndex(rows: ArtworkCategoryRow[]): Map<string | null, ArtworkCategoryRow[]> {
  const index = new Map<string | null, ArtworkCategoryRow[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const row of rows) {
    // A parent outside the loaded set (another owner's, or deleted) makes the row a root of this view.
    const parent = row.parent_id && ids.has(row.parent_id) ? row.parent_id : null;
    const list = index.get(parent) ?? [];
    list.push(row);
    index.set(parent, list);
  }
  for (const list of index.values()) list.sort(byTitle);
  return index;
}

/** Builds the nested node for `row`, at most `levels` levels including itself. */
export function buildSubtree(row: ArtworkCategoryRow, index: Map<string | null, ArtworkCategoryRow[]>, levels = MAX_CATEGORY_DEPTH): ArtworkCategoryNode {
  const kids = index.get(row.id) ?? [];
  const node = toNode(row, levels > 1 ? kids.map((k) => buildSubtree(k, index, levels - 1)) : []);
  node.hasChild = kids.length > 0;
  return node;
}

/** Ids of every descendant of `id` (not including it). */
export function descendantIds(id: string, index: Map<string | null, ArtworkCategoryRow[]>): Set<string> {
  const out = new Set<string>();
  const stack = [...(index.get(id) ?? [])];
  while (stack.length) {
    const row = stack.pop()!;
    if (out.has(row.id)) continue;
    out.add(row.id);
    stack.push(...(index.get(row.id) ?? []));
  }
  return out;
}

/** Levels below and including `id`: a leaf has height 1. */
export function subtreeHeight(id: string, index: Map<string | null, ArtworkCategoryRow[]>): number {
  const kids = index.get(id) ?? [];
  return 1 + kids.reduce((max, k) => Math.max(max, subtreeHeight(k.id, index)), 0);
}

/** Depth of `id` counted from the root (a root has depth 1). */
export function depthOf(id: string, byId: Map<string, ArtworkCategoryRow>): number {
  let depth = 0;
  let current: string | null = id;
  const seen = new Set<string>();
  while (current && byId.has(current) && !seen.has(current)) {
    seen.add(current);
    depth += 1;
    current = byId.get(current)!.parent_id;
  }
  return depth;
}
