import express, { type Express, type Request, type Response } from 'express';
import { isPodError, verifyUserContext, type Logger } from '@pod/service-kit';
import type { ObjectStorage } from '../storage/object-storage';
import { FILE_MESSAGES, type FileService } from '../files/file.service';
import { canonicalMime } from '@pod/render';
import { FONT_FORMAT_MESSAGE, readFontFacts } from './font-facts';
import { routeAnswer } from '@pod/service-kit/internal-client';
import { MEDIA_ROUTES } from '@pod/media-client';

/** Refusals of createFile that mean "these bytes are not a .ttf": the user reads the font message instead. */
const NOT_A_FONT = new Set<string>([FILE_MESSAGES.typeNotAllowed, FILE_MESSAGES.typeMismatch, FILE_MESSAGES.contentMismatch]);

const MAX_FIELD = 500;

function stringField(value: unknown, max = MAX_FIELD): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
}

/**
 * POST /internal/fonts/register — for the artworks service's createFont (it owns fonts, media
 * owns files and their bytes). Signed with the acting user's context: registers the user's
 * upload like createFile does (their own key, size, type by its bytes), then reads the font's
 * own tables with fontkit. Answers `{ file: {id, key, file_name}, family, variant, postscriptName }`;
 * anything that is not one TrueType font answers 400 with spec 002's font message.
 */
export function mountFontFileRoutes(app: Express, deps: { files: FileService; storage: ObjectStorage; internalSecret: string; logger: Logger }): void {
  app.post(MEDIA_ROUTES.fontRegister.path, express.json({ limit: '8kb' }), async (req: Request, res: Response) => {
    const verified = verifyUserContext(req.headers, deps.internalSecret);
    if (!verified.ok || !verified.user) {
      res.status(401).json({ error: verified.ok ? 'a user is required' : verified.reason });
      return;
    }
    const body = (req.body ?? {}) as { file?: Record<string, unknown> };
    const key = stringField(body.file?.key);
    const fileName = stringField(body.file?.file_name, 255);
    const size = body.file?.file_size;
    const mime = body.file?.file_mime === undefined || body.file?.file_mime === null ? 'font/ttf' : stringField(body.file.file_mime, 100);
    const source = body.file?.source === undefined || body.file?.source === null ? 'aws' : stringField(body.file.source, 50);
    if (!key || !fileName || typeof size !== 'number' || !Number.isFinite(size) || size < 0 || !mime || !source) {
      res.status(400).json({ error: 'file needs key, file_name and file_size' });
      return;
    }
    // .ttf only (spec 002 §5): the name and the declared type first, the bytes below.
    if (!fileName.toLowerCase().endsWith('.ttf') || canonicalMime(mime) !== 'font/ttf') {
      res.status(400).json({ error: FONT_FORMAT_MESSAGE });
      return;
    }
    try {
      const file = await deps.files.createFile(verified.user, { key, file_name: fileName, file_size: size, file_mime: mime, source });
      if (file.user_id !== verified.user.id || canonicalMime(file.file_mime) !== 'font/ttf') {
        res.status(400).json({ error: FONT_FORMAT_MESSAGE });
        return;
      }
      const facts = readFontFacts(await deps.storage.read(file.key));
      if (!facts) {
        res.status(400).json({ error: FONT_FORMAT_MESSAGE });
        return;
      }
      res.json(routeAnswer(MEDIA_ROUTES.fontRegister, { file: { id: file.id, key: file.key, file_name: file.file_name }, ...facts }));
    } catch (error) {
      if (isPodError(error)) {
        const status = error.extensions.code === 'FORBIDDEN' ? 403 : 400;
        res.status(status).json({ error: NOT_A_FONT.has(error.message) ? FONT_FORMAT_MESSAGE : error.message });
        return;
      }
      deps.logger.error({ err: error, key }, 'font registration failed');
      res.status(500).json({ error: 'The font could not be registered' });
    }
  });
}
