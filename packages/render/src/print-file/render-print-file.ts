import './node-canvas-backend';
import { prepareScene, type ClipartCategory, type Font, type Personalization } from '@pod/artwork-scene';
import { createFontResolver, FONT_TIMEOUT_MS } from './fonts';
import { IMAGE_TIMEOUT_MS, loadSceneImage } from './image-loader';
import type { PixelBound } from '../bounds/pixel-bound';
import { encodePng } from './encode-png';
import { withoutMockupExcludedLayers } from './exclude-mockup';
import type { ByteSource } from '../library/fetch-bytes';
import { leaseOutputCanvas, napiCanvas, releaseOutputCanvas } from './output-canvas';

/** A product type's print area: the print file's pixel size and the DPI to write into it. */
export interface PrintArea {
  width: number;
  height: number;
  dpi: number;
}

export interface RenderJob {
  /** The artwork version the order kept (spec 002 §3 document, validated here). */
  artwork: unknown;
  /** Template index; defaults to the artwork's selected/default template. */
  template?: number;
  /** The shopper's values for this print area (spec 000 §3 `personalizedData[].personalized`). */
  personalization?: Personalization;
  printArea: PrintArea;
  /** The uploaded fonts the artwork may use (artworks service `fonts`). */
  fonts?: Font[];
  clipartCategories?: ClipartCategory[];
  imageTimeoutMs?: number;
  fontTimeoutMs?: number;
  /** Optional background colour; print files are transparent by default. */
  background?: string;
  /** Where images and fonts may come from: media's own library (a test fixture server in tests). */
  source: ByteSource;
  /** Images whose headers declare more are refused before Skia decodes them (media's MAX_IMAGE_PIXELS). */
  pixelBound?: PixelBound;
  /** Leave out layers marked "Exclude from mockup" (the artwork as a product mockup shows it). */
  forMockup?: boolean;
}

export interface RenderResult {
  png: Buffer;
  width: number;
  height: number;
  dpi: number;
  /** Where the time went, for logs and the bench. */
  timings: RenderTimings;
}

export interface RenderTimings {
  /** Validate, resolve, fetch fonts and images, build the Konva tree. */
  prepareMs: number;
  /** Konva walks the tree and Skia clears the kept output canvas and rasterises into it. */
  drawMs: number;
  /** PNG encode and DPI chunk. */
  encodeMs: number;
}

/** Largest side accepted; past this a single canvas no longer fits a worker's memory budget. */
export const MAX_PRINT_SIDE = 20_000;

function checkPrintArea(area: PrintArea): void {
  const ok = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_PRINT_SIDE;
  if (!area || !ok(area.width) || !ok(area.height)) {
    throw new Error(`print area: width and height must be whole pixels between 1 and ${MAX_PRINT_SIDE}`);
  }
  if (!(area.dpi > 0 && area.dpi <= 10_000)) throw new Error('print area: dpi must be between 1 and 10000');
}

/**
 * Render one print file: the artwork with the shopper's personalisation, at the print
 * area's pixel size, as a PNG with its DPI. Rejects with an Error whose message is the
 * readable log line (naming the layer) that orders shows as the design's error.
 */
export async function renderPrintFile(job: RenderJob): Promise<RenderResult> {
  checkPrintArea(job.printArea);
  const { width, height, dpi } = job.printArea;
  const started = performance.now();
  const scene = await prepareScene(
    {
      artwork: job.forMockup ? withoutMockupExcludedLayers(job.artwork) : job.artwork,
      template: job.template,
      personalization: job.personalization,
      clipartCategories: job.clipartCategories,
    },
    {
      fonts: createFontResolver(job.fonts ?? [], job.source, job.fontTimeoutMs ?? FONT_TIMEOUT_MS),
      loadImage: (url) => loadSceneImage(url, job.source, job.imageTimeoutMs ?? IMAGE_TIMEOUT_MS, job.pixelBound),
    },
    { output: { width, height }, background: job.background },
  );
  const prepared = performance.now();
  // Draw the way PreparedScene.toCanvas does (Konva's own toCanvas at ratio 1 from 0,0),
  // but into this worker's kept output canvas rather than a newly allocated one.
  const canvas = leaseOutputCanvas(width, height);
  try {
    const context = canvas.getContext();
    context.save();
    scene.root.drawScene(canvas);
    context.restore();
    canvas._releaseIsolationCanvas();
  } finally {
    // The Konva tree (and its filter caches) can go before the slow encode starts.
    scene.destroy();
  }
  // Rasterise now (the encoder would otherwise trigger it), so the timings say which is which.
  napiCanvas(canvas).data();
  const drawn = performance.now();
  // Only a canvas drawn to completion goes back: a failed draw may leave state behind.
  const png = await encodePng(napiCanvas(canvas), dpi).finally(() => releaseOutputCanvas(canvas));
  const timings = { prepareMs: prepared - started, drawMs: drawn - prepared, encodeMs: performance.now() - drawn };
  return { png, width, height, dpi, timings };
}
