import { hasRole, ROLES, TOPICS, type CampaignStoreChangedEvent } from '@pod/contracts';
import type { LiveSubscription } from './live-subscription';

/**
 * A push of a product to a store changed status (spec 002 §4: the pushing list shows a spinner
 * until Pushed or Error and refetches on Pushed). The seller who owns the site hears of it, and
 * Administrators, who see every site's pushes.
 */
export const campaignStoreChanged: LiveSubscription<CampaignStoreChangedEvent> = {
  field: 'campaignStoreChanged',
  fieldSdl: 'campaignStoreChanged: CampaignStoreChangedEvent!',
  typeDefs: /* GraphQL */ `
    type CampaignStoreChangedEvent {
      id: ID!
      siteId: ID!
      productId: ID!
      "queued | pushing | Pushed | Error"
      status: String!
      "The store's message when the push failed."
      log: String
      pushedAt: String
    }
  `,
  topic: TOPICS.campaignStoreChanged,
  accept: (user, data) => data.sellerId === user.id || user.isSuperAdmin || hasRole(user, ROLES.Administrator),
  toPayload: ({ data }) => ({
    id: data.id,
    siteId: data.siteId,
    productId: data.productId,
    status: data.status,
    log: data.log,
    pushedAt: data.pushedAt,
  }),
};
