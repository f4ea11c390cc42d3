import Konva from 'konva';
import type { FileRef, ImageLayer, LabelLayer, Layer, TextLayer } from '../model/types';
import type { ResolvedImage, ResolvedLabel, ResolvedLayer, ResolvedText, Resolution } from '../personalize/resolve';
import { autofitFontSize } from './autofit';
import { SceneBuildError, type LayerProblem } from './errors';
import { DEFAULT_FONT_FAMILY, type FontResolver } from './fonts';

export type SceneNode = Konva.Group | Konva.Shape;
type KonvaFilter = NonNullable<Konva.ImageConfig['filters']>[number];

/** What Konva.Image accepts: an <img>, a canvas, or @napi-rs/canvas's Image in Node. */
export type SceneImage = CanvasImageSource;

export interface SceneEnvironment {
  fonts: FontResolver;
  /** Load an image by URL; rejects with a short reason (time-out, HTTP status, decode). */
  loadImage(url: string): Promise<SceneImage>;
  /** Where a stored file can be fetched; defaults to its `url`, else its `key`. */
  fileUrl?(file: FileRef): string | undefined;
}

export interface SceneOptions {
  /** Artwork size in design units; the root group is clipped to it (the print area). */
  width: number;
  height: number;
  /**
   * Output pixels per design unit. Filtered images are cached at this ratio so the
   * filtered bitmap has the print file's resolution, not the design's.
   */
  pixelRatio?: number;
  /** Clip rectangle in design units; defaults to the whole artwork. */
  clip?: { x: number; y: number; width: number; height: number };
  /** Background fill under every layer (print files are transparent by default). */
  background?: string;
}

export interface Scene {
  root: Konva.Group;
  width: number;
  height: number;
  destroy(): void;
}

/** Fonts and images a set of layers needs, ready to draw with. */
export interface SceneAssets {
  fonts: Map<string, string>;
  images: Map<string, SceneImage>;
}

/** Loads already started, by font reference and image URL: a live scene keeps them between updates. */
export interface AssetJobs {
  fonts: Map<string, Promise<string>>;
  images: Map<string, Promise<SceneImage>>;
}
type Assets = SceneAssets;

const isDrawn = (layer: ResolvedLayer, parentVisible: boolean) => parentVisible && layer.visible;

/**
 * Turn resolved layers into a Konva tree. Fonts and images of visible layers are loaded
 * first, all at once; every failure is collected and reported together, naming its layer,
 * instead of drawing a print file with a silently missing part.
 */
export async function buildScene(resolution: Resolution, env: SceneEnvironment, options: SceneOptions): Promise<Scene> {
  const problems: LayerProblem[] = resolution.issues.map((issue) => ({ ...issue }));
  const assets = await loadAssets(resolution.layers, env, problems);
  if (problems.length) throw new SceneBuildError(problems);

  const pixelRatio = options.pixelRatio ?? 1;
  const clip = options.clip ?? { x: 0, y: 0, width: options.width, height: options.height };
  const root = new Konva.Group({ name: 'artwork', clip });
  if (options.background) {
    root.add(new Konva.Rect({ x: 0, y: 0, width: options.width, height: options.height, fill: options.background, listening: false }));
  }
  for (const node of buildNodes(resolution.layers, assets, pixelRatio, problems)) root.add(node);
  if (problems.length) {
    root.destroy();
    throw new SceneBuildError(problems);
  }
  return {
    root,
    width: options.width,
    height: options.height,
    destroy() {
      root.find('Image').forEach((node) => node.clearCache());
      root.destroy();
    },
  };
}

/**
 * Load the fonts and images of the visible layers, all at once; failures are added to
 * `problems`, naming their layer. `jobs` shares loads between calls (a failed load is
 * forgotten so a later call tries again).
 */
export async function loadAssets(
  layers: ResolvedLayer[],
  env: SceneEnvironment,
  problems: LayerProblem[],
  jobs: AssetJobs = { fonts: new Map(), images: new Map() },
): Promise<SceneAssets> {
  const assets: Assets = { fonts: new Map(), images: new Map() };
  const fontJobs = jobs.fonts;
  const imageJobs = jobs.images;
  const tasks: Promise<void>[] = [];
  const fileUrl = env.fileUrl ?? ((file: FileRef) => file.url ?? file.key);
  const fail = (layer: ResolvedLayer, error: unknown) =>
    problems.push({ layerId: layer.id, layerTitle: layer.title, message: error instanceof Error ? error.message : String(error) });

  const visit = (list: ResolvedLayer[], parentVisible: boolean) => {
    for (const layer of list) {
      if (!isDrawn(layer, parentVisible)) continue;
      if (layer.kind === 'group') visit(layer.children, true);
      if (layer.kind === 'text' || layer.kind === 'label') {
        const ref = layer.layer.fontFamily || DEFAULT_FONT_FAMILY;
        if (!layer.text) continue;
        if (!fontJobs.has(ref)) fontJobs.set(ref, env.fonts.resolve(ref));
        tasks.push(
          fontJobs.get(ref)!.then(
            (family) => void assets.fonts.set(ref, family),
            (error) => {
              fontJobs.delete(ref);
              fail(layer, error);
            },
          ),
        );
      }
      if (layer.kind === 'image') {
        const url = layer.file ? fileUrl(layer.file) : undefined;
        if (!url) continue;
        if (!imageJobs.has(url)) imageJobs.set(url, env.loadImage(url));
        tasks.push(
          imageJobs.get(url)!.then(
            (image) => void assets.images.set(url, image),
            (error) => {
              imageJobs.delete(url);
              fail(layer, error);
            },
          ),
        );
      }
    }
  };
  visit(layers, true);
  await Promise.all(tasks);
  // Keyed by URL so the node builder can find the image of each layer again.
  for (const layer of flatten(layers)) {
    if (layer.kind === 'image' && layer.file) {
      const url = fileUrl(layer.file);
      if (url && assets.images.has(url)) assets.images.set(`layer:${layer.id}`, assets.images.get(url)!);
    }
  }
  return assets;
}

