/** A selected accepted order as the assign-carrier modal needs it (`ORDER_BULK_FIELDS`). */
export interface CarrierOrder {
  id: string;
  name: string;
  /** The carrier assigned so far (assignOrderCarrier); a tracking-only carrier has no id or price. */
  carrier?: { id: string | null; name: string; price: number | null } | null;
  product_type: {
    id: string;
    title: string;
    product_type_carriers: ReadonlyArray<{ carrier: { id: string; name: string }; price: number; default: boolean }>;
  } | null;
}

export interface CarrierChoice {
  carrierId: string;
  name: string;
  price: number;
  default: boolean;
}

export type CarrierChoices =
  | { kind: 'choices'; productType: string; choices: CarrierChoice[]; initial: string | null }
  | { kind: 'mixed'; productTypes: string[] }
  | { kind: 'none' };

/**
 * What the assign-carrier modal offers for the selected orders: the carriers of their product type
 * with that type's price (one price goes with assignOrderCarrier, so the selection must share a
 * product type), the type's default carrier chosen first.
 */
export function carrierChoices(selected: readonly CarrierOrder[]): CarrierChoices {
  const types = new Map(selected.flatMap((order) => (order.product_type ? [[order.product_type.id, order.product_type] as const] : [])));
  if (types.size > 1) return { kind: 'mixed', productTypes: [...types.values()].map((type) => type.title) };
  const [type] = types.values();
  if (!type || type.product_type_carriers.length === 0) return { kind: 'none' };
  const choices = type.product_type_carriers
    .map((c) => ({ carrierId: c.carrier.id, name: c.carrier.name, price: c.price, default: c.default }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { kind: 'choices', productType: type.title, choices, initial: choices.find((c) => c.default)?.carrierId ?? null };
}

/** The server's per-order refusals, named by the orders' store numbers where the page knows them. */
export function refusalLines(refused: ReadonlyArray<{ order_id: string; message: string }>, orders: readonly { id: string; name: string }[]): string[] {
  const names = new Map(orders.map((order) => [order.id, order.name]));
  return refused.map((r) => `Order ${names.get(r.order_id) ?? r.order_id}: ${r.message}`);
}
