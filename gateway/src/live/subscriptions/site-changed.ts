import { can, TOPICS, type SiteUpdatedEvent } from '@pod/contracts';
import type { LiveSubscription } from './live-subscription';

/** A site was created, edited, verified or disabled: its owner and staff who see all sites hear of it. */
export const siteChanged: LiveSubscription<SiteUpdatedEvent> = {
  field: 'siteChanged',
  fieldSdl: 'siteChanged: SiteChangedEvent!',
  typeDefs: /* GraphQL */ `
    type SiteChangedEvent {
      id: ID!
      user_id: ID!
      action: String!
      title: String!
      verified: Boolean!
      occurred_at: String!
    }
  `,
  topic: TOPICS.siteUpdated,
  accept: (user, data) => data.userId === user.id || can(user, 'sites.readAll'),
  toPayload: ({ data, occurredAt }) => ({
    id: data.siteId,
    user_id: data.userId,
    action: data.action,
    title: data.title,
    verified: data.verified,
    occurred_at: occurredAt,
  }),
};
