/**
 * The pure part of the category tree panel (spec 002 §2.2): node types shared by artwork and
 * clipart categories, search filtering, the Parent choices of the add/edit modal, the context
 * menu's position and the live-update reducer (§4). No React here, so it is unit-tested alone.
 */

/** Artwork categories and clipart categories use the same panel; a few rules differ. */
export type CategoryKind = 'artwork' | 'clipart';

/** The tree shows, and the servers keep, at most 9 levels (spec 002 §2.2). */
export const MAX_TREE_DEPTH = 9;

/** Spec 002 §2.2: the menu is repositioned when less than 165 px remain below the click. */
export const MENU_ROOM_BELOW = 165;

/** Key of the synthetic root node 'All Categories' (never a real id: ids are uuids). */
export const ALL_CATEGORIES_KEY = '__all__';

/** One category as the panel shows it; callers map their GraphQL shape onto this. */
export interface CategoryTreeNode {
  id: string;
  parentID: string | null;
  title: string;
  /** numberOfArtworks / numberOfCliparts, shown beside the title. */
  count: number;
  /**
   * Clipart categories only: the category holds cliparts itself (`hasClipart`), so it may not
   * get subcategories. When absent, `count > 0` decides (spec: "disabled for a clipart
   * category that already has a count").
   */
  holdsItems?: boolean;
  /** Deleting needs the stronger confirmation of §6 (the server says so per row). */
  strongDeleteConfirm?: boolean;
  children?: CategoryTreeNode[];
}

/** What Save in the add/edit modal sends. */
export interface CategoryInput {
  parentID: string | null;
  title: string;
}

/** A live change (subscription `artworkCategorySubscription` / `clipartCategory`), mapped by the caller. */
export interface CategoryLiveEvent {
  action: 'create' | 'update' | 'delete';
  category: { id: string; parentID: string | null; title: string; count?: number | null; holdsItems?: boolean | null };
}

/**
 * A subscription's change (either kind) as the panel's event, `count` read from the kind's count
 * field; null for the actions live trees ignore (updates, spec 002 §4).
 */
export function liveEventOf(action: string, category: { id: string; parentID?: string | null; title: string }, count: number): CategoryLiveEvent | null {
  if (action !== 'create' && action !== 'delete') return null;
  return { action, category: { id: category.id, parentID: category.parentID ?? null, title: category.title, count } };
}

/** May this node get a subcategory from the panel? */
export function canAddChild(kind: CategoryKind, node: CategoryTreeNode, depth: number): boolean {
  if (depth >= MAX_TREE_DEPTH) return false;
  if (kind === 'clipart' && (node.holdsItems ?? node.count > 0)) return false;
  return true;
}

/**
 * Any nested category shape the remote handles (the panel's nodes, the categories table's rows,
 * the GraphQL results): the walks below serve them all.
 */
export interface NestedCategory {
  id: string;
  title: string;
  children?: readonly NestedCategory[] | null;
}

/** Keeps nodes whose title contains `search` (any case) and the ancestors leading to them. */
export function filterTree<N extends NestedCategory>(nodes: readonly N[], search: string): N[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return nodes as N[];
  const out: N[] = [];
  for (const node of nodes) {
    const children = node.children ? filterTree(childrenOf(node), needle) : [];
    if (node.title.toLowerCase().includes(needle)) out.push(node);
    else if (children.length) out.push({ ...node, children });
  }
  return out;
}

/** Every id in the tree, parents before children. */
export function allIds(nodes: readonly NestedCategory[]): string[] {
  return nodes.flatMap((n) => [n.id, ...(n.children ? allIds(n.children) : [])]);
}

export function findNode<N extends NestedCategory>(nodes: readonly N[], id: string): N | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = node.children ? findNode(childrenOf(node), id) : null;
    if (found) return found;
  }
  return null;
}

/** A node's children are of its own shape (rows hold rows, nodes hold nodes). */
function childrenOf<N extends NestedCategory>(node: N): readonly N[] {
  return (node.children ?? []) as readonly N[];
}

/** The title of a category anywhere in the tree (a filter tag), or null. */
export function categoryTitle(nodes: readonly NestedCategory[], id: string): string | null {
  return findNode(nodes, id)?.title ?? null;
}

/** Depth of `id` (a top-level category is 1), 0 when absent. */
export function depthOf(nodes: readonly NestedCategory[], id: string, depth = 1): number {
  for (const node of nodes) {
    if (node.id === id) return depth;
    const found = node.children ? depthOf(node.children, id, depth + 1) : 0;
    if (found) return found;
  }
  return 0;
}

/** antd TreeSelect choices (value = id), nested like the tree; leaves carry no `children`. */
export interface CategoryOption {
  value: string;
  title: string;
  children?: CategoryOption[];
}

/** The categories as a tree select's choices (Add New, the list filter, an imported artwork's categories). */
export function categoryOptions(nodes: readonly NestedCategory[]): CategoryOption[] {
  return nodes.map((n) => ({ value: n.id, title: n.title, ...(n.children?.length ? { children: categoryOptions(n.children) } : {}) }));
}

/** A category as a row of antd's Table: keyed by id; leaves carry no `children` so no expander shows. */
export interface CategoryRow {
  key: string;
  id: string;
  parentID: string | null;
  title: string;
  /** Deleting needs the typed title (spec 002 §6). */
  strongDeleteConfirm: boolean;
  children?: CategoryRow[];
}

export function toRows<N extends CategoryTableSource>(nodes: readonly N[]): CategoryRow[] {
  return nodes.map((n) => {
    const children = n.children?.length ? toRows(n.children) : undefined;
    return { key: n.id, id: n.id, parentID: n.parentID, title: n.title, strongDeleteConfirm: n.strongDeleteConfirm, ...(children ? { children } : {}) };
  });
}

