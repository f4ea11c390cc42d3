import { PNG } from 'pngjs';

/**
 * Reference images, generated (deterministically) rather than committed: a smooth "photo",
 * a hard-edged pattern (shows crop, pixelate and clipping errors), two cliparts with alpha
 * and a shopper upload.
 */
type Pixel = (x: number, y: number) => [number, number, number, number];

function png(width: number, height: number, pixel: Pixel): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b, a] = pixel(x, y);
      const i = (y * width + x) * 4;
      image.data[i] = r;
      image.data[i + 1] = g;
      image.data[i + 2] = b;
      image.data[i + 3] = a;
    }
  }
  return PNG.sync.write(image);
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

const photo: Pixel = (x, y) => {
  const sky = y < 330;
  const sun = Math.hypot(x - 560, y - 150) < 70;
  const hill = y > 330 + 60 * Math.sin(x / 90);
  if (sun) return [250, 215, 90, 255];
  if (hill && !sky) return [clamp(40 + y / 8), clamp(120 + 40 * Math.sin(x / 40)), 60, 255];
  return [clamp(90 + y / 4), clamp(150 + y / 6), 235, 255];
};

const pattern: Pixel = (x, y) => {
  const checker = (Math.floor(x / 40) + Math.floor(y / 40)) % 2 === 0;
  const stripe = Math.floor((x + y) / 25) % 3 === 0;
  if (stripe) return [230, 80, 60, 255];
  return checker ? [30, 40, 90, 255] : [245, 240, 225, 255];
};

const blob =
  (r: number, g: number, b: number, ears: boolean): Pixel =>
  (x, y) => {
    const head = Math.hypot(x - 150, y - 165) < 105;
    const ear = ears && (Math.hypot(x - 75, y - 70) < 45 || Math.hypot(x - 225, y - 70) < 45);
    const eye = Math.hypot(x - 115, y - 150) < 14 || Math.hypot(x - 185, y - 150) < 14;
    if (eye) return [20, 20, 20, 255];
    if (head || ear) return [r, g, b, 255];
    return [0, 0, 0, 0];
  };

const upload: Pixel = (x, y) => {
  const ring = Math.abs(Math.hypot(x - 320, y - 240) - 150) < 30;
  return ring ? [200, 40, 140, 255] : [clamp(240 - x / 6), clamp(230 - y / 5), 200, 255];
};

export const FIXTURE_IMAGES: Record<string, () => Buffer> = {
  'photo.png': () => png(800, 600, photo),
  'pattern.png': () => png(600, 600, pattern),
  'clipart-cat.png': () => png(300, 300, blob(240, 150, 40, true)),
  'clipart-dog.png': () => png(300, 300, blob(140, 90, 50, false)),
  'shopper-photo.png': () => png(640, 480, upload),
};
