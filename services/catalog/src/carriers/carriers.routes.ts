import express, { type Express, type Request, type Response } from 'express';
import { verifyUserContext } from '@pod/service-kit';
import type { CarriersService } from './carriers.service';

/** The orders on one bulk action at most (orders' assignOrderCarrier bound). */
const MAX_TYPES = 200;

/**
 * `POST /internal/product-types/carriers` `{ ids }` → `{ carriers: [{ id, name }], product_types:
 * [{ id, carriers: [{ carrier_id, name, price, default }] }] }`: orders checks an assigned
 * carrier against each order's product type here. Signed like every internal call.
 */
export function mountCarrierRoutes(app: Express, deps: { carriers: CarriersService; internalSecret: string }): void {
  app.post('/internal/product-types/carriers', express.json({ limit: '64kb' }), async (req: Request, res: Response) => {
    const verified = verifyUserContext(req.headers, deps.internalSecret);
    if (!verified.ok) {
      res.status(401).json({ error: verified.reason });
      return;
    }
    const ids = (req.body ?? {}).ids as unknown;
    if (!Array.isArray(ids) || ids.length > MAX_TYPES || ids.some((id) => typeof id !== 'string')) {
      res.status(400).json({ error: `ids: at most ${MAX_TYPES} product type ids` });
      return;
    }
    const offers = await deps.carriers.offersOf(ids as string[]);
    res.json({
      carriers: await deps.carriers.list(),
      product_types: (ids as string[]).map((id, index) => ({
        id,
        carriers: offers[index]!.map((offer) => ({ carrier_id: offer.carrier.id, name: offer.carrier.name, price: offer.price, default: offer.default })),
      })),
    });
  });
}
