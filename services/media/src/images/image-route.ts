import type { Express, Request, Response } from 'express';
import sharp from 'sharp';
import type { Logger } from '@pod/service-kit';
import type { ObjectStorage } from '../storage/object-storage';
import { isSafeKey } from '../files/file.service';
import { resizePlan, type ResizePlan } from './image-sizes';

/** Resized copies are kept in the bucket beside the originals, under this prefix. */
export const IMAGE_CACHE_PREFIX = 'cache/img';

const OUTPUT_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };

export function cachedImageKey(size: string, key: string): string {
  return `${IMAGE_CACHE_PREFIX}/${size}/${key}`;
}

/**
 * GET /media/img/:size/*key — an image from the bucket, resized on first request and cached
 * back in storage. Keys are unguessable upload paths, so the route needs no session (img tags
 * cannot send a bearer token).
 */
export function mountImageRoute(app: Express, storage: ObjectStorage, logger: Logger): void {
  app.get('/media/img/:size/*key', async (req: Request, res: Response) => {
    const size = String(req.params.size);
    const keyParam = (req.params as Record<string, unknown>).key;
    const key = Array.isArray(keyParam) ? keyParam.join('/') : String(keyParam ?? '');
    const plan = resizePlan(size);
    if (!plan) {
      res.status(400).json({ error: `Unknown image size ${size}` });
      return;
    }
    if (!isSafeKey(key)) {
      res.status(400).json({ error: 'Invalid image key' });
      return;
    }
    try {
      const original = await storage.stat(key);
      if (!original) {
        res.status(404).json({ error: 'Image not found' });
        return;
      }
      if (!plan.width && !plan.height) {
        send(res, await storage.read(key), original.contentType ?? 'application/octet-stream');
        return;
      }
      const cacheKey = cachedImageKey(size, key);
      const cached = await storage.stat(cacheKey);
      if (cached) {
        send(res, await storage.read(cacheKey), cached.contentType ?? 'application/octet-stream');
        return;
      }
      const resized = await resize(await storage.read(key), plan);
      if (!resized) {
        res.status(415).json({ error: 'Not an image' });
        return;
      }
      await storage.write(cacheKey, resized.body, resized.contentType);
      send(res, resized.body, resized.contentType);
    } catch (err) {
      logger.error({ err, key, size }, 'image route failed');
      if (!res.headersSent) res.status(500).json({ error: 'Image could not be served' });
    }
  });
}

async function resize(input: Buffer, plan: ResizePlan): Promise<{ body: Buffer; contentType: string } | null> {
  let image: sharp.Sharp;
  let format: string | undefined;
  try {
    image = sharp(input, { animated: false });
    format = (await image.metadata()).format;
  } catch {
    return null;
  }
  // Formats browsers cannot show (tiff, psd previews, svg) come out as png.
  const output = format && OUTPUT_TYPES[format] ? format : 'png';
  const body = await image
    .rotate()
    .resize({ width: plan.width ?? undefined, height: plan.height ?? undefined, fit: 'inside', withoutEnlargement: true })
    .toFormat(output as keyof sharp.FormatEnum)
    .toBuffer();
  return { body, contentType: OUTPUT_TYPES[output] };
}

function send(res: Response, body: Buffer, contentType: string): void {
  res.setHeader('Content-Type', contentType);
  // Keys never change content (a new upload gets a new key), so browsers may keep them.
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.send(body);
}
