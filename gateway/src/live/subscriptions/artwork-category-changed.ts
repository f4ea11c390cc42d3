import { can, TOPICS, type ArtworkCategoryChangedEvent } from '@pod/contracts';
import type { LiveSubscription } from './live-subscription';

export interface ArtworkCategorySubscriptionArgs {
  userId?: string | null;
}

/**
 * `artworkCategorySubscription(userId)` (spec 002 §4, §7): an artwork category was created,
 * updated or deleted, fed by artworks' `artworks.category.changed`. A Seller hears only of
 * their own tree whatever `userId` says (§6); those who read every owner's artworks hear of
 * all, or of one owner's tree when `userId` is given.
 */
export const artworkCategoryChanged: LiveSubscription<ArtworkCategoryChangedEvent, ArtworkCategorySubscriptionArgs> = {
  field: 'artworkCategorySubscription',
  fieldSdl: 'artworkCategorySubscription(userId: ID): ArtworkCategoryChange!',
  typeDefs: /* GraphQL */ `
    "One change of an artwork category tree."
    type ArtworkCategoryChange {
      "create | update | delete"
      action: String!
      category: ArtworkCategoryChangeNode!
    }
    "The category as it is after the change (before it, for a delete)."
    type ArtworkCategoryChangeNode {
      id: ID!
      parentID: ID
      title: String!
      userID: ID!
      numberOfArtworks: Int!
      hasChild: Boolean!
    }
  `,
  topic: TOPICS.artworkCategoryChanged,
  accept: (user, data, args) => {
    if (!can(user, 'artworks.read')) return false;
    const mayReadOwner = data.userId === user.id || can(user, 'artworks.readAll');
    return mayReadOwner && (!args?.userId || args.userId === data.userId);
  },
  toPayload: ({ data }) => ({ action: data.action, category: { ...data.category, userID: data.userId } }),
};
