import express, { type Express, type Request, type Response } from 'express';
import { verifyUserContext } from '@pod/service-kit';
import type { CarriersService } from './carriers.service';
import { parseRouteInput, routeAnswer } from '@pod/service-kit/internal-client';
import { CATALOG_ROUTES, MAX_CARRIER_PRODUCT_TYPES } from '@pod/catalog-client';


/**
 * `POST /internal/product-types/carriers` `{ ids }` → `{ carriers: [{ id, name }], product_types:
 * [{ id, carriers: [{ carrier_id, name, price, default }] }] }`: orders checks an assigned
 * carrier against each order's product type here. Signed like every internal call.
 */
export function mountCarrierRoutes(app: Express, deps: { carriers: CarriersService; internalSecret: string }): void {
  app.post(CATALOG_ROUTES.productTypeCarriers.path, express.json({ limit: '64kb' }), async (req: Request, res: Response) => {
    const verified = verifyUserContext(req.headers, deps.internalSecret);
    if (!verified.ok) {
      res.status(401).json({ error: verified.reason });
      return;
    }
    const parsed = parseRouteInput(CATALOG_ROUTES.productTypeCarriers, req.body ?? {}, `ids: at most ${MAX_CARRIER_PRODUCT_TYPES} product type ids`);
    if (!parsed.ok) {
      res.status(400).json({ error: parsed.message });
      return;
    }
    const { ids } = parsed.input;
    const offers = await deps.carriers.offersOf(ids);
    res.json(routeAnswer(CATALOG_ROUTES.productTypeCarriers, {
      carriers: await deps.carriers.list(),
      product_types: ids.map((id, index) => ({
        id,
        carriers: offers[index]!.map((offer) => ({ carrier_id: offer.carrier.id, name: offer.carrier.name, price: offer.price, default: offer.default })),
      })),
    }));
  });
}
