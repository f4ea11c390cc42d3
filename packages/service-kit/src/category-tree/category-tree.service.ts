import type { DataSource, EntityManager, EntitySchema, FindOptionsWhere } from 'typeorm';
import { In, IsNull } from 'typeorm';
import type { Permission } from '@pod/contracts';
import type { UserContext } from '../auth/user-context';
import { ownerScope } from '../auth/authorize';
import { badInput, notFound } from '../errors/graphql-errors';
import { requireCategoryTitle } from './category-title';
import { isUuid } from '../database/sql-helpers';
import { pageArgs, type PageBounds } from '../paging/page-args';
import { CategoryTree, LEAF_FACTS, MAX_CATEGORY_DEPTH, type CategoryFacts, type CategoryRow } from './tree';
import { recordCategoryChanged, type CategoryEvents, type CategoryEventsOutbox } from './category-events';

/** A tree loads in one answer (spec 002 §9 "Category list limit 9999"). */
export const CATEGORY_PAGES: PageBounds = { size: 9999, max: 9999 };

/** The refusals of one kind; each kind words some of them its own way (the specs differ). */
export interface CategoryMessages {
  titleRequired: string;
  notFound: string;
  parentNotFound: string;
  parentCycle: string;
  tooDeep: string;
}

/** What a kind's categories hold, and what happens to it with its category. */
export interface CategoryItems {
  /** Live items filed directly in each category of the owners (every owner when null). */
  countByCategory(m: EntityManager, owners: string[] | null): Promise<Map<string, number>>;
  /** Set when a category holding items cannot get subcategories: the refusal's message. */
  leavesOnly?: string;
  /** Soft-deletes the live items of the categories (a cascading category delete). */
  softDelete(m: EntityManager, categoryIds: string[], at: Date): Promise<void>;
  /** Files copies of the live items of `fromId` in `toId` (a duplicated category). */
  copy(m: EntityManager, fromId: string, toId: string): Promise<void>;
}

/** The stronger delete confirmation (spec 002 §6), as the owning service configures it. */
export interface DeleteConfirmation {
  assert(item: { title: string; ownerUserId: string }, confirmTitle: string | null | undefined): void;
}

/** A node as the tree service needs to see it: what events carry. */
export interface CategoryNodeBase {
  id: string;
  parentID: string | null;
  title: string;
  userID: string;
  hasChild: boolean;
}

/** One kind of category tree: its table, its rules and what its categories hold. */
export interface CategoryKind<Row extends CategoryRow, Node extends CategoryNodeBase> {
  entity: EntitySchema<Row>;
  /** Names the owner-tree lock, e.g. 'clipart-tree'. */
  lockPrefix: string;
  /** Lets a user read and change every owner's tree; anyone else only their own. */
  readAllPermission: Permission;
  messages: CategoryMessages;
  /** Absent: the tree counts nothing (the kind counts its items elsewhere). */
  items?: CategoryItems;
  /** Delete of a category with subcategories: refused (with this message), or taking them and their items along. */
  deleteWithChildren: { refuse: string } | 'cascade';
  /** Most live categories one owner's tree may hold, and the refusal past it. */
  maxCategories?: { count: number; message: string };
  events: CategoryEvents<Node>;
  /** The GraphQL node of a row. */
  toNode(row: Row, facts: CategoryFacts<Node>): Node;
  /** Columns of a new category besides its parent, title and owner. */
  newColumns?(): Partial<Row>;
  /** Columns a copy takes from its source besides its parent, title and owner. */
  copyColumns?(source: Row): Partial<Row>;
}

export interface CategoryListArgs {
  parentID?: string | null;
  userID?: string | null;
  page?: number | null;
}

export interface CategoryUpdate {
  id: string;
  title?: string | null;
  /** null moves the category to the top level; undefined keeps it where it is. */
  parentID?: string | null;
}

/**
 * The owner-scoped category tree every kind shares: a Seller only ever touches their own tree;
 * a parent is never the category itself or a descendant (nor, for leaves-only kinds, one holding
 * items); 9 levels; counts rolled up from the children; soft delete (refused with children, or
 * cascading to them and their items); deep duplicate beside the original; live events in the
 * same transaction. Writes to one owner's tree are serialised.
 */
