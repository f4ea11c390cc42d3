import { can, TOPICS, type ClipartCategoryChangedEvent } from '@pod/contracts';
import type { LiveSubscription } from './live-subscription';

/**
 * A clipart category was created or deleted (spec 002 §4, §7 "Clipart": create adds and expands,
 * delete removes, updates are not sent). Its owner hears of it; staff who read every owner's
 * cliparts (`artworks.readAll`) hear of every owner's, or of one owner's with `userID`. A Seller's
 * `userID` is ignored: they only ever hear of their own tree.
 */
export const clipartCategory: LiveSubscription<ClipartCategoryChangedEvent, { userID?: string | null }> = {
  field: 'clipartCategory',
  fieldSdl: 'clipartCategory(userID: ID): ClipartCategoryLiveEvent!',
  typeDefs: /* GraphQL */ `
    type ClipartCategoryLiveEvent {
      "create | delete"
      action: String!
      category: ClipartCategoryLiveNode!
    }
    "The category as it was at the change (counts roll up from its children)."
    type ClipartCategoryLiveNode {
      id: ID!
      parentID: ID
      title: String!
      numberOfCliparts: Int!
      hasChild: Boolean!
    }
  `,
  topic: TOPICS.clipartCategoryChanged,
  accept: (user, data, args) =>
    data.userId === user.id || (can(user, 'artworks.readAll') && (!args?.userID || args.userID === data.userId)),
  toPayload: ({ data }) => ({
    action: data.action,
    category: {
      id: data.category.id,
      parentID: data.category.parentID,
      title: data.category.title,
      numberOfCliparts: data.category.numberOfCliparts,
      hasChild: data.category.hasChild,
    },
  }),
};
