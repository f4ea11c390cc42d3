import type { DataSource, EntityManager } from 'typeorm';
import { In, IsNull } from 'typeorm';
import { badInput, isUuid, notFound, ownerScope, type UserContext } from '@pod/service-kit';
import type { StrongConfirm } from '../shared/strong-confirm';
import { recordClipartCategoryChanged } from '../events/clipart-category-events';
import type {
  ClipartDisplaySettingsInput,
  MutationCreateClipartCategoryArgs,
  MutationUpdateClipartCategoryArgs,
  QueryClipartCategoriesArgs,
} from '../generated/resolvers-types';
import { ClipartEntity } from '../cliparts/clipart.entity';
import { ClipartCategoryEntity, type ClipartCategoryRow, type ClipartDisplaySettingsValue } from './clipart-category.entity';
import { documentClipartCategoryIds, renderClipartCategories, type RenderClipartCategory } from './clipart-render';
import { ClipartCategoryTree, MAX_CLIPART_CATEGORY_DEPTH, toClipartCategoryNode, type ClipartCategoryNode } from './clipart-category-tree';

/** The tree loads in one answer (spec 002 §9 "Category list limit 9999"). */
export const CLIPART_CATEGORY_LIMIT = 9999;

export const CLIPART_CATEGORY_MESSAGES = {
  /** Spec 002 §5. */
  titleRequired: 'Category title is required',
  notFound: 'Category not found',
  parentNotFound: 'Parent category not found',
  parentCycle: 'A category cannot be moved into itself or one of its subcategories',
  parentHoldsCliparts: 'A category that holds cliparts cannot have subcategories',
  tooDeep: `Categories can be nested at most ${MAX_CLIPART_CATEGORY_DEPTH} levels deep`,
  tooMany: `A tree holds at most ${CLIPART_CATEGORY_LIMIT} categories`,
} as const;

export interface ClipartCategoryPage {
  count: number;
  hits: ClipartCategoryNode[];
}

export interface ClipartEventsOutbox {
  /** The schema whose outbox table receives the events. */
  schema: string;
  /** Called after a commit that wrote events, to publish them without waiting for the next poll. */
  committed(): void;
}

/**
 * Clipart category rules (spec 002 §5): owner scoping (a Seller only ever touches their own
 * tree), a parent is never the category itself, a descendant or a category holding cliparts,
 * 9 levels, counts rolled up from the children, delete takes the nested categories and their
 * cliparts along.
 */
export class ClipartCategoryService {
  constructor(
    private readonly db: DataSource,
    private readonly outbox: ClipartEventsOutbox,
    private readonly strongConfirm: StrongConfirm,
  ) {}

  /** The tree below `parentID` (roots when absent), scoped to the viewer's own rows for sellers. */
  async list(viewer: UserContext, args: QueryClipartCategoriesArgs): Promise<ClipartCategoryPage> {
    const owner = ownerScope(viewer, 'artworks.readAll') ?? args.userID ?? null;
    // Owners are uuids: any other userID owns nothing (and must not reach the uuid column).
    if (owner && !isUuid(owner)) return { count: 0, hits: [] };
    const tree = await this.tree(this.db.manager, owner ? [owner] : null);
    let levels = MAX_CLIPART_CATEGORY_DEPTH;
    let parentKey: string | null = null;
    if (args.parentID) {
      if (!tree.byId.has(args.parentID)) return { count: 0, hits: [] };
      parentKey = args.parentID;
      levels = Math.max(1, MAX_CLIPART_CATEGORY_DEPTH - tree.depthOf(parentKey));
    }
    const level = tree.kids(parentKey);
    return { count: level.length, hits: level.slice(0, CLIPART_CATEGORY_LIMIT).map((row) => tree.node(row, levels)) };
  }

  async get(viewer: UserContext, id: string): Promise<ClipartCategoryNode> {
    const row = await this.visibleRow(this.db.manager, viewer, id);
    const tree = await this.tree(this.db.manager, [row.user_id]);
    return tree.node(row);
  }

