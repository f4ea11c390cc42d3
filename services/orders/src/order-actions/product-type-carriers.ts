import { signUserContext } from '@pod/service-kit';

const CALL_TIMEOUT_MS = 10_000;

/** One carrier a product type ships with (catalog `ProductType.product_type_carriers`). */
export interface CarrierOffer {
  carrier_id: string;
  name: string;
  price: number;
  default: boolean;
}

export interface CarrierOffers {
  /** Every carrier the catalog knows, id → name. */
  carriers: Map<string, string>;
  /** product type id → its carriers. */
  byProductType: Map<string, CarrierOffer[]>;
}

/** What the assign-carrier action asks the catalog (its signed `/internal/product-types/carriers`). */
export type FindCarrierOffers = (productTypeIds: string[]) => Promise<CarrierOffers>;

export function catalogCarrierOffers(options: { catalogUrl: string; internalSecret: string }): FindCarrierOffers {
  return async (productTypeIds) => {
    const res = await fetch(`${options.catalogUrl}/internal/product-types/carriers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signUserContext(null, options.internalSecret) },
      body: JSON.stringify({ ids: productTypeIds }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`catalog (product type carriers) answered ${res.status}`);
    const body = (await res.json()) as { carriers: Array<{ id: string; name: string }>; product_types: Array<{ id: string; carriers: CarrierOffer[] }> };
    return {
      carriers: new Map(body.carriers.map((carrier) => [carrier.id, carrier.name])),
      byProductType: new Map(body.product_types.map((type) => [type.id, type.carriers])),
    };
  };
}
