import { createCatalogClient } from '@pod/catalog-client';
import { createUsersSitesClient } from '@pod/users-sites-client';
import type { Order } from '../orders/order.entity';

interface ExportPerson {
  first_name: string | null;
  last_name: string | null;
  email: string;
}

/** The names an export batch prints that live in other services, by id; an id that is absent was not found. */
export interface ExportFacts {
  /** With the type's print areas in its own order (the editor's table): positional print-file columns follow it. */
  productTypes: Map<string, { title: string; sku: string; printAreas: Array<{ id: string; name: string }> }>;
  /** product type variant id → its attributes in the product type's order. */
  variantAttributes: Map<string, Array<{ name: string; option: string }>>;
  /** product variant id → the public URL of its image (the mockup), when it has one. */
  mockups: Map<string, string>;
  sites: Map<string, { title: string; domain: string | null }>;
  /** Sellers and suppliers. */
  users: Map<string, ExportPerson>;
}

const NO_EXPORT_FACTS: ExportFacts = { productTypes: new Map(), variantAttributes: new Map(), mockups: new Map(), sites: new Map(), users: new Map() };

/** Looks up the facts of one batch of orders: one call per service per batch, never one per order. */
export type FindExportFacts = (orders: readonly Order[]) => Promise<ExportFacts>;

const distinct = (values: Array<string | null>): string[] => [...new Set(values.filter((value): value is string => !!value))];

/**
 * The facts over the signed internal routes: catalog's and users-sites' `exportFacts` clients (both bound each list to 1000 uuids; a batch
 * is at most 500 orders). A service that is down or refuses throws: the export fails and gives its
 * orders back rather than write a CSV with empty names.
 */
export function exportFactsOver(options: { catalogUrl: string; usersSitesUrl: string; internalSecret: string }): FindExportFacts {
  const catalogClient = createCatalogClient({ baseUrl: options.catalogUrl, secret: options.internalSecret });
  const usersSites = createUsersSitesClient({ baseUrl: options.usersSitesUrl, secret: options.internalSecret });
  return async (orders) => {
    if (!orders.length) return NO_EXPORT_FACTS;
    const catalogAsk = {
      product_type_ids: distinct(orders.map((order) => order.product_type_id)),
      product_type_variant_ids: distinct(orders.map((order) => order.product_type_variant_id)),
      product_variant_ids: distinct(orders.map((order) => order.product_variant_id)),
    };
    const needsCatalog = Object.values(catalogAsk).some((ids) => ids.length);
    const [catalog, people] = await Promise.all([
      needsCatalog ? catalogClient.exportFacts(catalogAsk) : { product_types: [], variants: [], product_variants: [] },
      usersSites.exportFacts({ site_ids: distinct(orders.map((order) => order.site_id)), user_ids: distinct(orders.flatMap((order) => [order.seller_id, order.supplier_id])) }),
    ]);
    return {
      productTypes: new Map(catalog.product_types.map((type) => [type.id, { title: type.title, sku: type.sku, printAreas: type.print_areas ?? [] }])),
      variantAttributes: new Map(catalog.variants.map((variant) => [variant.id, variant.attributes])),
      mockups: new Map(catalog.product_variants.map((variant) => [variant.id, variant.mockup_url])),
      sites: new Map(people.sites.map((site) => [site.id, { title: site.title, domain: site.domain }])),
      users: new Map(people.users.map((user) => [user.id, { first_name: user.first_name, last_name: user.last_name, email: user.email }])),
    };
  };
}

/** "First Last", or the email when the account has no name (the column is never blank for a known person). */
export function personName(person: ExportPerson | undefined): string | null {
  if (!person) return null;
  const name = [person.first_name, person.last_name].filter((part) => part?.trim()).join(' ');
  return name || person.email;
}

/** The print-area names of the catalogue, for the template picker's by-name print-file columns. */
export type FindPrintAreaNames = () => Promise<string[]>;

/** The catalog's print-area names (its client's `printAreaNames`); throws when the catalog cannot answer. */
export function printAreaNamesOver(options: { catalogUrl: string; internalSecret: string }): FindPrintAreaNames {
  const catalog = createCatalogClient({ baseUrl: options.catalogUrl, secret: options.internalSecret });
  return () => catalog.printAreaNames();
}