  /** Several categories by id in one round trip (federation references, a clipart's category), owner-scoped. */
  async getMany(viewer: UserContext, ids: string[]): Promise<Map<string, ClipartCategoryNode>> {
    const owner = ownerScope(viewer, 'artworks.readAll');
    const wanted = ids.filter(isUuid);
    if (!wanted.length) return new Map();
    const rows = await this.db.getRepository(ClipartCategoryEntity).find({
      where: { id: In(wanted), deleted_at: IsNull(), ...(owner ? { user_id: owner } : {}) },
    });
    if (!rows.length) return new Map();
    const tree = await this.tree(this.db.manager, [...new Set(rows.map((r) => r.user_id))]);
    return new Map(rows.map((r) => [r.id, tree.node(r)]));
  }

  /**
   * The categories a saved artwork's layers pick from, as renders get them (its owner's tree only,
   * see renderClipartCategories), for the browser to draw the same picture. The caller has resolved
   * the artwork for the viewer, so the viewer may read it and therefore its owner's categories.
   */
  async forArtwork(_viewer: UserContext, artwork: { id: string; title: string; width: number; height: number; templates: unknown; shared_layers: unknown }): Promise<RenderClipartCategory[]> {
    const ids = documentClipartCategoryIds(artwork);
    return ids.length ? ((await renderClipartCategories(this.db, artwork.id, ids)) ?? []) : [];
  }

  /** A live category the viewer may see, for the clipart capability (refusals name `categoryID`). */
  visibleCategory(m: EntityManager, viewer: UserContext, id: string): Promise<ClipartCategoryRow> {
    return this.visibleRow(m, viewer, id, 'categoryID');
  }

  /** Ids of the categories (and everything below them) the viewer may see, for the clipart list's filter. */
  async subtreeIds(viewer: UserContext, ids: string[], owner: string | null): Promise<string[]> {
    const roots = await this.getRows(viewer, ids);
    if (!roots.length) return [];
    const owners = [...new Set(roots.map((r) => r.user_id))].filter((o) => !owner || o === owner);
    if (!owners.length) return [];
    const tree = await this.tree(this.db.manager, owners);
    return [...new Set(roots.filter((r) => tree.byId.has(r.id)).flatMap((r) => tree.subtreeIds(r.id)))];
  }

  async create(viewer: UserContext, input: MutationCreateClipartCategoryArgs): Promise<ClipartCategoryNode> {
    const title = requireTitle(input.title);
    const node = await this.db.transaction(async (m) => {
      let owner = viewer.id;
      if (input.parentID) {
        const parent = await this.visibleRow(m, viewer, input.parentID, 'parentID');
        // A child joins its parent's tree, so a tree never mixes owners.
        owner = parent.user_id;
        await lockOwnerTree(m, owner);
        const tree = await this.tree(m, [owner]);
        if (tree.directCount(parent.id) > 0) throw badInput(CLIPART_CATEGORY_MESSAGES.parentHoldsCliparts, 'parentID');
        if (tree.depthOf(parent.id) + 1 > MAX_CLIPART_CATEGORY_DEPTH) throw badInput(CLIPART_CATEGORY_MESSAGES.tooDeep, 'parentID');
        if (tree.byId.size >= CLIPART_CATEGORY_LIMIT) throw badInput(CLIPART_CATEGORY_MESSAGES.tooMany, 'parentID');
      } else {
        await lockOwnerTree(m, owner);
        const count = await m.getRepository(ClipartCategoryEntity).count({ where: { user_id: owner, deleted_at: IsNull() } });
        if (count >= CLIPART_CATEGORY_LIMIT) throw badInput(CLIPART_CATEGORY_MESSAGES.tooMany, 'title');
      }
      const saved = await m.getRepository(ClipartCategoryEntity).save({ parent_id: input.parentID ?? null, title, user_id: owner, display_settings: null });
      const created = toClipartCategoryNode(saved);
      await recordClipartCategoryChanged(m, this.outbox.schema, 'create', created);
      return created;
    });
    this.outbox.committed();
    return node;
  }