function flatten(layers: ResolvedLayer[]): ResolvedLayer[] {
  return layers.flatMap((l) => (l.kind === 'group' ? [l, ...flatten(l.children)] : [l]));
}

/** Position, transform, visibility and identity shared by every layer type. */
export function commonAttrs(layer: Layer, visible: boolean) {
  return {
    id: layer.id,
    name: layer.title,
    x: layer.x,
    y: layer.y,
    rotation: layer.rotation,
    skewX: layer.skewX,
    skewY: layer.skewY,
    scaleX: layer.scaleX,
    scaleY: layer.scaleY,
    visible,
    opacity: layer.opacity ?? 1,
    listening: false,
  };
}

/** Konva nodes of resolved layers (groups with their children); a layer that cannot be drawn is added to `problems`. */
export function buildNodes(layers: ResolvedLayer[], assets: SceneAssets, pixelRatio: number, problems: LayerProblem[]): SceneNode[] {
  const nodes: SceneNode[] = [];
  for (const layer of layers) {
    try {
      if (layer.kind === 'group') {
        const group = new Konva.Group({
          ...commonAttrs(layer.layer, layer.visible),
          ...(layer.layer.clip ? { clip: layer.layer.clip } : {}),
        });
        for (const child of buildNodes(layer.children, assets, pixelRatio, problems)) group.add(child);
        nodes.push(group);
      } else if (layer.kind === 'text') {
        nodes.push(buildText(layer, assets.fonts.get(layer.layer.fontFamily || DEFAULT_FONT_FAMILY)));
      } else if (layer.kind === 'label') {
        nodes.push(buildLabel(layer, assets.fonts.get(layer.layer.fontFamily || DEFAULT_FONT_FAMILY)));
      } else {
        nodes.push(buildImage(layer, assets.images.get(`layer:${layer.id}`), pixelRatio));
      }
    } catch (error) {
      problems.push({ layerId: layer.id, layerTitle: layer.title, message: `could not be drawn: ${String(error)}` });
    }
  }
  return nodes;
}

/** Stroke position: "outside" paints the fill over the inner half of the stroke. */
function fillAfterStroke(layer: TextLayer): boolean {
  const value = layer.fillAfterStrokeEnabled;
  return value === true || value === 'outside';
}

/** Vertical text stacks one grapheme per line (spaces become empty lines). */
export function verticalText(text: string): string {
  const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter() : undefined;
  const graphemes = segmenter ? [...segmenter.segment(text)].map((s) => s.segment) : [...text];
  return graphemes.map((g) => (g === '\n' ? '' : g)).join('\n');
}

export function textAttrs(layer: TextLayer, text: string, family: string | undefined): Konva.TextConfig {
  const vertical = layer.textDirection === 'vertical';
  const hasStroke = !!layer.stroke && (layer.strokeWidth ?? 0) > 0;
  return {
    text: vertical ? verticalText(text) : text,
    fontFamily: family ?? DEFAULT_FONT_FAMILY,
    fontStyle: 'normal',
    fontSize: layer.fontSize,
    letterSpacing: layer.letterSpacing,
    lineHeight: layer.lineHeight,
    align: vertical ? 'center' : layer.align,
    fill: layer.fill,
    ...(hasStroke ? { stroke: layer.stroke, strokeWidth: layer.strokeWidth } : {}),
    fillAfterStrokeEnabled: fillAfterStroke(layer),
    wrap: vertical ? 'none' : layer.wrapConfig,
    ...(layer.width !== undefined ? { width: layer.width } : {}),
  };
}

/** Largest size ≤ the layer's own at which the text fits its box (spec: 100 steps of 0.1). */
export function fitTextSize(layer: TextLayer, attrs: Konva.TextConfig): number {
  if (!layer.autofit || !layer.width || !layer.height) return layer.fontSize;
  // Without wrapping Konva would cut an over-long line at the box edge, so measure the
  // unwrapped line instead; with wrapping, the height of the wrapped lines decides.
  const noWrap = attrs.wrap === 'none';
  const probe = new Konva.Text({ ...attrs, height: undefined, ...(noWrap ? { width: undefined } : {}) });
  try {
    return autofitFontSize(layer.fontSize, (fontSize) => {
      probe.fontSize(fontSize);
      const tooWide = noWrap && probe.getTextWidth() > layer.width! + 0.01;
      return !tooWide && probe.height() <= layer.height! + 0.01;
    });
  } finally {
    probe.destroy();
  }
}