export class CategoryTreeService<Row extends CategoryRow, Node extends CategoryNodeBase> {
  constructor(
    protected readonly db: DataSource,
    protected readonly outbox: CategoryEventsOutbox,
    protected readonly confirmation: DeleteConfirmation,
    protected readonly kind: CategoryKind<Row, Node>,
  ) {}

  /** The tree below `parentID` (roots when absent), scoped to the user's own rows for sellers. */
  async list(user: UserContext, args: CategoryListArgs): Promise<{ count: number; hits: Node[] }> {
    const owner = this.ownerFilter(user, args.userID);
    // Owners are uuids: any other userID owns nothing (and must not reach the uuid column).
    if (owner && !isUuid(owner)) return { count: 0, hits: [] };
    const tree = await this.tree(this.db.manager, owner ? [owner] : null);
    let levels = MAX_CATEGORY_DEPTH;
    let parentKey: string | null = null;
    if (args.parentID) {
      if (!tree.byId.has(args.parentID)) return { count: 0, hits: [] };
      parentKey = args.parentID;
      levels = Math.max(1, MAX_CATEGORY_DEPTH - tree.depthOf(parentKey));
    }
    const level = tree.kids(parentKey);
    const { offset, limit } = pageArgs({ page: args.page }, CATEGORY_PAGES);
    return { count: level.length, hits: level.slice(offset, offset + limit).map((row) => this.node(tree, row, levels)) };
  }

  async get(user: UserContext, id: string): Promise<Node> {
    const row = await this.visibleRow(this.db.manager, user, id);
    const tree = await this.tree(this.db.manager, [row.user_id]);
    return this.node(tree, row);
  }

  /** Several categories by id in one round trip (federation references), owner-scoped. */
  async getMany(user: UserContext, ids: string[]): Promise<Map<string, Node>> {
    const rows = await this.getRows(user, ids);
    if (!rows.length) return new Map();
    const tree = await this.tree(this.db.manager, [...new Set(rows.map((r) => r.user_id))]);
    return new Map(rows.map((r) => [r.id, this.node(tree, r)]));
  }

  /** Ids of the categories (and everything below them) the user may see, `owner`'s only when given. */
  async subtreeIds(user: UserContext, ids: string[], owner: string | null): Promise<string[]> {
    const roots = await this.getRows(user, ids);
    const owners = [...new Set(roots.map((r) => r.user_id))].filter((o) => !owner || o === owner);
    if (!owners.length) return [];
    const tree = await this.tree(this.db.manager, owners);
    return [...new Set(roots.filter((r) => tree.byId.has(r.id)).flatMap((r) => tree.subtreeIds(r.id)))];
  }

  async create(user: UserContext, input: { parentID?: string | null; title?: string | null }): Promise<Node> {
    const { messages, maxCategories } = this.kind;
    const title = this.requireTitle(input.title);
    const node = await this.db.transaction(async (m) => {
      let owner = user.id;
      if (input.parentID) {
        const parent = await this.visibleRow(m, user, input.parentID, 'parentID');
        // A child joins its parent's tree, so a tree never mixes owners.
        owner = parent.user_id;
        await this.lockOwnerTree(m, owner);
        const tree = await this.tree(m, [owner]);
        this.assertMayHoldChildren(tree, parent.id);
        if (tree.depthOf(parent.id) + 1 > MAX_CATEGORY_DEPTH) throw badInput(messages.tooDeep, 'parentID');
        if (maxCategories && tree.size >= maxCategories.count) throw badInput(maxCategories.message, 'parentID');
      } else {
        await this.lockOwnerTree(m, owner);
        if (maxCategories) {
          const count = await m.getRepository(this.kind.entity).count({ where: this.live({ user_id: owner } as FindOptionsWhere<Row>) });
          if (count >= maxCategories.count) throw badInput(maxCategories.message, 'title');
        }
      }
      const columns = { ...this.kind.newColumns?.(), parent_id: input.parentID ?? null, title, user_id: owner };
      const saved = (await m.getRepository(this.kind.entity).save(columns as Row)) as Row;
      const created = this.kind.toNode(saved, LEAF_FACTS);
      await this.record(m, 'create', created);
      return created;
    });
    this.outbox.committed();
    return node;
  }

