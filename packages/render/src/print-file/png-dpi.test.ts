import { createCanvas } from '@napi-rs/canvas';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { readPngDpi, withPngDpi } from './png-dpi';

describe('withPngDpi', () => {
  it('writes one pHYs chunk that readers accept, replacing an existing one', async () => {
    const png = await createCanvas(3, 2).encode('png');
    const once = withPngDpi(png, 300);
    const twice = withPngDpi(once, 150);
    expect(readPngDpi(once)).toBe(300);
    expect(readPngDpi(twice)).toBe(150);
    expect(twice.toString('latin1').split('pHYs').length - 1).toBe(1);
    expect(PNG.sync.read(twice).width).toBe(3); // CRCs are checked by pngjs
  });
  it('refuses non-PNG input', () => {
    expect(() => withPngDpi(Buffer.from('nope'), 300)).toThrow('not a PNG file');
  });
});
