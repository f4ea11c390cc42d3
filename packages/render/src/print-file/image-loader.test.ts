import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PIXEL_BOUND } from '../bounds/pixel-bound';
import { pngDeclaringSize } from '../testing/bombs';
import { loadImage } from './image-loader';

let server: Server;
let baseUrl: string;
beforeAll(async () => {
  const bomb = await pngDeclaringSize(12_000, 12_000);
  const small = await pngDeclaringSize(1, 1);
  server = createServer((req, res) => res.end(req.url === '/images/bomb.png' ? bomb : small));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('loadImage for a render', () => {
  it("refuses a picture whose header declares more than the pixel bound, before Skia decodes it", async () => {
    const source = { kind: 'test-fixtures', baseUrl } as const;
    const url = `${baseUrl}/images/bomb.png`;
    await expect(loadImage(url, source, 5_000, DEFAULT_PIXEL_BOUND)).rejects.toThrow(
      `Failed to load image at ${url}: The image is too large (12000×12000 px; at most 20000 px a side and 100 megapixels)`,
    );
    const fine = await loadImage(`${baseUrl}/images/small.png`, source, 5_000, DEFAULT_PIXEL_BOUND);
    expect([fine.width, fine.height]).toEqual([1, 1]);
  });
});