  /** Title, parent and layer settings; the live tree ignores updates (spec 002 §4), so no event. */
  async update(viewer: UserContext, input: MutationUpdateClipartCategoryArgs): Promise<ClipartCategoryNode> {
    return this.db.transaction(async (m) => {
      const row = await this.visibleRow(m, viewer, input.id);
      await lockOwnerTree(m, row.user_id);
      const patch: Partial<ClipartCategoryRow> = {};
      if (input.title !== undefined) patch.title = requireTitle(input.title);
      if (input.displaySettings !== undefined) patch.display_settings = displaySettings(input.displaySettings);
      if (input.parentID !== undefined && input.parentID !== row.parent_id) {
        if (input.parentID) {
          const tree = await this.tree(m, [row.user_id]);
          if (input.parentID === row.id || tree.subtreeIds(row.id).includes(input.parentID)) {
            throw badInput(CLIPART_CATEGORY_MESSAGES.parentCycle, 'parentID');
          }
          // Only the owner's own tree: another owner's category reads as not found.
          if (!tree.byId.has(input.parentID)) throw badInput(CLIPART_CATEGORY_MESSAGES.parentNotFound, 'parentID');
          if (tree.directCount(input.parentID) > 0) throw badInput(CLIPART_CATEGORY_MESSAGES.parentHoldsCliparts, 'parentID');
          if (tree.depthOf(input.parentID) + tree.heightOf(row.id) > MAX_CLIPART_CATEGORY_DEPTH) {
            throw badInput(CLIPART_CATEGORY_MESSAGES.tooDeep, 'parentID');
          }
        }
        patch.parent_id = input.parentID;
      }
      if (Object.keys(patch).length) await m.getRepository(ClipartCategoryEntity).update({ id: row.id }, patch);
      const tree = await this.tree(m, [row.user_id]);
      return tree.node(tree.byId.get(row.id)!);
    });
  }

  /**
   * Removes the category with every category nested in it and every clipart filed there (the
   * confirmation warns of it, spec 002 §5). Soft: rows keep `deleted_at`, so designs rendered
   * later still find a clipart a shopper chose. One `delete` event, for the category itself:
   * a live tree drops its subtree with it.
   */
  async delete(viewer: UserContext, id: string, confirmTitle?: string | null): Promise<ClipartCategoryNode> {
    const node = await this.db.transaction(async (m) => {
      const row = await this.visibleRow(m, viewer, id);
      this.strongConfirm.assert({ title: row.title, ownerUserId: row.user_id }, confirmTitle);
      await lockOwnerTree(m, row.user_id);
      const tree = await this.tree(m, [row.user_id]);
      const deleted = tree.node(row, 1);
      const ids = tree.subtreeIds(row.id);
      const now = new Date();
      await m.getRepository(ClipartEntity).update({ category_id: In(ids), deleted_at: IsNull() }, { deleted_at: now });
      await m.getRepository(ClipartCategoryEntity).update({ id: In(ids), deleted_at: IsNull() }, { deleted_at: now });
      await recordClipartCategoryChanged(m, this.outbox.schema, 'delete', deleted);
      return deleted;
    });
    this.outbox.committed();
    return node;
  }

  /**
   * Copies the category and its subtree beside the original ("<title> (copy)") with their
   * cliparts: new rows pointing at the same immutable media files. One create event per copied
   * category, parents first, so a live tree can attach each as it arrives.
   */
  async duplicate(viewer: UserContext, id: string): Promise<ClipartCategoryNode> {
    const node = await this.db.transaction(async (m) => {
      const row = await this.visibleRow(m, viewer, id);
      await lockOwnerTree(m, row.user_id);
      const tree = await this.tree(m, [row.user_id]);
      if (tree.byId.size + tree.subtreeIds(row.id).length > CLIPART_CATEGORY_LIMIT) throw badInput(CLIPART_CATEGORY_MESSAGES.tooMany, 'id');
      const categories = m.getRepository(ClipartCategoryEntity);
      const cliparts = m.getRepository(ClipartEntity);
      const created: ClipartCategoryRow[] = [];
      const copy = async (source: ClipartCategoryRow, parentId: string | null, title: string) => {
        const saved = await categories.save({ parent_id: parentId, title, user_id: source.user_id, display_settings: source.display_settings });
        created.push(saved);
        if (tree.directCount(source.id) > 0) {
          const rows = await cliparts.find({ where: { category_id: source.id, deleted_at: IsNull() } });
          await cliparts.insert(rows.map(({ title, user_id, file_id, file_key, file_name, thumbnail_id, created_at }) => ({
            title, category_id: saved.id, user_id, file_id, file_key, file_name, thumbnail_id, created_at,
          })));
        }
        for (const child of tree.kids(source.id)) await copy(child, saved.id, child.title);
      };
      await copy(row, row.parent_id, `${row.title} (copy)`);
      const after = await this.tree(m, [row.user_id]);
      for (const c of created) await recordClipartCategoryChanged(m, this.outbox.schema, 'create', after.node(c, 1));
      return after.node(after.byId.get(created[0].id)!);
    });
    this.outbox.committed();
    return node;
  }

