import express, { type Express, type Request, type Response } from 'express';
import type { DataSource } from 'typeorm';
import { verifyUserContext } from '@pod/service-kit';
import type { StoreLineRef } from '@pod/contracts';
import { matchStoreLines } from './store-line-match';
import { routeAnswer } from '@pod/service-kit/internal-client';
import { CATALOG_ROUTES, MAX_STORE_LINES as MAX_LINES } from '@pod/catalog-client';


/**
 * `POST /internal/store-lines/match` `{ siteId, lines: [{ store_product_id, store_variant_id, sku }] }`
 * → `{ lines: [{ matched } | { error }] }` in the order given: orders' intake matches store line
 * items to our products here. Signed like every internal call (the gateway does not proxy /internal).
 */
export function mountStoreLineRoutes(app: Express, deps: { db: DataSource; internalSecret: string }): void {
  app.post(CATALOG_ROUTES.storeLinesMatch.path, express.json({ limit: '256kb' }), async (req: Request, res: Response) => {
    const verified = verifyUserContext(req.headers, deps.internalSecret);
    if (!verified.ok) {
      res.status(401).json({ error: verified.reason });
      return;
    }
    const body = (req.body ?? {}) as { siteId?: unknown; lines?: unknown };
    if (typeof body.siteId !== 'string' || !Array.isArray(body.lines) || body.lines.length > MAX_LINES) {
      res.status(400).json({ error: `siteId and at most ${MAX_LINES} lines are required` });
      return;
    }
    const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
    const lines: StoreLineRef[] = body.lines.map((line: Record<string, unknown>) => ({
      store_product_id: text(line?.store_product_id),
      store_variant_id: text(line?.store_variant_id),
      sku: text(line?.sku),
    }));
    res.json(routeAnswer(CATALOG_ROUTES.storeLinesMatch, { lines: await matchStoreLines(deps.db, body.siteId, lines) }));
  });
}
