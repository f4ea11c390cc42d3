import type { EntityManager } from 'typeorm';
import { enqueueEvent } from '@pod/service-kit/events';
import { TOPICS, type SiteUpdatedEvent, type UserUpdatedEvent } from '@pod/contracts';
import type { Site } from '../sites/site.entity';

export const USERS_SITES_SCHEMA = 'users_sites';

/**
 * Writes `users-sites.site.updated` to the outbox in the caller's transaction (the relay
 * publishes it after commit). Consumers: the gateway's live site list, orders (auto accept).
 */
export async function publishSiteUpdated(
  manager: EntityManager,
  site: Site,
  action: SiteUpdatedEvent['action'],
  extra: Pick<SiteUpdatedEvent, 'autoAcceptDesign'> = {},
): Promise<void> {
  const data: SiteUpdatedEvent = {
    siteId: site.id,
    userId: site.user_id,
    action,
    title: site.title,
    verified: site.verified,
    platform: site.platform,
    domain: site.domain,
    type: site.type,
    status: site.status,
    ...extra,
  };
  await enqueueEvent(manager, USERS_SITES_SCHEMA, TOPICS.siteUpdated, { type: TOPICS.siteUpdated, key: site.id, data });
}

/** Writes `users-sites.user.updated` (blocked, deleted, roles or password changed…) to the outbox. */
export async function publishUserUpdated(manager: EntityManager, data: UserUpdatedEvent): Promise<void> {
  await enqueueEvent(manager, USERS_SITES_SCHEMA, TOPICS.userUpdated, { type: TOPICS.userUpdated, key: data.userId, data });
}
