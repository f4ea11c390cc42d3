import { randomUUID } from 'node:crypto';
import { TOPICS, type ArtworkCategoryChangedEvent, type EventEnvelope } from '@pod/contracts';
import type { ArtworkCategoryNode } from '../artwork-categories/category-tree';

export const ARTWORK_CATEGORY_TOPIC = TOPICS.artworkCategoryChanged;

/** The envelope for one category change; keyed by category id so its events stay ordered. */
export function artworkCategoryChanged(
  action: ArtworkCategoryChangedEvent['action'],
  node: ArtworkCategoryNode,
): EventEnvelope<ArtworkCategoryChangedEvent> {
  return {
    id: randomUUID(),
    type: ARTWORK_CATEGORY_TOPIC,
    occurredAt: new Date().toISOString(),
    key: node.id,
    version: 1,
    data: {
      action,
      userId: node.userID,
      category: {
        id: node.id,
        parentID: node.parentID,
        title: node.title,
        numberOfArtworks: node.numberOfArtworks,
        hasChild: node.hasChild,
      },
    },
  };
}
