import type { EntityManager } from 'typeorm';
import { In, IsNull } from 'typeorm';
import { TOPICS } from '@pod/contracts';
import { baseNode, lockCategoryTree, MAX_CATEGORY_DEPTH, type CategoryFacts, type CategoryItems, type CategoryKind } from '@pod/service-kit/category-tree';
import { ClipartEntity } from '../cliparts/clipart.entity';
import { ClipartCategoryEntity, type ClipartCategoryRow, type ClipartDisplaySettingsValue } from './clipart-category.entity';

/** The tree loads in one answer (spec 002 §9 "Category list limit 9999"). */
export const CLIPART_CATEGORY_LIMIT = 9999;

/** A clipart category as GraphQL returns it, children nested and counts rolled up. */
export interface ClipartCategoryNode {
  id: string;
  parentID: string | null;
  title: string;
  userID: string;
  createdAt: Date;
  displaySettings: ClipartDisplaySettingsValue | null;
  /** Live cliparts here and in every descendant. */
  numberOfCliparts: number;
  /** Live cliparts filed directly here. */
  hasClipart: boolean;
  hasChild: boolean;
  children: ClipartCategoryNode[];
}

export const CLIPART_CATEGORY_MESSAGES = {
  /** Spec 002 §5. */
  titleRequired: 'Category title is required',
  notFound: 'Category not found',
  parentNotFound: 'Parent category not found',
  parentCycle: 'A category cannot be moved into itself or one of its subcategories',
  parentHoldsCliparts: 'A category that holds cliparts cannot have subcategories',
  tooDeep: `Categories can be nested at most ${MAX_CATEGORY_DEPTH} levels deep`,
  tooMany: `A tree holds at most ${CLIPART_CATEGORY_LIMIT} categories`,
} as const;

const LOCK_PREFIX = 'clipart-tree';

/** Cliparts: one category each, filed in leaves only; deleted and copied with their category. */
const CLIPARTS: CategoryItems = {
  leavesOnly: CLIPART_CATEGORY_MESSAGES.parentHoldsCliparts,
  async countByCategory(m, owners) {
    const counts = m.getRepository(ClipartEntity).createQueryBuilder('c')
      .select('c.category_id', 'category_id')
      .addSelect('COUNT(*)::int', 'n')
      .where('c.deleted_at IS NULL')
      .groupBy('c.category_id');
    if (owners) counts.andWhere('c.user_id IN (:...owners)', { owners });
    const direct = await counts.getRawMany<{ category_id: string; n: number }>();
    return new Map(direct.map((d) => [d.category_id, Number(d.n)]));
  },
  async softDelete(m, categoryIds, at) {
    await m.getRepository(ClipartEntity).update({ category_id: In(categoryIds), deleted_at: IsNull() }, { deleted_at: at });
  },
  // New rows pointing at the same immutable media files.
  async copy(m, fromId, toId) {
    const cliparts = m.getRepository(ClipartEntity);
    const rows = await cliparts.find({ where: { category_id: fromId, deleted_at: IsNull() } });
    await cliparts.insert(rows.map(({ title, user_id, file_id, file_key, file_name, thumbnail_id, created_at }) => ({
      title, category_id: toId, user_id, file_id, file_key, file_name, thumbnail_id, created_at,
    })));
  },
};

/**
 * Clipart categories (spec 002 §5): counts rolled up from the children, a category holding
 * cliparts gets no subcategories, delete takes the nested categories and their cliparts along,
 * at most 9999 a tree; live trees hear creates and deletes only.
 */
export const CLIPART_CATEGORY_KIND: CategoryKind<ClipartCategoryRow, ClipartCategoryNode> = {
  entity: ClipartCategoryEntity,
  lockPrefix: LOCK_PREFIX,
  readAllPermission: 'artworks.readAll',
  messages: CLIPART_CATEGORY_MESSAGES,
  items: CLIPARTS,
  deleteWithChildren: 'cascade',
  maxCategories: { count: CLIPART_CATEGORY_LIMIT, message: CLIPART_CATEGORY_MESSAGES.tooMany },
  events: { topic: TOPICS.clipartCategoryChanged, countField: 'numberOfCliparts', count: (n) => n.numberOfCliparts, announceUpdates: false },
  toNode: toClipartCategoryNode,
  newColumns: () => ({ display_settings: null }),
  copyColumns: (source) => ({ display_settings: source.display_settings }),
};

function toClipartCategoryNode(row: ClipartCategoryRow, facts: CategoryFacts<ClipartCategoryNode>): ClipartCategoryNode {
  return { ...baseNode(row, facts), displaySettings: row.display_settings, numberOfCliparts: facts.count, hasClipart: facts.direct > 0 };
}

/** The lock category writes take: a clipart write holds it so no subcategory appears between its check and insert. */
export function lockOwnerTree(m: EntityManager, owner: string): Promise<void> {
  return lockCategoryTree(m, LOCK_PREFIX, owner);
}
