import type { Express, Request, Response } from 'express';
import { In, IsNull, type DataSource } from 'typeorm';
import { isUuid, verifyUserContext } from '@pod/service-kit';
import { ArtworkEntity } from './artwork.entity';
import { routeAnswer } from '@pod/service-kit/internal-client';
import { ARTWORKS_ROUTES, MAX_ARTWORK_IDS as MAX_IDS } from '@pod/artworks-client';

/** More ids than any product has print areas; bounds one lookup. */

/**
 * `GET /internal/artworks/owners?ids=a,b` → `{ artworks: [{ id, user_id }] }` for the live (not
 * deleted) artworks among the ids: the catalog checks that a product uses its seller's artworks.
 * Signed like every internal call; the gateway does not proxy /internal.
 */
export function mountArtworkOwnerRoutes(app: Express, deps: { db: DataSource; internalSecret: string }): void {
  app.get(ARTWORKS_ROUTES.owners.path, async (req: Request, res: Response) => {
    const verified = verifyUserContext(req.headers, deps.internalSecret);
    if (!verified.ok) {
      res.status(401).json({ error: verified.reason });
      return;
    }
    const ids = [...new Set(String(req.query.ids ?? '').split(',').filter(isUuid))];
    if (ids.length > MAX_IDS) {
      res.status(400).json({ error: `at most ${MAX_IDS} ids` });
      return;
    }
    const rows = ids.length ? await deps.db.getRepository(ArtworkEntity).find({ select: { id: true, user_id: true }, where: { id: In(ids), deleted_at: IsNull() } }) : [];
    res.json(routeAnswer(ARTWORKS_ROUTES.owners, { artworks: rows.map((row) => ({ id: row.id, user_id: row.user_id })) }));
  });
}
