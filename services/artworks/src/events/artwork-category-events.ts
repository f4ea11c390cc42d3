import type { EntityManager } from 'typeorm';
import { TOPICS, type ArtworkCategoryChangedEvent } from '@pod/contracts';
import { enqueueEvent } from '@pod/service-kit/events';
import type { ArtworkCategoryNode } from '../artwork-categories/category-tree';

export const ARTWORK_CATEGORY_TOPIC = TOPICS.artworkCategoryChanged;

/**
 * Records one category change in the outbox of `schema`, inside the caller's transaction;
 * keyed by category id so one category's events stay ordered.
 */
export async function recordArtworkCategoryChanged(
  manager: EntityManager,
  schema: string,
  action: ArtworkCategoryChangedEvent['action'],
  node: ArtworkCategoryNode,
): Promise<void> {
  await enqueueEvent<ArtworkCategoryChangedEvent>(manager, schema, ARTWORK_CATEGORY_TOPIC, {
    type: ARTWORK_CATEGORY_TOPIC,
    key: node.id,
    data: {
      action,
      userId: node.userID,
      category: { id: node.id, parentID: node.parentID, title: node.title, numberOfArtworks: node.numberOfArtworks, hasChild: node.hasChild },
    },
  });
}
