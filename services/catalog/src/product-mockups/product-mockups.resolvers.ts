import { requirePermission } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

export const productMockupsResolvers: Resolvers = {
  Mutation: {
    // Whoever may save products (a Seller for their own sites, Administrators); the service checks the product.
    generateProductMockups: (_, args, ctx) => {
      const user = requirePermission(ctx, 'products.write');
      return ctx.services.productMockups.generate(user, args.input, args.excludeMockups ?? []);
    },
  },
  ProductMockupRender: {
    mockupId: (job) => job.mockup_id,
    productTypeId: (job) => job.product_type_id,
    variantIds: (job) => job.variant_ids,
    image: (job) => job.image_key,
  },
};
