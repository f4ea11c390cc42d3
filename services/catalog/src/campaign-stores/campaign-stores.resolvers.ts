import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const campaignStoresResolvers: Resolvers = {
  Query: {
    campaignStores: (_, args, ctx) => {
      const user = requirePermission(ctx, 'campaignStores.read');
      return ctx.services.campaignStores.list(user, args.filter ?? {});
    },
  },
  Mutation: {
    retryPushCampaignStore: (_, args, ctx) => {
      const user = requirePermission(ctx, 'campaignStores.manage');
      return ctx.services.campaignStores.retry(user, args.id);
    },
    deleteCampaignStore: (_, args, ctx) => {
      const user = requirePermission(ctx, 'campaignStores.manage');
      return ctx.services.campaignStores.delete(user, args.id);
    },
  },
  CampaignStore: {
    __resolveReference: (ref, ctx) => ctx.loaders.campaignStore.load(ref.id),
    siteId: (row) => row.site_id,
    campaignId: (row) => row.product_id,
    productId: (row) => row.product_id,
    pushFirstTime: (row) => row.push_first_time,
    pushedAt: (row) => iso(row.pushed_at),
    createdAt: (row) => row.created_at.toISOString(),
    updatedAt: (row) => row.updated_at.toISOString(),
    product: (row, _, ctx) => ctx.loaders.products.productById.load(row.product_id),
    site: (row) => ({ __typename: 'Site', id: row.site_id }),
  },
};
