/**
 * The product photo's shading, per output pixel: its luminance (Rec. 601) composited over
 * white, 0…255. A transparent pixel reads as white, so it shades nothing: a photo whose
 * garment body is transparent (to let the variant colour through) shades a print only where
 * it carries its own folds and light.
 */
export function luminanceOverWhite(rgba: Uint8ClampedArray | Uint8Array): Uint8Array {
  const out = new Uint8Array(rgba.length / 4);
  for (let i = 0, p = 0; p < out.length; i += 4, p++) {
    const a = rgba[i + 3]! / 255;
    const lum = 0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!;
    out[p] = Math.round(255 - a * (255 - lum));
  }
  return out;
}

/**
 * Multiply a print's pixels (a rectangle of the output, non-premultiplied RGBA) by the photo's
 * luminance under them, weighted by `shading` (0 = flat, 1 = the full luminance):
 * colour × (1 − shading × (1 − lum)). Alpha is kept, so only where the print is it darkens.
 */
export function shadeRect(
  pixels: Uint8ClampedArray,
  rect: { x: number; y: number; width: number; height: number },
  luminance: Uint8Array,
  outputWidth: number,
  shading: number,
): void {
  if (shading <= 0) return;
  const factor = new Float32Array(256);
  for (let l = 0; l < 256; l++) factor[l] = 1 - shading * (1 - l / 255);
  for (let row = 0; row < rect.height; row++) {
    let lumAt = (rect.y + row) * outputWidth + rect.x;
    let i = row * rect.width * 4;
    for (let col = 0; col < rect.width; col++, i += 4, lumAt++) {
      if (pixels[i + 3] === 0) continue;
      const f = factor[luminance[lumAt]!]!;
      pixels[i] = pixels[i]! * f;
      pixels[i + 1] = pixels[i + 1]! * f;
      pixels[i + 2] = pixels[i + 2]! * f;
    }
  }
}
