import type { DataSource, EntityManager } from 'typeorm';
import { In, IsNull } from 'typeorm';
import { badInput, isUuid, notFound, ownerScope, pageArgs, type PageBounds, type UserContext } from '@pod/service-kit';
import { ArtworkCategoryEntity, type ArtworkCategoryRow } from './artwork-category.entity';
import {
  buildSubtree,
  childrenIndex,
  depthOf,
  descendantIds,
  MAX_CATEGORY_DEPTH,
  subtreeHeight,
  toNode,
  type ArtworkCategoryNode,
} from './category-tree';
import { recordArtworkCategoryChanged } from '../events/artwork-category-events';
import type { StrongConfirm } from '../shared/strong-confirm';
import type { MutationCreateArtworkCategoryArgs, MutationUpdateArtworkCategoryArgs, QueryArtworkCategoriesArgs } from '../generated/resolvers-types';

/** The category screen and tree load everything in one page (spec 002 §9 "Category list limit 9999"). */
export const CATEGORY_PAGES: PageBounds = { size: 9999, max: 9999 };

export const CATEGORY_MESSAGES = {
  titleRequired: 'Category name is required',
  hasChildren: 'Please delete all subcategories first',
  notFound: 'Category not found',
  parentNotFound: 'Parent category not found',
  parentCycle: 'A category cannot be moved into itself or one of its subcategories',
  tooDeep: `Categories can be nested at most ${MAX_CATEGORY_DEPTH} levels deep`,
} as const;

export interface CategoryEventsOutbox {
  /** The schema whose outbox table receives the events. */
  schema: string;
  /** Called after a commit that wrote events, to publish them without waiting for the next poll. */
  committed(): void;
}

export interface ArtworkCategoryPage {
  count: number;
  hits: ArtworkCategoryNode[];
  /** Live artworks of the owner (every owner when unfiltered): 'All Categories' in the tree panel. */
  numberOfArtworks: number;
}

/**
 * Artwork category rules: owner scoping (a Seller only ever touches their own tree), the
 * 9-level depth limit, no cycles on move, no delete while subcategories remain, deep duplicate.
 */
export class ArtworkCategoryService {
  constructor(
    private readonly db: DataSource,
    private readonly outbox: CategoryEventsOutbox,
    private readonly strongConfirm: StrongConfirm,
  ) {}

  /** The tree below `parentID` (roots when absent), scoped to the viewer's own rows for sellers. */
  async list(viewer: UserContext, args: QueryArtworkCategoriesArgs): Promise<ArtworkCategoryPage> {
    const owner = this.ownerFilter(viewer, args.userID);
    // Owners are uuids: any other userID owns nothing (and must not reach the uuid column).
    if (owner && !isUuid(owner)) return { count: 0, hits: [], numberOfArtworks: 0 };
    const rows = await this.liveRows(this.db.manager, owner);
    const numberOfArtworks = await this.countArtworks(owner);
    const index = childrenIndex(rows);
    let parentKey: string | null = null;
    let levels = MAX_CATEGORY_DEPTH;
    if (args.parentID) {
      const parent = rows.find((r) => r.id === args.parentID);
      if (!parent) return { count: 0, hits: [], numberOfArtworks };
      parentKey = parent.id;
      levels = MAX_CATEGORY_DEPTH - depthOf(parent.id, new Map(rows.map((r) => [r.id, r])));
    }
    const level = index.get(parentKey) ?? [];
    const { offset, limit } = pageArgs({ page: args.page }, CATEGORY_PAGES);
    const slice = level.slice(offset, offset + limit);
    return { count: level.length, hits: slice.map((row) => buildSubtree(row, index, Math.max(1, levels))), numberOfArtworks };
  }

  async get(viewer: UserContext, id: string): Promise<ArtworkCategoryNode> {
    const row = await this.visibleRow(this.db.manager, viewer, id);
    const rows = await this.liveRows(this.db.manager, row.user_id);
    return buildSubtree(row, childrenIndex(rows));
  }

