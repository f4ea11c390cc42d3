import { readPsd } from 'ag-psd';
import sharp from 'sharp';
import { checkDeclaredSize, psdDeclaredSize, sharpInput, type PixelBound } from '../bounds/pixel-bound';
// Plain RGBA arrays are enough for the composite (see ag-psd-node.ts).
import './ag-psd-node';

export interface PsdPreview {
  width: number;
  height: number;
  png: Buffer;
}

/**
 * The flattened picture of a PSD as a PNG. ag-psd reads the composite image Photoshop stores
 * next to the layers ("maximize compatibility"); layer pixels and the thumbnail are skipped,
 * since a mockup preview only needs what the designer saw. `useImageData` keeps ag-psd off
 * any canvas implementation, and sharp encodes the raw RGBA. The header's size is checked
 * against the pixel bound first: ag-psd allocates the whole composite before reading it.
 */
export async function psdPreview(bytes: Buffer, bound: PixelBound): Promise<PsdPreview> {
  const declared = psdDeclaredSize(bytes);
  if (!declared) throw new Error('The file is not a PSD');
  checkDeclaredSize(declared.width, declared.height, bound, 'The PSD');
  const psd = readPsd(bytes, { useImageData: true, skipLayerImageData: true, skipThumbnail: true });
  const image = psd.imageData;
  if (!image || !image.width || !image.height) throw new Error('The PSD has no composite image; save it with "Maximize compatibility"');
  const raw = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const png = await sharp(raw, { ...sharpInput(bound), raw: { width: image.width, height: image.height, channels: 4 } }).png().toBuffer();
  return { width: image.width, height: image.height, png };
}
