/**
 * The catalog's internal API (`@pod/catalog-client`): the signed `/internal/*` routes other
 * services call, with the schemas both ends check, and the typed client they call them through.
 * Products, product types and their print areas and carriers are the catalog's (ARCHITECTURE §2).
 */
import { createInternalClient, internalRoute, type InternalClientOptions, type RouteResponse } from '@pod/service-kit/internal-client';
import { z } from 'zod';
import type { StoreLineMatch, StoreLineRef } from '@pod/contracts';

/** One store order's lines at most (store-client's MAX_ORDER_LINES). */
export const MAX_STORE_LINES = 500;
/** Product types one carriers lookup takes at most (orders' assignOrderCarrier bound). */
export const MAX_CARRIER_PRODUCT_TYPES = 200;
/** Ids per list at most: orders asks once per export batch (≤ 500 orders), so 1000 leaves room. */
export const MAX_EXPORT_FACT_IDS = 1000;

/** Product types one mockup-facts lookup takes at most (a campaign's types; a mockup save asks for one). */
export const MAX_MOCKUP_FACT_TYPES = 50;

const mockupFacts = z.object({
  product_types: z.array(
    z.object({
      id: z.string(),
      attributes: z.array(z.object({ name: z.string(), slug: z.string(), options: z.array(z.string()) })),
      print_areas: z.array(z.object({ id: z.string(), name: z.string(), width: z.number().nullable(), height: z.number().nullable(), dpi: z.number() })),
      variants: z.array(z.object({ id: z.string(), attributes: z.array(z.object({ name: z.string(), slug: z.string(), option: z.string() })) })),
    }),
  ),
  /** The product asked about, with its owner (the seller) and product types; null when there is none. */
  product: z.object({ id: z.string(), user_id: z.string(), product_type_ids: z.array(z.string()) }).nullable(),
});

const matchedPrintArea = z.object({ id: z.string(), name: z.string(), artwork_id: z.string().nullable(), width: z.number(), height: z.number(), dpi: z.number() });
const storeLineMatch = z.union([
  z.object({
    matched: z.object({
      product_id: z.string(),
      product_variant_id: z.string(),
      product_type_id: z.string(),
      product_type_variant_id: z.string(),
      base_cost: z.number(),
      print_areas: z.array(matchedPrintArea),
    }),
  }),
  z.object({ error: z.string() }),
]);
const carrierOffer = z.object({ carrier_id: z.string(), name: z.string(), price: z.number(), default: z.boolean() });
const idList = z.array(z.string()).max(MAX_EXPORT_FACT_IDS).optional();

export const CATALOG_ROUTES = {
  /** Which of our products each store line item is, one answer per line in the order given. */
  storeLinesMatch: internalRoute({
    method: 'POST',
    path: '/internal/store-lines/match',
    request: z.object({ siteId: z.string(), lines: z.array(z.object({ store_product_id: z.string(), store_variant_id: z.string(), sku: z.string() })).max(MAX_STORE_LINES) }),
    response: z.object({ lines: z.array(storeLineMatch) }),
    idempotent: true,
  }),
  /** Every carrier, and the carriers each product type ships with. */
  productTypeCarriers: internalRoute({
    method: 'POST',
    path: '/internal/product-types/carriers',
    request: z.object({ ids: z.array(z.string()).max(MAX_CARRIER_PRODUCT_TYPES) }),
    response: z.object({ carriers: z.array(z.object({ id: z.string(), name: z.string() })), product_types: z.array(z.object({ id: z.string(), carriers: z.array(carrierOffer) })) }),
    idempotent: true,
  }),
  /** The names an order export's CSV prints, once per batch (only ids that exist are answered). */
  exportFacts: internalRoute({
    method: 'POST',
    path: '/internal/product-types/export-facts',
    request: z.object({ product_type_ids: idList, product_type_variant_ids: idList, product_variant_ids: idList }),
    response: z.object({
      product_types: z.array(z.object({ id: z.string(), title: z.string(), sku: z.string(), print_areas: z.array(z.object({ id: z.string(), name: z.string() })) })),
      variants: z.array(z.object({ id: z.string(), attributes: z.array(z.object({ name: z.string(), option: z.string() })) })),
      product_variants: z.array(z.object({ id: z.string(), mockup_url: z.string() })),
    }),
    idempotent: true,
    timeoutMs: 30_000,
  }),
  /**
   * What a mockup may name (spec 002 §3 Mockup.productType): each product type's attributes, print
   * areas and variants; and a product's owner, for a seller's own uploaded mockups.
   */
  mockupFacts: internalRoute({
    method: 'POST',
    path: '/internal/product-types/mockup-facts',
    request: z.object({ product_type_ids: z.array(z.string().max(64)).max(MAX_MOCKUP_FACT_TYPES), product_id: z.string().max(64).nullish() }),
    response: mockupFacts,
    idempotent: true,
    maxResponseBytes: 8 * 1024 * 1024,
  }),
  /** Every print-area name of the product types, once each, Front before Back. */
  printAreaNames: internalRoute({ method: 'GET', path: '/internal/product-types/print-area-names', response: z.object({ names: z.array(z.string()) }), idempotent: true, timeoutMs: 30_000 }),
} as const;

export type CatalogMockupFacts = RouteResponse<typeof CATALOG_ROUTES.mockupFacts>;
export type CatalogExportFacts = RouteResponse<typeof CATALOG_ROUTES.exportFacts>;
export type CarrierOffer = z.infer<typeof carrierOffer>;
export type CatalogClientOptions = Omit<InternalClientOptions, 'service'>;

/** The calls other services make to the catalog. */
export function createCatalogClient(options: CatalogClientOptions) {
  const client = createInternalClient({ service: 'catalog', ...options });
  const answered = <T>(answer: T | null, route: string): T => {
    // These routes have no id in their path: a 404 means the catalog does not serve them at all.
    if (answer === null) throw new Error(`catalog does not answer ${route}`);
    return answer;
  };
  return {
    async matchStoreLines(siteId: string, lines: StoreLineRef[]): Promise<StoreLineMatch[]> {
      return answered(await client.call(CATALOG_ROUTES.storeLinesMatch, { input: { siteId, lines } }), 'store line match').lines;
    },
    async productTypeCarriers(productTypeIds: string[]) {
      return answered(await client.call(CATALOG_ROUTES.productTypeCarriers, { input: { ids: productTypeIds } }), 'product type carriers');
    },
    async exportFacts(input: z.input<NonNullable<typeof CATALOG_ROUTES.exportFacts.request>>): Promise<CatalogExportFacts> {
      return answered(await client.call(CATALOG_ROUTES.exportFacts, { input }), 'export facts');
    },
    /** Product types among the ids (unknown ones left out) and the product, if it exists. */
    async mockupFacts(productTypeIds: string[], productId?: string | null): Promise<CatalogMockupFacts> {
      return answered(await client.call(CATALOG_ROUTES.mockupFacts, { input: { product_type_ids: productTypeIds, product_id: productId ?? null } }), 'mockup facts');
    },
    async printAreaNames(): Promise<string[]> {
      return answered(await client.call(CATALOG_ROUTES.printAreaNames), 'print-area names').names;
    },
  };
}
export type CatalogClient = ReturnType<typeof createCatalogClient>;