function buildText(resolved: ResolvedText, family: string | undefined): Konva.Text {
  const layer = resolved.layer;
  const attrs = textAttrs(layer, resolved.text, family);
  const fontSize = fitTextSize(layer, attrs);
  return new Konva.Text({
    ...commonAttrs(layer, resolved.visible),
    ...attrs,
    fontSize,
    // A fixed height would let Konva drop overflowing lines; only autofit boxes keep it.
    ...(layer.autofit && layer.height ? { height: layer.height } : {}),
  });
}

function buildLabel(resolved: ResolvedLabel, family: string | undefined): Konva.Label {
  const layer: LabelLayer = resolved.layer;
  const label = new Konva.Label(commonAttrs(layer, resolved.visible));
  label.add(new Konva.Tag({ fill: layer.background ?? 'transparent', listening: false }));
  const bold = layer.fontWeight === 'bold' || (typeof layer.fontWeight === 'number' && layer.fontWeight >= 600);
  label.add(
    new Konva.Text({
      text: resolved.text,
      fontFamily: family ?? DEFAULT_FONT_FAMILY,
      fontStyle: bold ? 'bold' : 'normal',
      fontSize: layer.fontSize,
      lineHeight: layer.lineHeight,
      letterSpacing: layer.letterSpacing,
      align: layer.align,
      fill: layer.fill,
      padding: layer.padding ?? 0,
      listening: false,
      ...(layer.width !== undefined ? { width: layer.width } : {}),
    }),
  );
  return label;
}

/**
 * Konva filter functions and their attributes for a layer's `_filtersMethods`. Values stay
 * in design units: Konva (10.9+) multiplies blur radius and pixel size by the cache's
 * pixel ratio itself, which keeps a preview and a print file alike.
 */
export function imageFilters(layer: ImageLayer) {
  const params = layer._filters ?? {};
  const filters: KonvaFilter[] = [];
  const attrs: Record<string, number> = {};
  for (const name of layer._filtersMethods ?? []) {
    if (name === 'Blur' && params.blur) {
      filters.push(Konva.Filters.Blur);
      attrs.blurRadius = params.blur;
    } else if (name === 'Brighten' && params.brighten) {
      filters.push(Konva.Filters.Brighten);
      attrs.brightness = params.brighten;
    } else if (name === 'Contrast' && params.contrast) {
      filters.push(Konva.Filters.Contrast);
      attrs.contrast = params.contrast;
    } else if (name === 'Pixelate' && params.pixelate && params.pixelate > 1) {
      filters.push(Konva.Filters.Pixelate);
      attrs.pixelSize = params.pixelate;
    }
  }
  return { filters, attrs };
}

/**
 * Pixel ratio of a filtered image's cache: the output's density, but never more than the
 * source image has. A 600 px photo stretched over a 4500 px print file holds no more
 * detail at 4500 px, and filtering 24 M pixels in JavaScript instead of 0.4 M would cost
 * seconds and hundreds of MB per file for the same picture. Browser and Node pick the
 * same ratio from the same numbers, so they still match.
 */
export function filterCacheRatio(layer: ImageLayer, source: { width?: number; height?: number }, outputRatio: number): number {
  const scale = Math.max(Math.abs(layer.scaleX), Math.abs(layer.scaleY)) || 1;
  const wanted = outputRatio * scale;
  const width = layer.width || 0;
  const height = layer.height || 0;
  const srcW = layer.cropWidth || Number(source.width ?? 0);
  const srcH = layer.cropHeight || Number(source.height ?? 0);
  if (!width || !height || !srcW || !srcH) return wanted;
  const available = Math.max(srcW / width, srcH / height);
  return Math.min(wanted, available);
}

function buildImage(resolved: ResolvedImage, image: SceneImage | undefined, pixelRatio: number): Konva.Image {
  const layer = resolved.layer;
  const source = image as (SceneImage & { width?: number; height?: number }) | undefined;
  const crop =
    layer.cropWidth && layer.cropHeight
      ? { crop: { x: layer.cropX ?? 0, y: layer.cropY ?? 0, width: layer.cropWidth, height: layer.cropHeight } }
      : {};
  const node = new Konva.Image({
    ...commonAttrs(layer, resolved.visible && !!image),
    image: image as Konva.ImageConfig['image'],
    width: layer.width ?? Number(source?.width ?? 0),
    height: layer.height ?? Number(source?.height ?? 0),
    ...crop,
  });
  const { filters, attrs } = imageFilters(layer);
  if (filters.length && image) {
    for (const [key, value] of Object.entries(attrs)) node.setAttr(key, value);
    node.filters(filters);
    node.cache({ pixelRatio: filterCacheRatio(layer, source!, pixelRatio), imageSmoothingEnabled: true });
  }
  return node;
}