  /** Several categories by id in one round trip (federation references), owner-scoped. */
  async getMany(viewer: UserContext, ids: string[]): Promise<Map<string, ArtworkCategoryNode>> {
    const owner = ownerScope(viewer, 'artworks.readAll');
    const wanted = ids.filter(isUuid);
    if (!wanted.length) return new Map();
    const repo = this.db.getRepository(ArtworkCategoryEntity);
    const rows = await repo.find({ where: { id: In(wanted), deleted_at: IsNull(), ...(owner ? { user_id: owner } : {}) } });
    const owners = [...new Set(rows.map((r) => r.user_id))];
    const trees = owners.length ? await repo.find({ where: { user_id: In(owners), deleted_at: IsNull() } }) : [];
    const index = childrenIndex(trees);
    return new Map(rows.map((r) => [r.id, buildSubtree(r, index)]));
  }

  async create(viewer: UserContext, input: MutationCreateArtworkCategoryArgs): Promise<ArtworkCategoryNode> {
    const title = requireTitle(input.title);
    const node = await this.db.transaction(async (m) => {
      let owner = viewer.id;
      if (input.parentID) {
        const parent = await this.visibleRow(m, viewer, input.parentID, 'parentID');
        // A child joins its parent's tree, so a tree never mixes owners.
        owner = parent.user_id;
        const rows = await this.liveRows(m, owner);
        if (depthOf(parent.id, new Map(rows.map((r) => [r.id, r]))) + 1 > MAX_CATEGORY_DEPTH) {
          throw badInput(CATEGORY_MESSAGES.tooDeep, 'parentID');
        }
      }
      const saved = await m.getRepository(ArtworkCategoryEntity).save({ parent_id: input.parentID ?? null, title, user_id: owner });
      const created = toNode(saved);
      await recordArtworkCategoryChanged(m, this.outbox.schema, 'create', created);
      return created;
    });
    this.outbox.committed();
    return node;
  }

  async update(viewer: UserContext, input: MutationUpdateArtworkCategoryArgs): Promise<ArtworkCategoryNode> {
    const node = await this.db.transaction(async (m) => {
      const row = await this.visibleRow(m, viewer, input.id);
      const patch: Partial<ArtworkCategoryRow> = {};
      if (input.title !== undefined) patch.title = requireTitle(input.title);
      if (input.parentID !== undefined && input.parentID !== row.parent_id) {
        const rows = await this.liveRows(m, row.user_id);
        const index = childrenIndex(rows);
        if (input.parentID) {
          if (input.parentID === row.id || descendantIds(row.id, index).has(input.parentID)) {
            throw badInput(CATEGORY_MESSAGES.parentCycle, 'parentID');
          }
          const parent = rows.find((r) => r.id === input.parentID);
          if (!parent) throw badInput(CATEGORY_MESSAGES.parentNotFound, 'parentID');
          const depth = depthOf(parent.id, new Map(rows.map((r) => [r.id, r]))) + subtreeHeight(row.id, index);
          if (depth > MAX_CATEGORY_DEPTH) throw badInput(CATEGORY_MESSAGES.tooDeep, 'parentID');
        }
        patch.parent_id = input.parentID;
      }
      if (!Object.keys(patch).length) {
        const rows = await this.liveRows(m, row.user_id);
        return buildSubtree(rows.find((r) => r.id === row.id)!, childrenIndex(rows));
      }
      await m.getRepository(ArtworkCategoryEntity).update({ id: row.id }, patch);
      const rows = await this.liveRows(m, row.user_id);
      const updated = buildSubtree(rows.find((r) => r.id === row.id)!, childrenIndex(rows));
      // Live trees ignore updates (spec 002 §4), but the subscription reports every action.
      await recordArtworkCategoryChanged(m, this.outbox.schema, 'update', updated);
      return updated;
    });
    this.outbox.committed();
    return node;
  }

