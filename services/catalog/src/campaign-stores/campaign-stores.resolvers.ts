import { requirePermission } from '@pod/service-kit';
import type { CatalogContext } from '../context';
import type { CampaignStore } from './campaign-store.entity';
import type { CampaignStoreFilter } from './campaign-stores.service';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const campaignStoresResolvers = {
  Query: {
    campaignStores: (_: unknown, args: { filter?: CampaignStoreFilter | null }, ctx: CatalogContext) => {
      const user = requirePermission(ctx, 'campaignStores.read');
      return ctx.services.campaignStores.list(user, args.filter ?? {});
    },
  },
  Mutation: {
    retryPushCampaignStore: (_: unknown, args: { id: string }, ctx: CatalogContext) => {
      const user = requirePermission(ctx, 'campaignStores.manage');
      return ctx.services.campaignStores.retry(user, args.id);
    },
    deleteCampaignStore: (_: unknown, args: { id: string }, ctx: CatalogContext) => {
      const user = requirePermission(ctx, 'campaignStores.manage');
      return ctx.services.campaignStores.delete(user, args.id);
    },
  },
  CampaignStore: {
    __resolveReference: (ref: { id: string }, ctx: CatalogContext) => ctx.loaders.campaignStore.load(ref.id),
    siteId: (row: CampaignStore) => row.site_id,
    campaignId: (row: CampaignStore) => row.product_id,
    productId: (row: CampaignStore) => row.product_id,
    pushFirstTime: (row: CampaignStore) => row.push_first_time,
    pushedAt: (row: CampaignStore) => iso(row.pushed_at),
    createdAt: (row: CampaignStore) => row.created_at.toISOString(),
    updatedAt: (row: CampaignStore) => row.updated_at.toISOString(),
    product: (row: CampaignStore, _: unknown, ctx: CatalogContext) => ctx.loaders.products.productById.load(row.product_id),
    site: (row: CampaignStore) => ({ __typename: 'Site', id: row.site_id }),
  },
};
