import { TOPICS } from '@pod/contracts';
import { baseNode, MAX_CATEGORY_DEPTH, type CategoryFacts, type CategoryKind } from '@pod/service-kit/category-tree';
import { ArtworkCategoryEntity, type ArtworkCategoryRow } from './artwork-category.entity';

/** A category as GraphQL returns it, children nested. */
export interface ArtworkCategoryNode {
  id: string;
  parentID: string | null;
  title: string;
  userID: string;
  createdAt: Date;
  deletedAt: Date | null;
  /** 0 here: the artworks capability answers the field (a loader over artwork links), the tree counts nothing. */
  numberOfArtworks: number;
  hasChild: boolean;
  children: ArtworkCategoryNode[];
}

export const CATEGORY_MESSAGES = {
  titleRequired: 'Category name is required',
  hasChildren: 'Please delete all subcategories first',
  notFound: 'Category not found',
  parentNotFound: 'Parent category not found',
  parentCycle: 'A category cannot be moved into itself or one of its subcategories',
  tooDeep: `Categories can be nested at most ${MAX_CATEGORY_DEPTH} levels deep`,
} as const;

/**
 * Artwork categories (spec 002 §3): an artwork may sit in several categories, so the tree holds
 * nothing itself; delete is refused while subcategories remain; duplicate copies categories only
 * (artworks stay in the original); every change, updates too, is announced.
 */
export const ARTWORK_CATEGORY_KIND: CategoryKind<ArtworkCategoryRow, ArtworkCategoryNode> = {
  entity: ArtworkCategoryEntity,
  lockPrefix: 'artwork-tree',
  readAllPermission: 'artworks.readAll',
  messages: CATEGORY_MESSAGES,
  deleteWithChildren: { refuse: CATEGORY_MESSAGES.hasChildren },
  events: { topic: TOPICS.artworkCategoryChanged, countField: 'numberOfArtworks', count: (n) => n.numberOfArtworks, announceUpdates: true },
  toNode: toArtworkCategoryNode,
};

function toArtworkCategoryNode(row: ArtworkCategoryRow, facts: CategoryFacts<ArtworkCategoryNode>): ArtworkCategoryNode {
  return { ...baseNode(row, facts), deletedAt: row.deleted_at, numberOfArtworks: 0 };
}