/** What a table row is made from (the GraphQL category of either kind). */
export interface CategoryTableSource {
  id: string;
  parentID: string | null;
  title: string;
  strongDeleteConfirm: boolean;
  children?: readonly CategoryTableSource[] | null;
}

/** Levels below and including `node`: a leaf has height 1. */
function heightOf(node: CategoryTreeNode): number {
  return 1 + (node.children ?? []).reduce((max, c) => Math.max(max, heightOf(c)), 0);
}

export interface ParentOption {
  value: string;
  title: string;
  disabled?: boolean;
  children?: ParentOption[];
}

/**
 * Choices for the modal's Parent select. Disabled, as the servers refuse them: the edited
 * category and its descendants, any parent that would push the (moved) subtree past 9 levels,
 * and for cliparts a category that holds cliparts.
 */
export function parentOptions(kind: CategoryKind, nodes: readonly CategoryTreeNode[], editing: CategoryTreeNode | null): ParentOption[] {
  const height = editing ? heightOf(editing) : 1;
  const walk = (list: readonly CategoryTreeNode[], depth: number, insideEdited: boolean): ParentOption[] =>
    list.map((n) => {
      const inside = insideEdited || n.id === editing?.id;
      const disabled = inside || depth + height > MAX_TREE_DEPTH || (kind === 'clipart' && (n.holdsItems ?? n.count > 0));
      const children = n.children?.length ? walk(n.children, depth + 1, inside) : undefined;
      return { value: n.id, title: n.title, ...(disabled ? { disabled } : {}), ...(children ? { children } : {}) };
    });
  return walk(nodes, 1, false);
}

/**
 * Where to open the context menu: below the click, or growing upwards from it (anchored by
 * `bottom`, so no measuring is needed) when less than 165 px remain below (spec 002 §2.2);
 * kept inside the viewport horizontally.
 */
export function contextMenuPosition(
  click: { x: number; y: number },
  viewport: { width: number; height: number },
  menuWidth: number,
): { left: number; top?: number; bottom?: number } {
  const left = Math.max(0, Math.min(click.x, viewport.width - menuWidth));
  const roomBelow = viewport.height - click.y;
  return roomBelow < MENU_ROOM_BELOW ? { left, bottom: Math.max(0, roomBelow) } : { left, top: click.y };
}

function sortByTitle(list: CategoryTreeNode[]): CategoryTreeNode[] {
  return [...list].sort((a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }));
}

function removeNode(nodes: readonly CategoryTreeNode[], id: string): CategoryTreeNode[] {
  let changed = false;
  const out: CategoryTreeNode[] = [];
  for (const node of nodes) {
    if (node.id === id) {
      changed = true;
      continue;
    }
    if (node.children?.length) {
      const children = removeNode(node.children, id);
      if (children !== node.children) {
        changed = true;
        out.push({ ...node, children });
        continue;
      }
    }
    out.push(node);
  }
  return changed ? out : (nodes as CategoryTreeNode[]);
}

function insertNode(nodes: readonly CategoryTreeNode[], node: CategoryTreeNode, kind: CategoryKind): CategoryTreeNode[] {
  const place = (list: readonly CategoryTreeNode[]) => (kind === 'clipart' ? sortByTitle([...list, node]) : [...list, node]);
  if (!node.parentID) return place(nodes);
  let placed = false;
  const walk = (list: readonly CategoryTreeNode[]): CategoryTreeNode[] =>
    list.map((n) => {
      if (placed) return n;
      if (n.id === node.parentID) {
        placed = true;
        return { ...n, children: place(n.children ?? []) };
      }
      return n.children?.length ? { ...n, children: walk(n.children) } : n;
    });
  const out = walk(nodes);
  // A parent outside this tree (another owner's, or not loaded) cannot show the child.
  return placed ? out : (nodes as CategoryTreeNode[]);
}

/**
 * Spec 002 §4: create adds the category (clipart tree sorted by title), delete removes it,
 * update is ignored. Idempotent, so events may be replayed over a refetched tree.
 */
export function applyLiveEvent(nodes: readonly CategoryTreeNode[], event: CategoryLiveEvent, kind: CategoryKind): CategoryTreeNode[] {
  const { category } = event;
  if (event.action === 'delete') return removeNode(nodes, category.id);
  if (event.action !== 'create' || findNode(nodes, category.id)) return nodes as CategoryTreeNode[];
  const node: CategoryTreeNode = {
    id: category.id,
    parentID: category.parentID,
    title: category.title,
    count: category.count ?? 0,
    ...(category.holdsItems != null ? { holdsItems: category.holdsItems } : {}),
  };
  return insertNode(nodes, node, kind);
}

/** Ids to expand so a created category shows: its ancestors and itself. */
export function pathTo(nodes: readonly NestedCategory[], id: string): string[] {
  for (const node of nodes) {
    if (node.id === id) return [id];
    const below = node.children ? pathTo(node.children, id) : [];
    if (below.length) return [node.id, ...below];
  }
  return [];
}

/** Where a context menu's target was (viewport px) and the window's size. */
export interface MenuAnchor {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * Whether what the menu points at has moved since it opened (a scroll or resize of the page or
 * of a panel holding it). A `scroll` event is dispatched with the next frame, so one caused
 * before the menu opened (a closing modal giving the page its scroll position back) can arrive
 * after it: the menu stays open for it, as nothing under it moved.
 */
export function menuAnchorMoved(anchor: MenuAnchor, now: MenuAnchor): boolean {
  return Math.abs(anchor.top - now.top) >= 1 || Math.abs(anchor.left - now.left) >= 1 || anchor.width !== now.width || anchor.height !== now.height;
}
