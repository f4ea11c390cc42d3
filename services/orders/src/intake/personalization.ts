import type { StorePersonalization } from '@pod/store-client/orders';
import type { OrderPersonalization } from '../orders/order.entity';

/** The print areas of a line as the catalog matched them (name and artwork). */
export interface PersonalizablePrintArea {
  name: string;
  artwork_id: string | null;
}

/**
 * The mapping rule from a store line's fields (WooCommerce `meta_data`, Shopify/ShopBase
 * `properties`) to `personalized_data` per print area:
 * - `<Print area>: <field>` (e.g. `Front: Name`) is the field `<field>` of that print area only
 *   (print area names compared without case);
 * - a plain `<field>` applies to every print area of the line, since a layer's personalisation
 *   field is named the same on every area that carries it;
 * - fields whose name starts with `_` are the store's own (Woo `_reduced_stock`, Shopify private
 *   properties), never the shopper's, and are left out.
 * A line without print areas (no product matched) keeps its fields under printArea '' so nothing
 * the shopper typed is lost. An area-scoped field overrides a plain one of the same name.
 */
export function mapPersonalization(fields: StorePersonalization[], areas: PersonalizablePrintArea[]): OrderPersonalization[] {
  const shopperFields = fields.filter((f) => f.name.trim() && !f.name.startsWith('_'));
  if (!areas.length) {
    return shopperFields.length ? [{ printArea: '', personalized: shopperFields.map(({ name, value }) => ({ name, value })), artworkId: null }] : [];
  }
  const areaByName = new Map(areas.map((a) => [a.name.trim().toLowerCase(), a]));
  const plain: StorePersonalization[] = [];
  const scoped = new Map<PersonalizablePrintArea, StorePersonalization[]>();
  for (const field of shopperFields) {
    const colon = field.name.indexOf(':');
    const area = colon > 0 ? areaByName.get(field.name.slice(0, colon).trim().toLowerCase()) : undefined;
    if (area) scoped.set(area, [...(scoped.get(area) ?? []), { name: field.name.slice(colon + 1).trim(), value: field.value }]);
    else plain.push(field);
  }
  return areas.map((area) => {
    const own = scoped.get(area) ?? [];
    const ownNames = new Set(own.map((f) => f.name));
    const personalized = [...plain.filter((f) => !ownNames.has(f.name)), ...own].map(({ name, value }) => ({ name, value }));
    return { printArea: area.name, personalized, artworkId: area.artwork_id };
  });
}
