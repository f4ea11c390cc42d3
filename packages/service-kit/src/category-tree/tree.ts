/** How deep a category tree goes (spec 002 §2.2 "The tree shows up to 9 levels"); the server keeps it so. */
export const MAX_CATEGORY_DEPTH = 9;

/** The columns every category table has, whatever its categories hold. */
export interface CategoryRow {
  id: string;
  parent_id: string | null;
  title: string;
  user_id: string;
  deleted_at: Date | null;
  created_at: Date;
}

/** What the tree knows of a category besides its row, for the kind to shape its node from. */
export interface CategoryFacts<Node> {
  /** Items here and in every descendant. */
  count: number;
  /** Items filed directly here. */
  direct: number;
  hasChild: boolean;
  children: Node[];
}

/** One owner's (or every owner's) live categories with their direct item counts, indexed for tree walks. */
export class CategoryTree<Row extends CategoryRow> {
  readonly byId: Map<string, Row>;
  /** Children by parent id (null = roots of this view), each list sorted by title. */
  private readonly children = new Map<string | null, Row[]>();
  private readonly rolledUp = new Map<string, number>();

  constructor(
    rows: Row[],
    /** Live items filed directly in each category. */
    private readonly direct: Map<string, number> = new Map(),
  ) {
    this.byId = new Map(rows.map((r) => [r.id, r]));
    for (const row of rows) {
      // A parent outside the loaded set (another owner's, or deleted) makes the row a root of this view.
      const parent = row.parent_id && this.byId.has(row.parent_id) ? row.parent_id : null;
      const list = this.children.get(parent) ?? [];
      list.push(row);
      this.children.set(parent, list);
    }
    for (const list of this.children.values()) list.sort(byTitle);
  }

  get size(): number {
    return this.byId.size;
  }

  kids(id: string | null): Row[] {
    return this.children.get(id) ?? [];
  }

  directCount(id: string): number {
    return this.direct.get(id) ?? 0;
  }

  /** Items of `id` and every descendant (memoised: one walk for the whole tree). */
  rolledUpCount(id: string): number {
    const cached = this.rolledUp.get(id);
    if (cached !== undefined) return cached;
    // Post-order over the iterative walk, so a deep or (corrupt) cyclic tree cannot blow the stack.
    for (const current of this.subtreeIds(id).reverse()) {
      if (this.rolledUp.has(current)) continue;
      const sum = this.kids(current).reduce((n, k) => n + (this.rolledUp.get(k.id) ?? 0), this.directCount(current));
      this.rolledUp.set(current, sum);
    }
    return this.rolledUp.get(id) ?? 0;
  }

  /** Ids of `id` and every descendant, parents before children. */
  subtreeIds(id: string): string[] {
    const out: string[] = [];
    const seen = new Set<string>();
    const stack = [id];
    while (stack.length) {
      const current = stack.pop()!;
      if (seen.has(current)) continue;
      seen.add(current);
      out.push(current);
      for (const k of this.kids(current)) stack.push(k.id);
    }
    return out;
  }

  /** Depth of `id` counted from the root (a root has depth 1). */
  depthOf(id: string): number {
    let depth = 0;
    let current: string | null = id;
    const seen = new Set<string>();
    while (current && this.byId.has(current) && !seen.has(current)) {
      seen.add(current);
      depth += 1;
      current = this.byId.get(current)!.parent_id;
    }
    return depth;
  }

  /** Levels below and including `id`: a leaf has height 1. */
  heightOf(id: string): number {
    return 1 + this.kids(id).reduce((max, k) => Math.max(max, this.heightOf(k.id)), 0);
  }

  /** The nested node for `row`, at most `levels` levels including itself, shaped by `toNode`. */
  node<Node>(row: Row, toNode: (row: Row, facts: CategoryFacts<Node>) => Node, levels = MAX_CATEGORY_DEPTH): Node {
    const kids = this.kids(row.id);
    return toNode(row, {
      count: this.rolledUpCount(row.id),
      direct: this.directCount(row.id),
      hasChild: kids.length > 0,
      children: levels > 1 ? kids.map((k) => this.node(k, toNode, levels - 1)) : [],
    });
  }
}

/** The fields every kind's node starts from: the row's identity and the tree's nesting. */
export function baseNode<Node>(row: CategoryRow, facts: CategoryFacts<Node>) {
  return { id: row.id, parentID: row.parent_id, title: row.title, userID: row.user_id, createdAt: row.created_at, hasChild: facts.hasChild, children: facts.children };
}

/** The facts of a category outside any tree (a new leaf). */
export const LEAF_FACTS: CategoryFacts<never> = { count: 0, direct: 0, hasChild: false, children: [] };

const byTitle = (a: CategoryRow, b: CategoryRow) =>
  a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }) || a.created_at.getTime() - b.created_at.getTime();
