import express, { type Express, type Request, type Response } from 'express';
import { verifyUserContext, type Logger } from '@pod/service-kit';
import { DOWNLOAD_URL_TTL_SECONDS, type ObjectStorage } from '../storage/object-storage';
import type { FileService } from '../files/file.service';
import type { FileRow } from '../files/file.entity';
import { imageInfo, ImageTooLargeError, NotAnImageError, type PixelBound } from '@pod/render';
import { routeAnswer } from '@pod/service-kit/internal-client';
import { MEDIA_ROUTES } from '@pod/media-client';

export const MAX_KEYS_PER_LOOKUP = 200;

/** Longest download name accepted (the caller's, e.g. an order name and a print area). */
const MAX_DOWNLOAD_NAME = 200;

/** What other services learn of a registered file. */
function fileRecord(file: FileRow) {
  return { id: file.id, key: file.key, file_name: file.file_name, file_mime: file.file_mime, file_size: file.file_size, user_id: file.user_id };
}

/**
 * POST /internal/files/by-keys (registered files by storage key, for callers that keep keys),
 * GET /internal/files/:id and /internal/files/:id/image-info — for other services (the artworks service's mockups):
 * the registered file, its owner, pixel size and a preview key (PSD → PNG) — and
 * POST /internal/files/:id/download-url, a short-lived presigned download for a caller that has
 * already decided who may have it (orders checks the order's reader first). Signed with the
 * internal secret like every /internal route; the gateway does not proxy /internal.
 */
export function mountImageInfoRoute(
  app: Express,
  deps: { files: FileService; storage: ObjectStorage; internalSecret: string; logger: Logger; pixelBound: PixelBound },
): void {
  /** The signed-in check and the file lookup both routes start with; null when already answered. */
  const findFile = async (req: Request, res: Response): Promise<FileRow | null> => {
    const verified = verifyUserContext(req.headers, deps.internalSecret);
    if (!verified.ok) {
      res.status(401).json({ error: verified.reason });
      return null;
    }
    const id = String(req.params.id);
    const file = (await deps.files.byIds([id])).get(id);
    if (!file) res.status(404).json({ error: 'File not found' });
    return file ?? null;
  };

  // The record alone (cheap): callers check type and owner before asking for pixels.
  app.get(MEDIA_ROUTES.file.path, async (req: Request, res: Response) => {
    const file = await findFile(req, res);
    if (file) res.json(routeAnswer(MEDIA_ROUTES.file, fileRecord(file)));
  });

  // Many keys at once (a product's images): the registered ones come back, unknown keys do not.
  app.post(MEDIA_ROUTES.filesByKeys.path, express.json({ limit: '256kb' }), async (req: Request, res: Response) => {
    const verified = verifyUserContext(req.headers, deps.internalSecret);
    if (!verified.ok) {
      res.status(401).json({ error: verified.reason });
      return;
    }
    const keys: unknown = req.body?.keys;
    if (!Array.isArray(keys) || keys.length > MAX_KEYS_PER_LOOKUP || !keys.every((k) => typeof k === 'string')) {
      res.status(400).json({ error: `keys must be a list of at most ${MAX_KEYS_PER_LOOKUP} strings` });
      return;
    }
    const files = await deps.files.byKeys(keys as string[]);
    res.json(routeAnswer(MEDIA_ROUTES.filesByKeys, { files: files.map(fileRecord) }));
  });

  // The caller (a service) has checked the reader's access; media only signs, for a registered file.
  app.post(MEDIA_ROUTES.downloadUrl.path, express.json({ limit: '4kb' }), async (req: Request, res: Response) => {
    const name: unknown = req.body?.file_name;
    if (typeof name !== 'string' || !name.trim() || name.length > MAX_DOWNLOAD_NAME) {
      res.status(400).json({ error: `file_name must be 1 to ${MAX_DOWNLOAD_NAME} characters` });
      return;
    }
    const file = await findFile(req, res);
    if (!file) return;
    const expiresAt = new Date(Date.now() + DOWNLOAD_URL_TTL_SECONDS * 1000);
    const url = await deps.storage.presignDownload(file.key, name.trim(), DOWNLOAD_URL_TTL_SECONDS);
    res.json(routeAnswer(MEDIA_ROUTES.downloadUrl, { url, expires_at: expiresAt.toISOString() }));
  });

  app.get(MEDIA_ROUTES.imageInfo.path, async (req: Request, res: Response) => {
    const file = await findFile(req, res);
    if (!file) return;
    const id = file.id;
    try {
      res.json(routeAnswer(MEDIA_ROUTES.imageInfo, await imageInfo(deps.storage, file, deps.pixelBound)));
    } catch (error) {
      if (error instanceof NotAnImageError || error instanceof ImageTooLargeError) {
        res.status(422).json({ error: error.message });
        return;
      }
      deps.logger.error({ err: error, fileId: id }, 'image info failed');
      res.status(500).json({ error: 'Image information could not be read' });
    }
  });
}
