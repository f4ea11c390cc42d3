import type { Express, Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import { verifyUserContext, type Logger } from '@pod/service-kit';
import type { ObjectStorage } from '../storage/object-storage';
import type { FileService } from '../files/file.service';
import { type PixelBound } from '@pod/render';
import { NotConvertibleError, webImageFile } from './png-copy';
import { routeAnswer } from '@pod/service-kit/internal-client';
import { MEDIA_ROUTES } from '@pod/media-client';

/**
 * POST /internal/files/:id/web-image — the artworks service's cliparts: the File to show for an
 * uploaded image (itself for jpeg/png, a PNG copy for TIFF). Signed with the internal secret like
 * every /internal route; the gateway does not proxy /internal.
 */
export function mountPngCopyRoute(
  app: Express,
  deps: { db: DataSource; files: FileService; storage: ObjectStorage; internalSecret: string; logger: Logger; pixelBound: PixelBound },
): void {
  app.post(MEDIA_ROUTES.webImage.path, async (req: Request, res: Response) => {
    const verified = verifyUserContext(req.headers, deps.internalSecret);
    if (!verified.ok) {
      res.status(401).json({ error: verified.reason });
      return;
    }
    const id = String(req.params.id);
    const file = (await deps.files.byIds([id])).get(id);
    if (!file) {
      res.status(404).json({ error: 'File not found' });
      return;
    }
    try {
      const web = await webImageFile(deps.db, deps.storage, file, deps.pixelBound);
      res.json(routeAnswer(MEDIA_ROUTES.webImage, { id: web.id, key: web.key, file_name: web.file_name, file_mime: web.file_mime, file_size: web.file_size, user_id: web.user_id }));
    } catch (error) {
      if (error instanceof NotConvertibleError) {
        res.status(422).json({ error: error.message });
        return;
      }
      deps.logger.error({ err: error, fileId: id }, 'web image copy failed');
      res.status(500).json({ error: 'The image could not be converted' });
    }
  });
}
