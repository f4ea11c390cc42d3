import { createCanvas } from '@napi-rs/canvas';
import { initializeCanvas } from 'ag-psd';

// ag-psd allocates pixel buffers through a canvas API, which Node lacks: plain RGBA arrays are
// enough (`useImageData`), and @napi-rs/canvas serves anything that needs a real canvas.
// Imported for its effect by the parser and by the layer workers (each thread has its own ag-psd).
initializeCanvas(createCanvas as unknown as (w: number, h: number) => HTMLCanvasElement, (width, height) =>
  ({ width, height, data: new Uint8ClampedArray(width * height * 4), colorSpace: 'srgb' }) as ImageData);
