import express, { type Express, type Request, type Response } from 'express';
import { verifyUserContext } from '@pod/service-kit';
import type { FontService } from './font.service';

/** Bounds of one lookup (media's FontLibrary asks in batches of this size). */
export const MAX_FONT_IDS = 200;
const MAX_NAMES = 500;
const MAX_NAME_LENGTH = 255;

function strings(value: unknown, max: number): string[] | null {
  return Array.isArray(value) && value.length <= max && value.every((v) => typeof v === 'string' && v.length <= MAX_NAME_LENGTH) ? (value as string[]) : null;
}

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

  app.post('/internal/fonts/by-ids', json, async (req: Request, res: Response) => {
    if (!signed(req, res)) return;
    const ids = strings(req.body?.ids, MAX_FONT_IDS);
    if (!ids) {
      res.status(400).json({ error: `ids must be a list of at most ${MAX_FONT_IDS} strings` });
      return;
    }
    res.json({ fonts: await deps.fonts.renderFonts(ids) });
  });

  app.post('/internal/fonts/match', json, async (req: Request, res: Response) => {
    if (!signed(req, res)) return;
    const names = strings(req.body?.names, MAX_NAMES);
    const userId: unknown = req.body?.userId ?? null;
    if (!names || (userId !== null && typeof userId !== 'string')) {
      res.status(400).json({ error: `names must be a list of at most ${MAX_NAMES} strings, userId a string or null` });
      return;
    }
    res.json({ matches: await deps.fonts.match(userId as string | null, names) });
  });
}
