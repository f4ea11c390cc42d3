import { readPsd, type Color, type Layer as PsdLayer, type LayerTextData, type Psd } from 'ag-psd';
import { DEFAULT_FONT_FAMILY, DEFAULT_TEMPLATE_TITLE, validateArtwork } from '@pod/artwork-scene';
import { DEFAULT_PIXEL_BOUND, type PixelBound } from '../bounds/pixel-bound';
import { checkPsdHeader, checkPsdSize, PSD_IMPORT_MESSAGES, PsdImportError } from './psd-header';
import { encodeLayer, type RawLayer } from './layer-encode';

/** A pixel layer's PNG once stored: the File the Image layer points at. */
export interface StoredLayerImage {
  id: string;
  key: string;
  file_name: string;
}

/**
 * Matches font names as a PSD gives them (PostScript names like 'Oswald-Bold') to our fonts:
 * name → '{fontId}-{variant}', or null. Media asks the artworks service (FontLibrary.match).
 */
export type FontMatcher = (names: string[]) => Promise<Record<string, string | null>>;

/**
 * What text layers whose font matches none of ours are drawn with: a seeded global font, so the
 * artwork still renders on the server (Arial is not installed everywhere); the scene's default
 * family only when that font is not there either.
 */
export const FALLBACK_FONT_NAME = 'Roboto-Regular';

export interface PsdToArtworkOptions {
  /** Text layers' fonts are matched with it. */
  matchFonts: FontMatcher;
  /** Stores one pixel layer's PNG (index: the layer's number in the document, for a stable key). */
  storeImage(png: Buffer, layerName: string, index: number): Promise<StoredLayerImage>;
  /** Pixel layers decoded and encoded at once (each holds its RGBA while it is encoded). */
  concurrency?: number;
  /** Decodes and encodes one layer; media runs it in worker threads (layer-pool.ts), tests in-process. */
  encode?: (raw: RawLayer) => Promise<Buffer>;
  /** The document and every pixel layer (and its mask) must fit it before anything is decoded. */
  bound?: PixelBound;
}

export interface PsdArtwork {
  document: { width: number; height: number; templates: Record<string, unknown>[]; sharedLayers: [] };
  /** PostScript names of fonts no library font matched, once each. */
  unmatchedFonts: string[];
  imageCount: number;
}

type Job = { layer: PsdLayer; index: number; target: Record<string, unknown> };

/**
 * Turns a PSD into an artwork document (spec 002 §4 "PSD import"): canvas = document size; text
 * layers → Text layers (text, font matched to the library, size, colour, alignment, position);
 * pixel layers → Image layers whose PNGs `storeImage` keeps; groups → Groups; hidden stays hidden
 * (`visible: false`); opacity kept. Layer order is the PSD's (bottom first, as the scene draws).
 *
 * Every pixel layer's declared size is checked against the pixel bound while the layers are
 * mapped, before the first one is decoded: a refused file decodes nothing.
 *
 * Memory: ag-psd reads with `useRawData`, so every layer keeps only its compressed channels; the
 * layers are then decoded `concurrency` at a time, encoded and stored, and their pixels dropped.
 * A 4500×5400 PSD with 50 full-size layers holds the file, its compressed channels and a couple
 * of 97 MB RGBA buffers, never all 50. The composite image and thumbnail are skipped.
 */
