import { signUserContext } from '@pod/service-kit';
import type { Order } from '../orders/order.entity';

/** An export batch waits this long for each lookup; a slower service fails the export (its orders go back). */
const CALL_TIMEOUT_MS = 30_000;

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
 * The facts over the signed internal routes: catalog `POST /internal/product-types/export-facts`
 * and users-sites `POST /internal/sites/export-facts` (both bound each list to 1000 uuids; a batch
 * is at most 500 orders). A service that is down or refuses throws: the export fails and gives its
 * orders back rather than write a CSV with empty names.
 */
export function exportFactsOver(options: { catalogUrl: string; usersSitesUrl: string; internalSecret: string }): FindExportFacts {
  const post = async <T>(url: string, body: unknown, what: string): Promise<T> => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signUserContext(null, options.internalSecret) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`${what} answered ${res.status}`);
    return (await res.json()) as T;
  };
  return async (orders) => {
    if (!orders.length) return NO_EXPORT_FACTS;
    const catalogAsk = {
      product_type_ids: distinct(orders.map((order) => order.product_type_id)),
      product_type_variant_ids: distinct(orders.map((order) => order.product_type_variant_id)),
      product_variant_ids: distinct(orders.map((order) => order.product_variant_id)),
    };
    const needsCatalog = Object.values(catalogAsk).some((ids) => ids.length);
    const [catalog, people] = await Promise.all([
      needsCatalog
        ? post<{ product_types: Array<{ id: string; title: string; sku: string; print_areas: Array<{ id: string; name: string }> }>; variants: Array<{ id: string; attributes: Array<{ name: string; option: string }> }>; product_variants: Array<{ id: string; mockup_url: string }> }>(
            `${options.catalogUrl}/internal/product-types/export-facts`,
            catalogAsk,
            'catalog (export facts)',
          )
        : { product_types: [], variants: [], product_variants: [] },
      post<{ sites: Array<{ id: string; title: string; domain: string | null }>; users: Array<{ id: string } & ExportPerson> }>(
        `${options.usersSitesUrl}/internal/sites/export-facts`,
        { site_ids: distinct(orders.map((order) => order.site_id)), user_ids: distinct(orders.flatMap((order) => [order.seller_id, order.supplier_id])) },
        'users-sites (export facts)',
      ),
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

/** Catalog's signed `GET /internal/product-types/print-area-names`; throws when the catalog cannot answer. */
export function printAreaNamesOver(options: { catalogUrl: string; internalSecret: string }): FindPrintAreaNames {
  return async () => {
    const res = await fetch(`${options.catalogUrl}/internal/product-types/print-area-names`, {
      headers: signUserContext(null, options.internalSecret),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`catalog (print-area names) answered ${res.status}`);
    return ((await res.json()) as { names: string[] }).names;
  };
}
