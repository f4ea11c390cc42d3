import type { EntityManager } from 'typeorm';
import { enqueueEvent } from '@pod/service-kit/events';
import { TOPICS, type CampaignStoreChangedEvent, type CampaignStorePushRequestedEvent } from '@pod/contracts';
import { SERVICE_NAME } from '../config';
import { CampaignStoreEntity, type CampaignStore } from './campaign-store.entity';

/**
 * Asks the push worker to send the product to the store, in the caller's transaction (the
 * outbox publishes it once the save commits). Keyed by the campaign store so the pushes of one
 * row run one after another.
 */
export async function requestPush(manager: EntityManager, row: CampaignStore): Promise<string> {
  const data: CampaignStorePushRequestedEvent = { campaignStoreId: row.id, productId: row.product_id, siteId: row.site_id };
  const envelope = await enqueueEvent(manager, SERVICE_NAME, TOPICS.campaignStorePushRequested, { type: TOPICS.campaignStorePushRequested, key: row.id, data });
  return envelope.id;
}

/** Tells the gateway (and so the seller's and administrators' browsers) the row's new status. */
export async function publishCampaignStoreChanged(manager: EntityManager, row: CampaignStore): Promise<void> {
  const data: CampaignStoreChangedEvent = {
    id: row.id,
    siteId: row.site_id,
    sellerId: row.user_id,
    productId: row.product_id,
    status: row.status,
    log: row.log,
    pushedAt: row.pushed_at ? row.pushed_at.toISOString() : null,
  };
  await enqueueEvent(manager, SERVICE_NAME, TOPICS.campaignStoreChanged, { type: TOPICS.campaignStoreChanged, key: row.id, data });
}

/**
 * Queues a push of the product to its site: the product's row is (re)set to queued, or made
 * when there is none, and the request and the change go to the outbox. `firstTime` = the store
 * has never had the product (the push creates it rather than updating it).
 */
export async function queuePush(
  manager: EntityManager,
  target: { productId: string; siteId: string; userId: string; firstTime: boolean },
): Promise<CampaignStore> {
  const repo = manager.getRepository(CampaignStoreEntity);
  const existing = await repo.findOneBy({ product_id: target.productId });
  const row = await repo.save({
    ...(existing ?? {}),
    product_id: target.productId,
    site_id: target.siteId,
    user_id: target.userId,
    status: 'queued',
    push_first_time: target.firstTime,
    log: null,
  } as CampaignStore);
  await requestPush(manager, row);
  await publishCampaignStoreChanged(manager, row);
  return row;
}