  /** Whether the viewer must type the title to delete (spec 002 §6). */
  strongDeleteConfirm(node: { userID: string }): boolean {
    return this.strongConfirm.required(node.userID);
  }

  /** Live categories of the owners (every owner when null) with their direct clipart counts: two queries. */
  async tree(m: EntityManager, owners: string[] | null): Promise<ClipartCategoryTree> {
    const rows = await m.getRepository(ClipartCategoryEntity).find({
      where: owners ? { user_id: In(owners), deleted_at: IsNull() } : { deleted_at: IsNull() },
      take: 50_000,
    });
    const counts = m.getRepository(ClipartEntity).createQueryBuilder('c')
      .select('c.category_id', 'category_id')
      .addSelect('COUNT(*)::int', 'n')
      .where('c.deleted_at IS NULL')
      .groupBy('c.category_id');
    if (owners) counts.andWhere('c.user_id IN (:...owners)', { owners });
    const direct = await counts.getRawMany<{ category_id: string; n: number }>();
    return new ClipartCategoryTree(rows, new Map(direct.map((d) => [d.category_id, Number(d.n)])));
  }

  private async getRows(viewer: UserContext, ids: string[]): Promise<ClipartCategoryRow[]> {
    const owner = ownerScope(viewer, 'artworks.readAll');
    const wanted = ids.filter(isUuid);
    if (!wanted.length) return [];
    return this.db.getRepository(ClipartCategoryEntity).find({ where: { id: In(wanted), deleted_at: IsNull(), ...(owner ? { user_id: owner } : {}) } });
  }

  /** A live category the viewer may see; another owner's category reads as not found. */
  private async visibleRow(m: EntityManager, viewer: UserContext, id: string, field?: string): Promise<ClipartCategoryRow> {
    const owner = ownerScope(viewer, 'artworks.readAll');
    const row = isUuid(id)
      ? await m.getRepository(ClipartCategoryEntity).findOne({ where: { id, deleted_at: IsNull(), ...(owner ? { user_id: owner } : {}) } })
      : null;
    if (!row) {
      if (field === 'parentID') throw badInput(CLIPART_CATEGORY_MESSAGES.parentNotFound, field);
      if (field) throw badInput(CLIPART_CATEGORY_MESSAGES.notFound, field);
      throw notFound(CLIPART_CATEGORY_MESSAGES.notFound);
    }
    return row;
  }
}

/**
 * Serialises writes to one owner's tree (a transaction-scoped advisory lock on the owner id):
 * two concurrent moves could otherwise each pass the cycle check and together make a loop, and a
 * clipart could land in a category that just got a subcategory.
 */
export async function lockOwnerTree(m: EntityManager, owner: string): Promise<void> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`clipart-tree:${owner}`]);
}

function requireTitle(title: string | null | undefined): string {
  const trimmed = (title ?? '').trim();
  if (!trimmed) throw badInput(CLIPART_CATEGORY_MESSAGES.titleRequired, 'title');
  return trimmed;
}

/** The settings as stored: only the fields given, null for an empty set. */
function displaySettings(input: ClipartDisplaySettingsInput | null | undefined): ClipartDisplaySettingsValue | null {
  if (!input) return null;
  const entries = Object.entries(input).filter(([, v]) => v !== null && v !== undefined);
  return entries.length ? (Object.fromEntries(entries) as ClipartDisplaySettingsValue) : null;
}