  /** Title, parent and `extra` columns of the kind; announced only by kinds whose live trees hear updates. */
  async update(user: UserContext, input: CategoryUpdate, extra: Partial<Row> = {}): Promise<Node> {
    const { messages } = this.kind;
    const node = await this.db.transaction(async (m) => {
      const row = await this.visibleRow(m, user, input.id);
      await this.lockOwnerTree(m, row.user_id);
      const patch: Partial<Row> = { ...extra };
      if (input.title !== undefined) patch.title = this.requireTitle(input.title);
      if (input.parentID !== undefined && input.parentID !== row.parent_id) {
        if (input.parentID) {
          const tree = await this.tree(m, [row.user_id]);
          if (input.parentID === row.id || tree.subtreeIds(row.id).includes(input.parentID)) throw badInput(messages.parentCycle, 'parentID');
          // Only the owner's own tree: another owner's category reads as not found.
          if (!tree.byId.has(input.parentID)) throw badInput(messages.parentNotFound, 'parentID');
          this.assertMayHoldChildren(tree, input.parentID);
          if (tree.depthOf(input.parentID) + tree.heightOf(row.id) > MAX_CATEGORY_DEPTH) throw badInput(messages.tooDeep, 'parentID');
        }
        patch.parent_id = input.parentID;
      }
      const changed = Object.keys(patch).length > 0;
      // TypeORM's update() wants its own deep-partial type; the patch holds only the kind's columns.
      if (changed) await m.getRepository(this.kind.entity).update({ id: row.id } as FindOptionsWhere<Row>, patch as never);
      const tree = await this.tree(m, [row.user_id]);
      const updated = this.node(tree, tree.byId.get(row.id)!);
      if (changed && this.kind.events.announceUpdates) await this.record(m, 'update', updated);
      return updated;
    });
    this.outbox.committed();
    return node;
  }

  /**
   * Soft delete: rows keep `deleted_at`, so designs rendered later still find what a shopper
   * chose. With subcategories: refused, or (cascading kinds) every nested category and every item
   * filed there goes too. One `delete` event, for the category itself: a live tree drops its
   * subtree with it. The configured owner's categories need the exact title (§6).
   */
  async delete(user: UserContext, id: string, confirmTitle?: string | null): Promise<Node> {
    const { deleteWithChildren } = this.kind;
    const node = await this.db.transaction(async (m) => {
      const row = await this.visibleRow(m, user, id);
      await this.lockOwnerTree(m, row.user_id);
      const tree = await this.tree(m, [row.user_id]);
      if (deleteWithChildren !== 'cascade' && tree.kids(row.id).length) throw badInput(deleteWithChildren.refuse, 'id');
      this.confirmation.assert({ title: row.title, ownerUserId: row.user_id }, confirmTitle);
      const ids = tree.subtreeIds(row.id);
      const now = new Date();
      await this.kind.items?.softDelete(m, ids, now);
      await m.getRepository(this.kind.entity).update({ id: In(ids), deleted_at: IsNull() } as FindOptionsWhere<Row>, { deleted_at: now } as never);
      const deleted = this.node(tree, { ...row, deleted_at: now }, 1);
      await this.record(m, 'delete', deleted);
      return deleted;
    });
    this.outbox.committed();
    return node;
  }

  /**
   * Copies the category and its subtree beside the original ("<title> (copy)"), with the items
   * the kind copies. One create event per copied category, parents first, so a live tree can
   * attach each as it arrives.
   */
  async duplicate(user: UserContext, id: string): Promise<Node> {
    const { maxCategories, items } = this.kind;
    const node = await this.db.transaction(async (m) => {
      const row = await this.visibleRow(m, user, id);
      await this.lockOwnerTree(m, row.user_id);
      const tree = await this.tree(m, [row.user_id]);
      if (maxCategories && tree.size + tree.subtreeIds(row.id).length > maxCategories.count) throw badInput(maxCategories.message, 'id');
      const repo = m.getRepository(this.kind.entity);
      const created: Row[] = [];
      const copy = async (source: Row, parentId: string | null, title: string) => {
        const columns = { ...this.kind.copyColumns?.(source), parent_id: parentId, title, user_id: source.user_id };
        const saved = (await repo.save(columns as Row)) as Row;
        created.push(saved);
        if (items && tree.directCount(source.id) > 0) await items.copy(m, source.id, saved.id);
        for (const child of tree.kids(source.id)) await copy(child, saved.id, child.title);
      };
      await copy(row, row.parent_id, `${row.title} (copy)`);
      const after = await this.tree(m, [row.user_id]);
      for (const c of created) await this.record(m, 'create', this.node(after, c, 1));
      return this.node(after, after.byId.get(created[0].id)!);
    });
    this.outbox.committed();
    return node;
  }

