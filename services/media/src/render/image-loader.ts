import { Image } from '@napi-rs/canvas';
import type { SceneImage } from '@pod/artwork-scene';
import { fetchBytes, type ByteSource } from './fetch-bytes';

/** Default time-out for one image; a stuck storage request must not hold a worker. */
export const IMAGE_TIMEOUT_MS = 15_000;

/**
 * Load an image from object storage into an @napi-rs/canvas Image. Messages follow the
 * spec's wording ('Failed to load image at {url}') with the cause appended.
 */
export async function loadImage(url: string, source: ByteSource, timeoutMs = IMAGE_TIMEOUT_MS): Promise<Image> {
  let bytes: Buffer;
  try {
    bytes = await fetchBytes(url, timeoutMs, 'image', source);
  } catch (error) {
    // Not ours at all: the message says so as it is ("Image <url> is not in the media library").
    if ((error as Error).message.endsWith('is not in the media library')) throw error;
    throw new Error(`Failed to load image at ${url}: ${(error as Error).message.replace(`image ${url} `, '')}`);
  }
  const image = new Image();
  await new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = (error: Error) => reject(new Error(`Failed to load image at ${url}: not a readable image (${error.message})`));
    image.src = bytes;
  });
  return image;
}

/** The same, typed as what the scene builder takes: Konva draws @napi-rs/canvas images natively. */
export const loadSceneImage = (url: string, source: ByteSource, timeoutMs = IMAGE_TIMEOUT_MS): Promise<SceneImage> =>
  loadImage(url, source, timeoutMs) as unknown as Promise<SceneImage>;
