import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DEMO_MEDIA, DEMO_MOCKUP_PRINT_AREAS, type DemoProductShape } from '@pod/contracts';
import { renderDemoPicture } from './demo-pictures';

/** RGBA at a point of the 1000 × 1000 view box. */
async function pixelAt(png: Buffer, size: number, x: number, y: number): Promise<number[]> {
  const { data } = await sharp(png).ensureAlpha().extract({ left: Math.round((x * size) / 1000), top: Math.round((y * size) / 1000), width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return [...data];
}

describe('the demo mockup photos', () => {
  it.each(['tee', 'mug', 'poster'] as DemoProductShape[])('%s: the body under the print area lets the background through, the backdrop does not', async (shape) => {
    const file = DEMO_MEDIA[shape].mockup;
    const png = await renderDemoPicture(file);
    expect(await sharp(png).metadata()).toMatchObject({ width: file.width, height: file.height, hasAlpha: true });
    const { x, y, w, h } = DEMO_MOCKUP_PRINT_AREAS[shape][0]!.box;
    // Inside the print area: shading only (mostly transparent).
    expect((await pixelAt(png, file.width, x + w / 2, y + h / 2))[3]).toBeLessThan(100);
    // The studio backdrop in a corner: opaque.
    expect((await pixelAt(png, file.width, 20, 20))[3]).toBe(255);
  });

  it('shades the tee’s folds darker than its flat middle', async () => {
    const file = DEMO_MEDIA.tee.mockup;
    const png = await renderDemoPicture(file);
    // A fold is dark and more opaque; the open chest is nearly clear.
    const fold = await pixelAt(png, file.width, 702, 560);
    const chest = await pixelAt(png, file.width, 500, 330);
    expect(fold[3]!).toBeGreaterThan(chest[3]! + 20);
  });
});
