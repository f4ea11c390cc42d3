import express, { type Express, type Request, type Response } from 'express';
import { verifyUserContext } from '@pod/service-kit';
import type { FontService } from './font.service';
import { parseRouteInput, routeAnswer } from '@pod/service-kit/internal-client';
import { ARTWORKS_ROUTES, MAX_FONT_IDS, MAX_FONT_NAMES } from '@pod/artworks-client';


/**
 * Media's view of the fonts (ARCHITECTURE §2: it never reads these tables), signed like every
 * internal call; the gateway does not proxy /internal.
 * - `POST /internal/fonts/by-ids {ids}` → `{ fonts: [{ id, family, global, variants: [{ variant, file: { url: <storage key> } }] }] }`:
 *   the renderer draws '{fontId}-{variant}' with exactly the uploaded file; deleted families are
 *   included so designs that use them still render.
 * - `POST /internal/fonts/match {userId, names}` → `{ matches: { name: { ref, fontId, family, variant } | null } }`:
 *   PSD import matches a text layer's font (PostScript or family name) to a global font or one of the user's.
 */
export function mountFontRoutes(app: Express, deps: { fonts: FontService; internalSecret: string }): void {
  const json = express.json({ limit: '256kb' });
  const signed = (req: Request, res: Response): boolean => {
    const verified = verifyUserContext(req.headers, deps.internalSecret);
    if (!verified.ok) res.status(401).json({ error: verified.reason });
    return verified.ok;
  };

  app.post(ARTWORKS_ROUTES.fontsByIds.path, json, async (req: Request, res: Response) => {
    if (!signed(req, res)) return;
    const parsed = parseRouteInput(ARTWORKS_ROUTES.fontsByIds, req.body ?? {}, `ids must be a list of at most ${MAX_FONT_IDS} strings`);
    if (!parsed.ok) {
      res.status(400).json({ error: parsed.message });
      return;
    }
    res.json(routeAnswer(ARTWORKS_ROUTES.fontsByIds, { fonts: await deps.fonts.renderFonts(parsed.input.ids) }));
  });

  app.post(ARTWORKS_ROUTES.fontsMatch.path, json, async (req: Request, res: Response) => {
    if (!signed(req, res)) return;
    const parsed = parseRouteInput(ARTWORKS_ROUTES.fontsMatch, req.body ?? {}, `names must be a list of at most ${MAX_FONT_NAMES} strings, userId a string or null`);
    if (!parsed.ok) {
      res.status(400).json({ error: parsed.message });
      return;
    }
    res.json(routeAnswer(ARTWORKS_ROUTES.fontsMatch, { matches: await deps.fonts.match(parsed.input.userId ?? null, parsed.input.names) }));
  });
}
