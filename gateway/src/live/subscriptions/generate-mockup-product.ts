import { can, hasRole, ROLES, TOPICS, type ProductMockupUpdatedEvent } from '@pod/contracts';
import type { UserContext } from '@pod/service-kit';
import type { LiveSubscription } from './live-subscription';

export interface GenerateMockupProductArgs {
  productId: string;
}

/**
 * Who may read a product's mockups: as who may read the product (the catalog's `products.read`
 * with its owner scope) — staff who work across sellers, the site's seller — plus whoever asked
 * for the renders of a product not created yet (the form's draft).
 */
export function canReadProductMockups(user: UserContext, data: Pick<ProductMockupUpdatedEvent, 'sellerId' | 'requesterId'>): boolean {
  if (!can(user, 'products.read')) return false;
  if (user.isSuperAdmin || [ROLES.Administrator, ROLES.Listing, ROLES.Supporter].some((role) => hasRole(user, role))) return true;
  return data.sellerId === user.id || data.requesterId === user.id;
}

/**
 * One mockup of a product finished rendering (spec 002 §4 "Mockup rendering for products", §7
 * subscription generateMockupProduct): the product form attaches `image` to the variants listed,
 * replacing the image of the same mockup, and stops its loading state at `allDone`. Fed by the
 * catalog's `catalog.product-mockup.updated`.
 */
export const generateMockupProduct: LiveSubscription<ProductMockupUpdatedEvent, GenerateMockupProductArgs> = {
  field: 'generateMockupProduct',
  fieldSdl: 'generateMockupProduct(productId: ID!): MockupProductUpdate!',
  typeDefs: /* GraphQL */ `
    type MockupProductUpdate {
      productId: ID!
      mockupId: ID!
      productTypeId: ID!
      "The render (one per mockup and variant colour)."
      jobId: ID!
      "done | failed"
      status: String!
      "Storage key of the image (served through /media/img/{size}/{key}); null when it failed."
      image: String
      "Product type variant ids the image is for."
      variantIds: [ID!]!
      "Mockup order, then colour group."
      sorting: Int!
      "Why it failed."
      log: String
      "Renders of the product's current request finished so far, of total."
      done: Int!
      total: Int!
      allDone: Boolean!
    }
  `,
  topic: TOPICS.productMockupUpdated,
  accept: (user, data, args) => args?.productId === data.productId && canReadProductMockups(user, data),
  toPayload: ({ data }) => ({
    productId: data.productId,
    mockupId: data.mockupId,
    productTypeId: data.productTypeId,
    jobId: data.jobId,
    status: data.status,
    image: data.image,
    variantIds: data.variantIds,
    sorting: data.sorting,
    log: data.log,
    done: data.done,
    total: data.total,
    allDone: data.allDone,
  }),
  // The form subscribes as it asks: an answer that beats the subscription is still heard.
  replay: { ms: 60_000, max: 2000 },
};
