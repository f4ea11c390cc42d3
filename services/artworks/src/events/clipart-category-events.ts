import type { EntityManager } from 'typeorm';
import { TOPICS, type ClipartCategoryChangedEvent } from '@pod/contracts';
import { enqueueEvent } from '@pod/service-kit/events';
import type { ClipartCategoryNode } from '../clipart-categories/clipart-category-tree';

export const CLIPART_CATEGORY_TOPIC = TOPICS.clipartCategoryChanged;

/**
 * Records one clipart category change in the outbox of `schema`, inside the caller's transaction;
 * keyed by category id so one category's events stay ordered. The gateway turns these into the
 * `clipartCategory` subscription.
 */
export async function recordClipartCategoryChanged(
  manager: EntityManager,
  schema: string,
  action: ClipartCategoryChangedEvent['action'],
  node: ClipartCategoryNode,
): Promise<void> {
  await enqueueEvent<ClipartCategoryChangedEvent>(manager, schema, CLIPART_CATEGORY_TOPIC, {
    type: CLIPART_CATEGORY_TOPIC,
    key: node.id,
    data: {
      action,
      userId: node.userID,
      category: { id: node.id, parentID: node.parentID, title: node.title, numberOfCliparts: node.numberOfCliparts, hasChild: node.hasChild },
    },
  });
}