export async function psdToArtwork(bytes: Buffer, options: PsdToArtworkOptions): Promise<PsdArtwork> {
  const bound = options.bound ?? DEFAULT_PIXEL_BOUND;
  const { width, height } = checkPsdHeader(bytes, bound);
  let psd: Psd;
  try {
    psd = readPsd(bytes, { useRawData: true, useImageData: true, skipCompositeImageData: true, skipThumbnail: true, throwForMissingFeatures: false });
  } catch {
    throw new PsdImportError(PSD_IMPORT_MESSAGES.unreadable);
  }
  const unmatched = new Set<string>();
  const fontNames = [...new Set(textFontNames(psd.children ?? []))];
  const matches = await options.matchFonts([...fontNames, FALLBACK_FONT_NAME]);
  const fonts: FontChoice = { matches, fallback: matches[FALLBACK_FONT_NAME] ?? DEFAULT_FONT_FAMILY, unmatched };
  const jobs: Job[] = [];
  let counter = 0;

  const mapLayers = (layers: readonly PsdLayer[]): Record<string, unknown>[] => {
    const out: Record<string, unknown>[] = [];
    for (const layer of layers) {
      const index = ++counter;
      const base = {
        id: `psd-${index}`,
        title: (layer.name ?? '').slice(0, 255) || `Layer #${index}`,
        visible: !layer.hidden,
        ...(layer.opacity !== undefined && layer.opacity < 1 ? { opacity: round(Math.max(0, layer.opacity), 2) } : {}),
      };
      if (layer.children) {
        // Children keep document coordinates: the group itself sits at the origin.
        out.push({ ...base, type: 'Group', x: 0, y: 0, layers: mapLayers(layer.children) });
      } else if (layer.text) {
        out.push({ ...base, ...textLayer(layer, layer.text, fonts) });
      } else if (hasPixels(layer)) {
        // A layer's record may declare far more than the document (100×100 canvas, 20000×20000 layer).
        checkLayerSize(layer, base.title, bound);
        const target: Record<string, unknown> = {
          ...base,
          type: 'Image',
          x: layer.left ?? 0,
          y: layer.top ?? 0,
          width: (layer.right ?? 0) - (layer.left ?? 0),
          height: (layer.bottom ?? 0) - (layer.top ?? 0),
        };
        jobs.push({ layer, index, target });
        out.push(target);
      }
      // Layers with neither pixels nor text (adjustment and fill layers) have nothing to draw.
    }
    return out;
  };
  const layers = mapLayers(psd.children ?? []);
  if (!layers.length) throw new PsdImportError(PSD_IMPORT_MESSAGES.empty);

  const encode = options.encode ?? encodeLayer;
  await runBounded(jobs, options.concurrency ?? 2, async ({ layer, index, target }) => {
    const png = await encode({ left: layer.left, top: layer.top, right: layer.right, bottom: layer.bottom, rawData: layer.rawData });
    // The compressed channels are not needed any more either.
    delete layer.rawData;
    const stored = await options.storeImage(png, String(target.title), index);
    target.values = [{ active: true, file: { id: stored.id, key: stored.key, file_name: stored.file_name } }];
  });

  const document = {
    width,
    height,
    // The one template an imported PSD becomes, titled as a new artwork's.
    templates: [{ title: DEFAULT_TEMPLATE_TITLE, isDefault: true, layers }],
    sharedLayers: [] as [],
  };
  // The same validator the artworks service and the renderer apply: refuse here, not half-way later.
  const checked = validateArtwork({ title: 'PSD import', ...document });
  if (!checked.ok) throw new PsdImportError(`The PSD could not be turned into an artwork: ${checked.errors.slice(0, 5).map((e) => `${e.path}: ${e.message}`).join('; ')}`);
  return { document, unmatchedFonts: [...unmatched], imageCount: jobs.length };
}

interface FontChoice {
  matches: Record<string, string | null>;
  fallback: string;
  unmatched: Set<string>;
}

/** The font of a text layer as the mapping reads it: the first style run over the default style. */
function textStyle(text: LayerTextData) {
  return { ...text.style, ...text.styleRuns?.[0]?.style };
}

function textFontNames(layers: readonly PsdLayer[]): string[] {
  return layers.flatMap((layer) => {
    if (layer.children) return textFontNames(layer.children);
    const name = layer.text ? textStyle(layer.text).font?.name : undefined;
    return name ? [name] : [];
  });
}

/** Bounds of a layer and of its mask, as their records declare them, against the pixel bound. */
function checkLayerSize(layer: PsdLayer, title: string, bound: PixelBound): void {
  const what = `The PSD layer "${title.slice(0, 60)}"`;
  checkPsdSize((layer.right ?? 0) - (layer.left ?? 0), (layer.bottom ?? 0) - (layer.top ?? 0), bound, what);
  const mask = layer.mask;
  if (mask) checkPsdSize(Math.max(0, (mask.right ?? 0) - (mask.left ?? 0)), Math.max(0, (mask.bottom ?? 0) - (mask.top ?? 0)), bound, `${what} mask`);
}

