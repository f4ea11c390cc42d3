import { createHash } from 'node:crypto';
import type { Canvas } from '@napi-rs/canvas';

/**
 * Decoded inputs kept by this thread between renders. A product's mockups are rendered once per
 * variant: the same photo 20 times and the same 4500 × 5400 artwork 200 times, and decoding them
 * is most of a render's work (a print-size PNG takes longer to decode than the whole mockup takes
 * to compose and encode). Entries are keyed by the bytes' SHA-1 and the size they were decoded
 * at, so a changed artwork is simply another entry; the least recently used go first once the
 * decoded pixels pass the budget.
 */
const BUDGET_PIXELS = 24_000_000; // ≈ 96 MB of RGBA per thread

interface Entry {
  canvas: Canvas;
  pixels: number;
  /** The photo's luminance at this size, once a shaded print area asked for it. */
  luminance?: Uint8Array;
}

const entries = new Map<string, Entry>();
let pixels = 0;

export function cacheKey(bytes: Uint8Array, width: number, height: number): string {
  return `${createHash('sha1').update(bytes).digest('base64')}:${width}x${height}`;
}

export function cached(key: string): Entry | undefined {
  const entry = entries.get(key);
  if (entry) {
    // Most recently used last: Map keeps insertion order.
    entries.delete(key);
    entries.set(key, entry);
  }
  return entry;
}

export function remember(key: string, canvas: Canvas): Entry {
  const entry: Entry = { canvas, pixels: canvas.width * canvas.height };
  if (entry.pixels > BUDGET_PIXELS) return entry;
  entries.set(key, entry);
  pixels += entry.pixels;
  for (const [oldKey, old] of entries) {
    if (pixels <= BUDGET_PIXELS) break;
    entries.delete(oldKey);
    pixels -= old.pixels;
  }
  return entry;
}
