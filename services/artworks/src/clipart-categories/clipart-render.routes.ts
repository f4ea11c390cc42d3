import express, { type Express, type Request, type Response } from 'express';
import type { DataSource } from 'typeorm';
import { verifyUserContext } from '@pod/service-kit';
import { renderClipartCategories } from './clipart-render';
import { parseRouteInput, routeAnswer } from '@pod/service-kit/internal-client';
import { ARTWORKS_ROUTES, MAX_RENDER_CATEGORY_IDS } from '@pod/artworks-client';

/**
 * Media's view of the clipart categories a render uses (ARCHITECTURE §2: it never reads these
 * tables), signed like every internal call; the gateway does not proxy /internal.
 * `POST /internal/clipart-categories/for-render {artworkId, ids}` →
 * `{ categories: [{ id, title, displaySettings?, cliparts: [{ id, title, file: { id, key, file_name } }] }] }`:
 * the artwork owner's categories among the ids (see renderClipartCategories); 404 for an
 * artwork that does not exist, 400 for a malformed body.
 */
export function mountClipartRenderRoutes(app: Express, deps: { db: DataSource; internalSecret: string }): void {
  app.post(ARTWORKS_ROUTES.clipartCategoriesForRender.path, express.json({ limit: '64kb' }), async (req: Request, res: Response) => {
    const verified = verifyUserContext(req.headers, deps.internalSecret);
    if (!verified.ok) {
      res.status(401).json({ error: verified.reason });
      return;
    }
    const parsed = parseRouteInput(ARTWORKS_ROUTES.clipartCategoriesForRender, req.body ?? {}, `artworkId must be a string and ids a list of at most ${MAX_RENDER_CATEGORY_IDS} strings`);
    if (!parsed.ok) {
      res.status(400).json({ error: parsed.message });
      return;
    }
    const body = parsed.input;
    const categories = await renderClipartCategories(deps.db, body.artworkId, body.ids);
    if (!categories) {
      res.status(404).json({ error: `artwork ${body.artworkId} not found` });
      return;
    }
    res.json(routeAnswer(ARTWORKS_ROUTES.clipartCategoriesForRender, { categories }));
  });
}
