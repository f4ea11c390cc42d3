import { Image } from '@napi-rs/canvas';
import sharp from 'sharp';
import type { SceneImage } from '@pod/artwork-scene';
import { checkDeclaredSize, DEFAULT_PIXEL_BOUND, ImageTooLargeError, SHARP_HEADER_ONLY, type PixelBound } from '../bounds/pixel-bound';
import { fetchBytes, type ByteSource } from '../library/fetch-bytes';

/** Default time-out for one image; a stuck storage request must not hold a worker. */
export const IMAGE_TIMEOUT_MS = 15_000;

/**
 * Load an image from object storage into an @napi-rs/canvas Image. Messages follow the
 * spec's wording ('Failed to load image at {url}') with the cause appended.
 */
export async function loadImage(url: string, source: ByteSource, timeoutMs = IMAGE_TIMEOUT_MS, bound: PixelBound = DEFAULT_PIXEL_BOUND): Promise<Image> {
  let bytes: Buffer;
  try {
    bytes = await fetchBytes(url, timeoutMs, 'image', source);
  } catch (error) {
    // Not ours at all: the message says so as it is ("Image <url> is not in the media library").
    if ((error as Error).message.endsWith('is not in the media library')) throw error;
    throw new Error(`Failed to load image at ${url}: ${(error as Error).message.replace(`image ${url} `, '')}`);
  }
  await checkImageHeader(bytes, url, bound);
  const image = new Image();
  await new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = (error: Error) => reject(new Error(`Failed to load image at ${url}: not a readable image (${error.message})`));
    image.src = bytes;
  });
  return image;
}

/**
 * Skia decodes the whole picture when the Image gets its bytes: its header's size is checked
 * against the pixel bound first (sharp reads the header only). Bytes sharp does not know are left
 * to Skia's own error.
 */
async function checkImageHeader(bytes: Buffer, url: string, bound: PixelBound): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, SHARP_HEADER_ONLY).metadata());
  } catch {
    return;
  }
  try {
    checkDeclaredSize(width ?? 0, height ?? 0, bound);
  } catch (error) {
    if (error instanceof ImageTooLargeError) throw new Error(`Failed to load image at ${url}: ${error.message}`);
    throw error;
  }
}

/** The same, typed as what the scene builder takes: Konva draws @napi-rs/canvas images natively. */
export const loadSceneImage = (url: string, source: ByteSource, timeoutMs = IMAGE_TIMEOUT_MS, bound: PixelBound = DEFAULT_PIXEL_BOUND): Promise<SceneImage> =>
  loadImage(url, source, timeoutMs, bound) as unknown as Promise<SceneImage>;