  /** Live categories of the owners (every owner when null) with their direct item counts. */
  async tree(m: EntityManager, owners: string[] | null): Promise<CategoryTree<Row>> {
    const where = owners ? { user_id: In(owners) } : {};
    const rows = await m.getRepository(this.kind.entity).find({ where: this.live(where as FindOptionsWhere<Row>), take: 50_000 });
    const direct = this.kind.items ? await this.kind.items.countByCategory(m, owners) : new Map<string, number>();
    return new CategoryTree(rows, direct);
  }

  /** A live category the user may see; another owner's category reads as not found (refusals name `field`). */
  async visibleRow(m: EntityManager, user: UserContext, id: string, field?: string): Promise<Row> {
    const { messages } = this.kind;
    const owner = ownerScope(user, this.kind.readAllPermission);
    const where = { id, ...(owner ? { user_id: owner } : {}) } as FindOptionsWhere<Row>;
    const row = isUuid(id) ? await m.getRepository(this.kind.entity).findOne({ where: this.live(where) }) : null;
    if (!row) {
      if (field === 'parentID') throw badInput(messages.parentNotFound, field);
      if (field) throw badInput(messages.notFound, field);
      throw notFound(messages.notFound);
    }
    return row;
  }

  /** The owner to filter by: a Seller always sees their own; others may ask for one user. */
  protected ownerFilter(user: UserContext, requested?: string | null): string | null {
    return ownerScope(user, this.kind.readAllPermission) ?? requested ?? null;
  }

  protected node(tree: CategoryTree<Row>, row: Row, levels = MAX_CATEGORY_DEPTH): Node {
    return tree.node(row, this.kind.toNode, levels);
  }

  private async getRows(user: UserContext, ids: string[]): Promise<Row[]> {
    const owner = ownerScope(user, this.kind.readAllPermission);
    const wanted = ids.filter(isUuid);
    if (!wanted.length) return [];
    const where = { id: In(wanted), ...(owner ? { user_id: owner } : {}) } as FindOptionsWhere<Row>;
    return this.db.getRepository(this.kind.entity).find({ where: this.live(where) });
  }

  private assertMayHoldChildren(tree: CategoryTree<Row>, parentId: string): void {
    const leavesOnly = this.kind.items?.leavesOnly;
    if (leavesOnly && tree.directCount(parentId) > 0) throw badInput(leavesOnly, 'parentID');
  }

  /**
   * Serialises writes to one owner's tree (a transaction-scoped advisory lock on the owner id):
   * two concurrent moves could otherwise each pass the cycle check and together make a loop, and
   * an item could land in a category that just got a subcategory.
   */
  protected async lockOwnerTree(m: EntityManager, owner: string): Promise<void> {
    await lockCategoryTree(m, this.kind.lockPrefix, owner);
  }

  private live(where: FindOptionsWhere<Row>): FindOptionsWhere<Row> {
    return { ...where, deleted_at: IsNull() } as FindOptionsWhere<Row>;
  }

  private requireTitle(title: string | null | undefined): string {
    return requireCategoryTitle(title, this.kind.messages.titleRequired);
  }

  private record(m: EntityManager, action: 'create' | 'update' | 'delete', node: Node): Promise<void> {
    return recordCategoryChanged(m, this.outbox.schema, this.kind.events, action, node);
  }
}

/** The lock of `owner`'s tree of one kind, for item writes that must not race a tree change. */
export async function lockCategoryTree(m: EntityManager, prefix: string, owner: string): Promise<void> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`${prefix}:${owner}`]);
}
