import type { Express, Request, Response } from 'express';
import sharp from 'sharp';
import type { Logger } from '@pod/service-kit';
import type { ObjectStorage } from '../storage/object-storage';
import { checkDeclaredSize, ImageTooLargeError, isServableKey, SHARP_HEADER_ONLY, sharpInput, type PixelBound } from '@pod/render';
import { resizePlan, type ResizePlan } from './image-sizes';

/** Resized copies are kept in the bucket beside the originals, under this prefix. */
export const IMAGE_CACHE_PREFIX = 'cache/img';

const OUTPUT_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };

/**
 * Every answer of the route, image or not: browsers must not guess a type, and a document
 * opened from here (an SVG, a downloaded file) runs nothing and loads nothing.
 */
export const USER_FILE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const;

export function cachedImageKey(size: string, key: string): string {
  return `${IMAGE_CACHE_PREFIX}/${size}/${key}`;
}

/**
 * GET /media/img/:size/*key — an image from the bucket, resized on first request and cached
 * back in storage. Keys are unguessable upload paths, so the route needs no session (img tags
 * cannot send a bearer token). Only what sharp decodes is served as an image (its type taken
 * from the bytes, never from storage metadata); SVG and everything else are attachments.
 * An image whose header declares more than the pixel bound is refused (422) before decoding.
 */
export function mountImageRoute(app: Express, storage: ObjectStorage, logger: Logger, bound: PixelBound): void {
  app.get('/media/img/:size/*key', async (req: Request, res: Response) => {
    res.set(USER_FILE_HEADERS);
    const size = String(req.params.size);
    const keyParam = (req.params as Record<string, unknown>).key;
    const key = Array.isArray(keyParam) ? keyParam.join('/') : String(keyParam ?? '');
    const plan = resizePlan(size);
    if (!plan) {
      res.status(400).json({ error: `Unknown image size ${size}` });
      return;
    }
    if (!isServableKey(key)) {
      res.status(400).json({ error: 'Invalid image key' });
      return;
    }
    try {
      const original = await storage.stat(key);
      if (!original) {
        res.status(404).json({ error: 'Image not found' });
        return;
      }
      const cacheKey = cachedImageKey(size, key);
      const cached = await storage.stat(cacheKey);
      if (cached) {
        send(res, await storage.read(cacheKey), cached.contentType ?? 'application/octet-stream');
        return;
      }
      const body = await storage.read(key);
      const format = await imageFormat(body, bound);
      if (!plan.width && !plan.height && format !== null && (OUTPUT_TYPES[format] || format === 'svg')) {
        // The original as uploaded: decoded above, so its bytes are the image its type says.
        if (format === 'svg') sendAttachment(res, body, 'image/svg+xml', key);
        else send(res, body, OUTPUT_TYPES[format]);
        return;
      }
      const resized = format === null ? null : await resize(body, plan, bound);
      if (!resized) {
        if (!plan.width && !plan.height) sendAttachment(res, body, 'application/octet-stream', key);
        else res.status(415).json({ error: 'Not an image' });
        return;
      }
      await storage.write(cacheKey, resized.body, resized.contentType);
      send(res, resized.body, resized.contentType);
    } catch (err) {
      if (err instanceof ImageTooLargeError) {
        res.status(422).json({ error: err.message });
        return;
      }
      logger.error({ err, key, size }, 'image route failed');
      if (!res.headersSent) res.status(500).json({ error: 'Image could not be served' });
    }
  });
}

/**
 * The format sharp reads the bytes as (header only), or null when they are no image it knows;
 * ImageTooLargeError when the header declares more than the bound.
 */
async function imageFormat(input: Buffer, bound: PixelBound): Promise<string | null> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, SHARP_HEADER_ONLY).metadata();
  } catch {
    return null;
  }
  if (meta.width && meta.height) checkDeclaredSize(meta.width, meta.height, bound);
  return meta.format ?? null;
}

async function resize(input: Buffer, plan: ResizePlan, bound: PixelBound): Promise<{ body: Buffer; contentType: string } | null> {
  const image = sharp(input, sharpInput(bound));
  const { format } = await image.metadata();
  // Formats browsers cannot show (tiff, psd previews, svg) come out as png.
  const output = format && OUTPUT_TYPES[format] ? format : 'png';
  const rotated = image.rotate();
  const sized = plan.width || plan.height
    ? rotated.resize({ width: plan.width ?? undefined, height: plan.height ?? undefined, fit: 'inside', withoutEnlargement: true })
    : rotated;
  const body = await sized.toFormat(output as keyof sharp.FormatEnum).toBuffer();
  return { body, contentType: OUTPUT_TYPES[output] };
}

/** Not shown in the page's origin: the browser downloads it under the key's file name. */
function sendAttachment(res: Response, body: Buffer, contentType: string, key: string): void {
  res.attachment(key.split('/').pop() ?? 'file');
  send(res, body, contentType);
}

function send(res: Response, body: Buffer, contentType: string): void {
  res.setHeader('Content-Type', contentType);
  // Keys never change content (a new upload gets a new key), so browsers may keep them.
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.send(body);
}