function hasPixels(layer: PsdLayer): boolean {
  return !!layer.rawData && (layer.right ?? 0) > (layer.left ?? 0) && (layer.bottom ?? 0) > (layer.top ?? 0);
}

function textLayer(layer: PsdLayer, text: LayerTextData, fonts: FontChoice): Record<string, unknown> {
  // The first style run is what the text starts with; the layer's default style fills the gaps.
  const style = textStyle(text);
  const [xx = 1, xy = 0, , , tx = 0, ty = 0] = text.transform ?? [];
  const scale = Math.hypot(xx, xy) || 1;
  const fontSize = round((style.fontSize ?? 12) * scale, 2);
  const fontName = style.font?.name ?? '';
  let fontFamily = fontName ? fonts.matches[fontName] : null;
  if (!fontFamily) {
    if (fontName) fonts.unmatched.add(fontName);
    fontFamily = fonts.fallback;
  }
  const box = text.shapeType === 'box' && text.boxBounds?.length === 4 ? text.boxBounds : null;
  const bounds = (layer.right ?? 0) > (layer.left ?? 0) && (layer.bottom ?? 0) > (layer.top ?? 0);
  // Paragraph text has its box; point text the bounds Photoshop rendered (else its origin, the
  // baseline of the first line, moved up by the font size).
  const geometry: Record<string, number> = box
    ? { x: tx + box[0]! * scale, y: ty + box[1]! * scale, width: (box[2]! - box[0]!) * scale, height: (box[3]! - box[1]!) * scale }
    : bounds
      ? { x: layer.left!, y: layer.top!, width: layer.right! - layer.left!, height: layer.bottom! - layer.top! }
      : { x: tx, y: ty - fontSize };
  const rotation = Math.atan2(xy, xx) * (180 / Math.PI);
  return {
    type: 'Text',
    ...mapValues(geometry, (v) => round(v, 2)),
    ...(Math.abs(rotation) > 0.01 && box ? { rotation: round(rotation, 2) } : {}),
    values: [{ active: true, text: text.text.replace(/\r\n?/g, '\n') }],
    fontFamily,
    fontSize,
    fill: colorToHex(style.fillColor) ?? '#000000',
    align: alignment(text.paragraphStyle?.justification ?? text.paragraphStyleRuns?.[0]?.style?.justification),
    // Point text is one line per paragraph: measured with our font it must not wrap.
    wrapConfig: box ? 'word' : 'none',
    ...(style.tracking ? { letterSpacing: round((style.tracking / 1000) * fontSize, 2) } : { letterSpacing: 0 }),
    ...(style.autoLeading === false && style.leading ? { lineHeight: round(Math.min(10, (style.leading * scale) / fontSize), 3) } : {}),
  };
}

function alignment(justification: string | undefined): 'left' | 'center' | 'right' | 'justify' {
  if (justification === 'center' || justification === 'right') return justification;
  if (justification?.startsWith('justify')) return 'justify';
  return 'left';
}

/** ag-psd colours: RGB 0–255, float RGB 0–1, greyscale; other spaces fall back to black. */
export function colorToHex(color: Color | undefined): string | null {
  if (!color) return null;
  const hex = (n: number) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');
  if ('r' in color) return `#${hex(color.r)}${hex(color.g)}${hex(color.b)}`;
  if ('fr' in color) return `#${hex(color.fr * 255)}${hex(color.fg * 255)}${hex(color.fb * 255)}`;
  if ('k' in color && !('c' in color)) return `#${hex(255 - color.k)}${hex(255 - color.k)}${hex(255 - color.k)}`;
  return null;
}

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

function mapValues(o: Record<string, number>, f: (v: number) => number): Record<string, number> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));
}

/** Runs `work` over the items with at most `limit` in flight; the first failure rejects. */
async function runBounded<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}
