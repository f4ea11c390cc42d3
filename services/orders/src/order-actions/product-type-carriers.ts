import { createCatalogClient, type CarrierOffer } from '@pod/catalog-client';

interface CarrierOffers {
  /** Every carrier the catalog knows, id → name. */
  carriers: Map<string, string>;
  /** product type id → its carriers. */
  byProductType: Map<string, CarrierOffer[]>;
}

/** What the assign-carrier action asks the catalog (its client's `productTypeCarriers`). */
export type FindCarrierOffers = (productTypeIds: string[]) => Promise<CarrierOffers>;

export function catalogCarrierOffers(options: { catalogUrl: string; internalSecret: string }): FindCarrierOffers {
  const catalog = createCatalogClient({ baseUrl: options.catalogUrl, secret: options.internalSecret });
  return async (productTypeIds) => {
    const body = await catalog.productTypeCarriers(productTypeIds);
    return {
      carriers: new Map(body.carriers.map((carrier) => [carrier.id, carrier.name])),
      byProductType: new Map(body.product_types.map((type) => [type.id, type.carriers])),
    };
  };
}
