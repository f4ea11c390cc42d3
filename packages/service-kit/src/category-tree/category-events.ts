import type { EntityManager } from 'typeorm';
import type { Topic } from '@pod/contracts';
import { enqueueEvent } from '../events/outbox';

export interface CategoryEventsOutbox {
  /** The schema whose outbox table receives the events. */
  schema: string;
  /** Called after a commit that wrote events, to publish them without waiting for the next poll. */
  committed(): void;
}

/** How one kind announces its changes: `<topic>` events whose category carries its count as `countField`. */
export interface CategoryEvents<Node> {
  topic: Topic;
  /** The payload's count field (numberOfArtworks, numberOfCliparts) and the node's value for it. */
  countField: string;
  count(node: Node): number;
  /** Live trees ignore updates (spec 002 §4); a kind whose subscription reports them anyway says so. */
  announceUpdates: boolean;
}

/** The payload every category topic carries (contracts' ArtworkCategoryChangedEvent, ClipartCategoryChangedEvent). */
export interface CategoryChangedData {
  action: 'create' | 'update' | 'delete';
  /** Owner of the category; the subscription is filtered by it. */
  userId: string;
  category: { id: string; parentID: string | null; title: string; hasChild: boolean } & Record<string, unknown>;
}

/**
 * Records one category change in the outbox of `schema`, inside the caller's transaction; keyed
 * by category id so one category's events stay ordered.
 */
export async function recordCategoryChanged<Node extends { id: string; parentID: string | null; title: string; userID: string; hasChild: boolean }>(
  manager: EntityManager,
  schema: string,
  events: CategoryEvents<Node>,
  action: CategoryChangedData['action'],
  node: Node,
): Promise<void> {
  await enqueueEvent<CategoryChangedData>(manager, schema, events.topic, {
    type: events.topic,
    key: node.id,
    data: {
      action,
      userId: node.userID,
      category: { id: node.id, parentID: node.parentID, title: node.title, [events.countField]: events.count(node), hasChild: node.hasChild },
    },
  });
}
