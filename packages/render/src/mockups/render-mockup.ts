import { createCanvas, DOMMatrix, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { MOCKUP_LIMITS, type MockupLayer, type MockupPrintareaLayer } from '@pod/artwork-scene';
import { MAX_IMAGE_SIDE, type PixelBound } from '../bounds/pixel-bound';
import { encodePng } from '../print-file/encode-png';
import { decodeStretched } from './decode';
import { luminanceOverWhite, shadeRect } from './shading';
import { drawText, mockupFontFamily } from './text';

export interface RenderMockupInput {
  /** The mockup's pixel size (its photo's size; layers are placed in these pixels). */
  width: number;
  height: number;
  /** The mockup's layers (@pod/artwork-scene's mockup model), drawn in order over the photo. */
  layers: MockupLayer[];
  /** The mockup photo (png/jpg; for a psd its PNG preview), stretched to width × height. */
  photo: Uint8Array;
  /** CSS colour behind the photo (the variant's colour or the mockup's defaultBgColor); null: transparent. */
  background: string | null;
  /** Print area id → PNG of the product's artwork at that print area's size. A print area without one draws nothing. */
  artworks: Record<string, Uint8Array>;
  /** The bytes of an Image layer's file, by its key. */
  loadImage(key: string): Promise<Uint8Array>;
  /** The longer side of the output at most this (default and cap MOCKUP_LIMITS.maxRenderSide, Printful's 2000). */
  maxSide?: number;
  /** TTF bytes of uploaded fonts Text layers use, by font selection (`{fontId}-{variant}`); 'Arial' is built in. */
  fonts?: Record<string, Uint8Array>;
  /** Inputs whose headers declare more pixels are refused before they are decoded. */
  pixelBound?: PixelBound;
}

export interface RenderedMockup {
  png: Buffer;
  width: number;
  height: number;
}

/** What one layer is drawn with: the output context's matrix at the layer's parent. */
interface DrawState {
  ctx: SKRSContext2D;
  /** Output pixels per mockup pixel (≤ 1). */
  scale: number;
  outputWidth: number;
  outputHeight: number;
  input: RenderMockupInput;
  /** The photo's luminance per output pixel, computed when the first shaded print area needs it. */
  luminance: () => Uint8Array;
  /** A transparent output-sized canvas a print area is composed on before it is shaded and drawn. */
  scratch: () => Canvas;
}

function checkInput(input: RenderMockupInput): number {
  const side = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_IMAGE_SIDE;
  if (!side(input.width) || !side(input.height)) throw new Error(`mockup: width and height must be whole pixels between 1 and ${MAX_IMAGE_SIDE}`);
  const maxSide = input.maxSide ?? MOCKUP_LIMITS.maxRenderSide;
  if (!Number.isInteger(maxSide) || maxSide < 1 || maxSide > MOCKUP_LIMITS.maxRenderSide) {
    throw new Error(`mockup: maxSide must be a whole number between 1 and ${MOCKUP_LIMITS.maxRenderSide}`);
  }
  return maxSide;
}

/**
 * Render one mockup image: the background colour, the photo, then the layers in order (hidden
 * ones and everything in a hidden group skipped; a group moves and rotates its children; Text,
 * Image and Printarea layers). A Printarea draws its print area's artwork stretched to the layer's
 * box and rotated with it, clipped to its clipping mask when enabled, and multiplied by the
 * photo's luminance under it by `shading` so the print takes the product's folds and light.
 * The output is scaled so its longer side is at most `maxSide` (never up), encoded as PNG.
 *
 * Runs in the calling thread (it loads @napi-rs/canvas); services render through the pool's
 * `renderMockup` instead. Rejects with a readable line naming the layer that failed.
 */
export async function renderMockupInThread(input: RenderMockupInput): Promise<RenderedMockup> {
  const maxSide = checkInput(input);
  const scale = Math.min(1, maxSide / Math.max(input.width, input.height));
  const outputWidth = Math.max(1, Math.round(input.width * scale));
  const outputHeight = Math.max(1, Math.round(input.height * scale));
  const canvas = createCanvas(outputWidth, outputHeight);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';

  if (input.background !== null) {
    ctx.fillStyle = cssColour(ctx, input.background);
    ctx.fillRect(0, 0, outputWidth, outputHeight);
  }
  const photo = await decodeStretched(input.photo, 'The mockup photo', outputWidth, outputHeight, input.pixelBound);
  ctx.drawImage(photo, 0, 0);

  let luminance: Uint8Array | undefined;
  let scratch: Canvas | undefined;
  const state: DrawState = {
    ctx,
    scale,
    outputWidth,
    outputHeight,
    input,
    luminance: () => (luminance ??= luminanceOverWhite(photo.getContext('2d').getImageData(0, 0, outputWidth, outputHeight).data)),
    scratch: () => (scratch ??= createCanvas(outputWidth, outputHeight)),
  };
  await drawLayers(state, input.layers, new DOMMatrix().scale(scale, scale));
  return { png: await encodePng(canvas, 72), width: outputWidth, height: outputHeight };
}

/** A layer's own matrix: Konva's, translated to (x, y) and rotated about that point. */
function layerMatrix(parent: DOMMatrix, layer: MockupLayer): DOMMatrix {
  return parent.translate(layer.x, layer.y).rotate(layer.rotation);
}

async function drawLayers(state: DrawState, layers: readonly MockupLayer[], parent: DOMMatrix): Promise<void> {
  for (const layer of layers) {
    if (!layer.visible) continue;
    const matrix = layerMatrix(parent, layer);
    try {
      if (layer.type === 'Group') {
        await drawLayers(state, layer.layers, matrix);
        continue;
      }
      if (layer.type === 'Printarea') {
        await drawPrintarea(state, layer, matrix);
        continue;
      }
      const { ctx } = state;
      ctx.save();
      ctx.setTransform(matrix);
      if (layer.type === 'Image') {
        const bytes = await state.input.loadImage(layer.file.key);
        const image = await decodeStretched(bytes, `Image ${layer.file.key}`, layer.width * state.scale, layer.height * state.scale, state.input.pixelBound);
        ctx.drawImage(image, 0, 0, layer.width, layer.height);
      } else {
        drawText(ctx, layer, await mockupFontFamily(layer.fontFamily, state.input.fonts));
      }
      ctx.restore();
    } catch (error) {
      if ((error as Error).message.startsWith('Layer "')) throw error;
      throw new Error(`Layer "${layer.title}" (id ${layer.id}): ${(error as Error).message}`);
    }
  }
}

/**
 * The artwork of a print area, composed alone on the scratch canvas (so clipping and shading
 * touch only it), then drawn over what is below: the box's device rectangle is all that is read,
 * shaded and copied.
 */
async function drawPrintarea(state: DrawState, layer: MockupPrintareaLayer, matrix: DOMMatrix): Promise<void> {
  const bytes = state.input.artworks[layer.printArea.id];
  if (!bytes) return;
  const artwork = await decodeStretched(bytes, `The artwork of print area ${layer.printArea.id}`, layer.width * state.scale, layer.height * state.scale, state.input.pixelBound);
  const clip = layer.clippingMaskEnable && layer.clippingMask ? layer.clippingMask : null;
  const visible = clip ?? { x: 0, y: 0, width: layer.width, height: layer.height };
  const rect = deviceRect(matrix, visible, state.outputWidth, state.outputHeight);
  if (!rect) return;

  const scratch = state.scratch();
  const sctx = scratch.getContext('2d');
  sctx.setTransform(1, 0, 0, 1, 0, 0);
  sctx.clearRect(rect.x, rect.y, rect.width, rect.height);
  sctx.save();
  sctx.setTransform(matrix);
  if (clip) {
    sctx.beginPath();
    sctx.rect(clip.x, clip.y, clip.width, clip.height);
    sctx.clip();
  }
  sctx.imageSmoothingQuality = 'high';
  sctx.drawImage(artwork, 0, 0, layer.width, layer.height);
  sctx.restore();

  if (layer.shading > 0) {
    const pixels = sctx.getImageData(rect.x, rect.y, rect.width, rect.height);
    shadeRect(pixels.data, rect, state.luminance(), state.outputWidth, layer.shading);
    sctx.putImageData(pixels, rect.x, rect.y);
  }
  state.ctx.drawImage(scratch, rect.x, rect.y, rect.width, rect.height, rect.x, rect.y, rect.width, rect.height);
}

/** The whole output pixels a box (in the layer's own pixels) covers under `matrix`, within the output; null when outside. */
function deviceRect(matrix: DOMMatrix, box: { x: number; y: number; width: number; height: number }, outputWidth: number, outputHeight: number) {
  const corners = [
    [box.x, box.y],
    [box.x + box.width, box.y],
    [box.x, box.y + box.height],
    [box.x + box.width, box.y + box.height],
  ].map(([x, y]) => matrix.transformPoint({ x, y }));
  const x0 = Math.max(0, Math.floor(Math.min(...corners.map((p) => p.x))));
  const y0 = Math.max(0, Math.floor(Math.min(...corners.map((p) => p.y))));
  const x1 = Math.min(outputWidth, Math.ceil(Math.max(...corners.map((p) => p.x))));
  const y1 = Math.min(outputHeight, Math.ceil(Math.max(...corners.map((p) => p.y))));
  if (x1 <= x0 || y1 <= y0) return null;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * The CSS colour as Skia parses it. A string Skia does not parse leaves fillStyle as it was;
 * set from two different starting colours, an unparsed one shows as a difference.
 */
function cssColour(ctx: SKRSContext2D, colour: string): string {
  if (colour.length > 64) throw new Error('background: not a CSS colour');
  ctx.fillStyle = '#000000';
  ctx.fillStyle = colour;
  const fromBlack = String(ctx.fillStyle);
  ctx.fillStyle = '#ffffff';
  ctx.fillStyle = colour;
  if (String(ctx.fillStyle) !== fromBlack) throw new Error(`background: "${colour}" is not a CSS colour`);
  return colour;
}
