import { writePsdBuffer, type Layer, type Psd } from 'ag-psd';
import '../psd/ag-psd-node';

/** An RGBA block of one colour (ag-psd writes layers from ImageData-like pixel data). */
export function solidPixels(width: number, height: number, rgba: [number, number, number, number]): ImageData {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set(rgba, i);
  return { width, height, data, colorSpace: 'srgb' } as ImageData;
}

/** A pixel layer at (left, top). */
export function pixelLayer(name: string, left: number, top: number, width: number, height: number, rgba: [number, number, number, number], extra: Partial<Layer> = {}): Layer {
  return { name, left, top, right: left + width, bottom: top + height, imageData: solidPixels(width, height, rgba), ...extra };
}

/** A point text layer whose baseline origin is (x, y). */
export function textLayer(name: string, text: string, x: number, y: number, style: { font: string; size: number; color: [number, number, number]; align?: 'left' | 'center' | 'right' }): Layer {
  return {
    name,
    text: {
      text,
      transform: [1, 0, 0, 1, x, y],
      style: { font: { name: style.font }, fontSize: style.size, fillColor: { r: style.color[0], g: style.color[1], b: style.color[2] } },
      paragraphStyle: { justification: style.align ?? 'left' },
    },
  };
}

/**
 * A small PSD written with ag-psd (the same library that reads it): tests and the bench build
 * their fixtures with it instead of committing binary files.
 */
export function writeFixturePsd(width: number, height: number, children: Layer[]): Buffer {
  const psd: Psd = { width, height, channels: 3, bitsPerChannel: 8, colorMode: 3, children };
  return writePsdBuffer(psd, { generateThumbnail: false, noBackground: true });
}
