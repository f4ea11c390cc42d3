import { validateArtwork } from '../model/validate';
import type { Artwork, FileRef } from '../model/types';
import { previewPersonalization } from '../personalize/preview';
import { resolvePersonalization, type ResolvedLayer } from '../personalize/resolve';
import { defaultTemplateIndex } from '../personalize/shared-layers';
import { fitToOutput } from '../scene/output';
import { effectiveDpi, LOW_DPI } from './dpi';
import { apply, IDENTITY, layerMatrix, mappedLength, multiply, type Matrix, type Point } from './geometry';

/** A product type's print area as the print file is made for it: pixels and the dpi it prints at. */
export interface PrintArea {
  width: number;
  height: number;
  dpi: number;
}

export interface PixelSize {
  width: number;
  height: number;
}

/** The check of one drawn layer of the artwork on one print area. */
export interface LayerPrintCheck {
  id: string;
  title: string;
  kind: 'image' | 'text' | 'label';
  /** The image's own pixels per printed inch (coarser axis); null for text (vector) and images of unknown size. */
  effectiveDpi: number | null;
  /** effectiveDpi < LOW_DPI: the picture prints soft. Never for text. */
  lowDpi: boolean;
  /** The layer's box reaches past the artwork's bounds: that part is cut off in the print file. */
  crossesEdge: boolean;
  /**
   * The layer's box in artwork units (its four corners after rotation, skew, scale and the groups
   * it sits in, in the order top-left, top-right, bottom-right, bottom-left of the layer): what a
   * picture of the check outlines. Null when the layer has no size (a text box without width).
   */
  corners: Point[] | null;
  /** The image's pixel size as used (the crop when cropped); null for text or when unknown. */
  pixels: PixelSize | null;
}

export interface ArtworkPrintCheck {
  /** The artwork's own size (units of `corners`). */
  artwork: PixelSize;
  printArea: PrintArea;
  /** Print-area pixels per artwork unit: the artwork is scaled uniformly into the print area and centred, as print files place it. */
  scale: number;
  /** Drawn layers in paint order (bottom first); groups are walked, not listed. */
  layers: LayerPrintCheck[];
  /** Layers that are soft or cut. */
  issues: number;
}

export interface PrintCheckInput {
  /** The stored artwork document (validated here). */
  artwork: unknown;
  printArea: PrintArea;
  /** The native pixel size of an image file, null when it is not known (not an image media can read). */
  imageSize(file: FileRef): PixelSize | null | undefined;
}

/** Rounding noise (a right-angle rotation's sine) is no overflow. */
const EDGE_TOLERANCE = 1e-6;

/**
 * The "print check" of an artwork on a print area (issue 24 item 5): the artwork as it prints with
 * its default personalisation (the default template with its shared layers, the design's own
 * values, conditions applied), per drawn layer: how many of an image's own pixels land on each
 * printed inch (native pixels of the file, or of its crop, over the printed inches of the layer's
 * box — the layer's size times its scale and its groups', times the artwork's scale into the print
 * area, over the print area's dpi) and whether the layer's box reaches past the artwork's bounds,
 * where the print file cuts it. Text is vector and never soft. Pure: the artworks service runs it
 * with the files' sizes from media, and it runs as well in a browser.
 */
export function printCheck(input: PrintCheckInput): ArtworkPrintCheck {
  const { printArea } = input;
  const positive = (n: number) => Number.isFinite(n) && n > 0;
  if (![printArea.width, printArea.height, printArea.dpi].every(positive)) throw new Error('print check: the print area needs a positive width, height and dpi');
  const checked = validateArtwork(input.artwork);
  if (!checked.ok) throw new Error(`print check: ${checked.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
  const artwork = checked.artwork;
  const { scale } = fitToOutput(artwork, printArea);
  const layers: LayerPrintCheck[] = [];
  const visit = (list: readonly ResolvedLayer[], parent: Matrix) => {
    for (const resolved of list) {
      if (!resolved.visible) continue;
      const matrix = multiply(parent, layerMatrix(resolved.layer));
      if (resolved.kind === 'group') visit(resolved.children, matrix);
      // An image layer with no file draws nothing (the scene hides it), so it cannot print badly.
      else if (resolved.kind === 'image' && !resolved.file) continue;
      else layers.push(checkLayer(resolved, matrix, artwork, printArea, scale, input.imageSize));
    }
  };
  visit(resolveForPrint(artwork), IDENTITY);
  return { artwork: { width: artwork.width, height: artwork.height }, printArea, scale, layers, issues: layers.filter((l) => l.lowDpi || l.crossesEdge).length };
}

/** The layers as they print with no shopper values: the default template, design values and defaults. */
function resolveForPrint(artwork: Artwork): ResolvedLayer[] {
  return resolvePersonalization({ artwork, template: defaultTemplateIndex(artwork), personalization: previewPersonalization(artwork) }).layers;
}

function checkLayer(
  resolved: Exclude<ResolvedLayer, { kind: 'group' }>,
  matrix: Matrix,
  artwork: Artwork,
  printArea: PrintArea,
  scale: number,
  imageSize: PrintCheckInput['imageSize'],
): LayerPrintCheck {
  const layer = resolved.layer;
  const native = resolved.kind === 'image' && resolved.file ? (imageSize(resolved.file) ?? null) : null;
  const image = resolved.kind === 'image' ? layer as Extract<ResolvedLayer, { kind: 'image' }>['layer'] : null;
  // An image without its own size is drawn at its native size (as the scene builds it).
  const width = layer.width ?? (image ? native?.width : undefined);
  const height = layer.height ?? (image ? native?.height : undefined);
  const sized = !!width && !!height;
  const corners = sized ? [apply(matrix, { x: 0, y: 0 }), apply(matrix, { x: width, y: 0 }), apply(matrix, { x: width, y: height }), apply(matrix, { x: 0, y: height })] : null;
  const crossesEdge =
    !!corners && corners.some((c) => c.x < -EDGE_TOLERANCE || c.y < -EDGE_TOLERANCE || c.x > artwork.width + EDGE_TOLERANCE || c.y > artwork.height + EDGE_TOLERANCE);

  let pixels: PixelSize | null = null;
  let dpi: number | null = null;
  if (image && native && sized) {
    // Konva draws the crop (source pixels) into the layer's box; without one, the whole file.
    pixels = image.cropWidth && image.cropHeight ? { width: image.cropWidth, height: image.cropHeight } : native;
    const inches = (length: number) => (length * scale) / printArea.dpi;
    dpi = effectiveDpi(pixels, { width: inches(mappedLength(matrix, width, 0)), height: inches(mappedLength(matrix, 0, height)) });
  }
  return {
    id: resolved.id,
    title: resolved.title,
    kind: resolved.kind,
    effectiveDpi: dpi,
    lowDpi: dpi !== null && dpi < LOW_DPI,
    crossesEdge,
    corners,
    pixels,
  };
}

/** Every image file the default print of an artwork draws: what a caller looks up the sizes of. */
export function printCheckFiles(artwork: unknown): FileRef[] {
  const checked = validateArtwork(artwork);
  if (!checked.ok) return [];
  const files: FileRef[] = [];
  const visit = (list: readonly ResolvedLayer[]) => {
    for (const l of list) {
      if (!l.visible) continue;
      if (l.kind === 'group') visit(l.children);
      else if (l.kind === 'image' && l.file) files.push(l.file);
    }
  };
  visit(resolveForPrint(checked.artwork));
  return files;
}
