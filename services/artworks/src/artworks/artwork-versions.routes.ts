import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { DataSource } from 'typeorm';
import { isUuid, verifyUserContext } from '@pod/service-kit';
import { currentVersions, versionDocument } from './artwork-versions';
import { routeAnswer } from '@pod/service-kit/internal-client';
import { ARTWORKS_ROUTES, MAX_ARTWORK_IDS as MAX_IDS } from '@pod/artworks-client';

/** More ids than one order has print areas; bounds one lookup. */

/**
 * The internal routes of pinned artwork versions (ARCHITECTURE §8), signed like every internal
 * call (the gateway does not proxy /internal):
 * - `POST /internal/artworks/current-versions` `{ ids }` → `{ artworks: [{ id, version }] }` for the live
 *   artworks among the ids: orders pins these at intake.
 * - `GET /internal/artworks/:id/versions/:version` → `{ id, version, document }`: media renders it.
 */
export function mountArtworkVersionRoutes(app: Express, deps: { db: DataSource; internalSecret: string }): void {
  const signed = (req: Request, res: Response, next: NextFunction) => {
    const verified = verifyUserContext(req.headers, deps.internalSecret);
    if (!verified.ok) {
      res.status(401).json({ error: verified.reason });
      return;
    }
    next();
  };

  app.post(ARTWORKS_ROUTES.currentVersions.path, signed, express.json({ limit: '64kb' }), async (req: Request, res: Response) => {
    const body = (req.body ?? {}) as { ids?: unknown };
    if (!Array.isArray(body.ids)) {
      res.status(400).json({ error: 'ids must be an array of artwork ids' });
      return;
    }
    const ids = [...new Set(body.ids.filter((id): id is string => typeof id === 'string' && isUuid(id)))];
    if (ids.length > MAX_IDS) {
      res.status(400).json({ error: `at most ${MAX_IDS} ids` });
      return;
    }
    res.json(routeAnswer(ARTWORKS_ROUTES.currentVersions, { artworks: await currentVersions(deps.db, ids) }));
  });

  app.get(ARTWORKS_ROUTES.version.path, signed, async (req: Request, res: Response) => {
    const id = String(req.params.id);
    const version = Number(req.params.version);
    const document = isUuid(id) && Number.isInteger(version) && version >= 1 ? await versionDocument(deps.db, id, version) : null;
    if (!document) {
      res.status(404).json({ error: `artwork ${id} has no version ${req.params.version}` });
      return;
    }
    res.json(routeAnswer(ARTWORKS_ROUTES.version, { id, version, document }));
  });
}