  /**
   * Soft delete; refused while live subcategories remain (spec 002 §5), and for the configured
   * owner's categories unless `confirmTitle` is the exact title (§6).
   */
  async delete(viewer: UserContext, id: string, confirmTitle?: string | null): Promise<ArtworkCategoryNode> {
    const node = await this.db.transaction(async (m) => {
      const row = await this.visibleRow(m, viewer, id);
      const children = await m.getRepository(ArtworkCategoryEntity).count({ where: { parent_id: row.id, deleted_at: IsNull() } });
      if (children > 0) throw badInput(CATEGORY_MESSAGES.hasChildren, 'id');
      this.strongConfirm.assert({ title: row.title, ownerUserId: row.user_id }, confirmTitle);
      row.deleted_at = new Date();
      await m.getRepository(ArtworkCategoryEntity).update({ id: row.id }, { deleted_at: row.deleted_at });
      const deleted = toNode(row);
      await recordArtworkCategoryChanged(m, this.outbox.schema, 'delete', deleted);
      return deleted;
    });
    this.outbox.committed();
    return node;
  }

  /**
   * Copies the category with its whole subtree beside the original, the copy titled
   * "<title> (copy)". Artworks are not copied; they stay in the original.
   */
  async duplicate(viewer: UserContext, id: string): Promise<ArtworkCategoryNode> {
    const node = await this.db.transaction(async (m) => {
      const row = await this.visibleRow(m, viewer, id);
      const rows = await this.liveRows(m, row.user_id);
      const index = childrenIndex(rows);
      const repo = m.getRepository(ArtworkCategoryEntity);
      const created: ArtworkCategoryRow[] = [];
      const copy = async (source: ArtworkCategoryRow, parentId: string | null, title: string) => {
        const saved = await repo.save({ parent_id: parentId, title, user_id: source.user_id });
        created.push(saved);
        for (const child of index.get(source.id) ?? []) await copy(child, saved.id, child.title);
      };
      await copy(row, row.parent_id, `${row.title} (copy)`);
      const after = childrenIndex([...rows, ...created]);
      const root = buildSubtree(created[0], after);
      // Parents before children, so a live tree can attach each copy as it arrives.
      for (const c of created) await recordArtworkCategoryChanged(m, this.outbox.schema, 'create', buildSubtree(c, after, 1));
      return root;
    });
    this.outbox.committed();
    return node;
  }

  /**
   * Live artworks of `owner` (all owners when null), whether filed in a category or not: what
   * the artworks list shows under 'All Categories'.
   */
  private async countArtworks(owner: string | null): Promise<number> {
    const [{ n }]: { n: string }[] = await this.db.query(
      `SELECT count(*) AS n FROM "artworks"."artworks" WHERE deleted_at IS NULL ${owner ? 'AND user_id = $1' : ''}`,
      owner ? [owner] : [],
    );
    return Number(n);
  }

  /** The owner to filter by: a Seller always sees their own; others may ask for one user. */
  private ownerFilter(viewer: UserContext, requested?: string | null): string | null {
    return ownerScope(viewer, 'artworks.readAll') ?? requested ?? null;
  }

  private async liveRows(m: EntityManager, owner: string | null): Promise<ArtworkCategoryRow[]> {
    return m.getRepository(ArtworkCategoryEntity).find({
      where: owner ? { user_id: owner, deleted_at: IsNull() } : { deleted_at: IsNull() },
      take: 50_000,
    });
  }

  /** A live category the viewer may see; another owner's category reads as not found. */
  private async visibleRow(m: EntityManager, viewer: UserContext, id: string, field?: string): Promise<ArtworkCategoryRow> {
    const owner = ownerScope(viewer, 'artworks.readAll');
    const row = isUuid(id)
      ? await m.getRepository(ArtworkCategoryEntity).findOne({ where: { id, deleted_at: IsNull(), ...(owner ? { user_id: owner } : {}) } })
      : null;
    if (!row) throw field ? badInput(CATEGORY_MESSAGES.parentNotFound, field) : notFound(CATEGORY_MESSAGES.notFound);
    return row;
  }
}

function requireTitle(title: string | null | undefined): string {
  const trimmed = (title ?? '').trim();
  if (!trimmed) throw badInput(CATEGORY_MESSAGES.titleRequired, 'title');
  return trimmed;
}
