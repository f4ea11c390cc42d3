import { DEMO_ARTWORK_IMAGES_PREFIX, DEMO_FONTS } from '@pod/contracts';

/** Design size of the bench artworks: the 5:6 ratio of a 4500×5400 print area, as the reference artworks. */
export const BENCH_ARTWORK_SIZE = { width: 1500, height: 1800 };

/**
 * The layer the bench finds, clicks and drags: a Label drawn as a solid magenta box (no other
 * layer uses that colour), last in the list so it is drawn on top of everything. Its box is
 * `fontSize × lineHeight + 2 × padding` high, which the paste check relies on.
 */
export const BENCH_MARKER = {
  id: 'bench-marker',
  title: 'Bench marker',
  x: 200,
  y: 150,
  fontSize: 100,
  padding: 30,
  /** The box's height in design units (one line, line height 1). */
  height: 160,
} as const;

/** What one bench artwork holds, by layer type (group children counted). */
export interface LayerMix {
  total: number;
  /** Layers not inside a group (what select-all selects). */
  topLevel: number;
  text: number;
  image: number;
  label: number;
  group: number;
}

/** The library fonts of a fresh start, as the editor's font picker stores a choice (`{fontId}-{variant}`). */
const FONTS = DEMO_FONTS.flatMap((font) => font.variants.map((v) => `${font.id}-${v.variant}`));
/** media's seed stores these pictures (the reference artworks' own), so every image layer really loads and draws. */
const IMAGES = ['photo.png', 'pattern.png', 'clipart-cat.png', 'clipart-dog.png'].map((name) => ({ key: `${DEMO_ARTWORK_IMAGES_PREFIX}/images/${name}` }));
const WORDS = ['Happy Birthday', 'Best Dad Ever', 'Mama Bear', 'Est. 1998', 'Your name here', 'Merry Christmas', 'Team Bride', 'World’s okayest cook', 'Love you to the moon and back', 'Adventure awaits'];
const COLOURS = ['#1f2937', '#c81d4e', '#1f6f5c', '#0b3954', '#e07a1f', '#5b3f8c', '#333333', '#118ab2'];

/** A small deterministic PRNG (mulberry32): the same artwork on every run and machine. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` layers (a multiple of 10) as a designer's busy artwork has them, in blocks of ten: a
 * group holding a text and an image, three texts, three images and a label. Texts use the
 * library fonts with a mix of strokes, transforms, alignment, wrapping, rotation and autofit;
 * images use the demo pictures, some cropped, some with filters; some groups clip. The last
 * block's label is the bench marker, so it is the topmost layer.
 */
export function benchArtworkLayers(count: number): { layers: Array<Record<string, unknown>>; mix: LayerMix } {
  if (count < 10 || count % 10 !== 0) throw new Error(`the bench artwork takes a multiple of 10 layers, got ${count}`);
  const next = random(count);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const place = (w: number, h: number) => ({ x: Math.round(next() * (BENCH_ARTWORK_SIZE.width - w)), y: Math.round(next() * (BENCH_ARTWORK_SIZE.height - h)) });
  let n = 0;
  const mix: LayerMix = { total: count, topLevel: 0, text: 0, image: 0, label: 0, group: 0 };

  const text = (at?: { x: number; y: number }) => {
    n++;
    mix.text++;
    const width = 200 + Math.round(next() * 500);
    const fontSize = 24 + Math.round(next() * 70);
    const autofit = n % 7 === 0;
    return {
      id: `t${n}`,
      type: 'Text',
      title: `Text #${n}`,
      ...(at ?? place(width, fontSize * 2)),
      width,
      ...(autofit ? { height: fontSize * 1.2, autofit: true, wrapConfig: 'none' } : { wrapConfig: n % 3 === 0 ? 'char' : 'word' }),
      rotation: n % 5 === 0 ? Math.round((next() - 0.5) * 30) : 0,
      values: [{ active: true, text: pick(WORDS) }],
      fontFamily: pick(FONTS),
      fontSize,
      letterSpacing: n % 4,
      lineHeight: 1 + (n % 3) * 0.1,
      align: pick(['left', 'center', 'right']),
      fill: pick(COLOURS),
      ...(n % 5 === 0 ? { stroke: '#ffffff', strokeWidth: 3, fillAfterStrokeEnabled: 'outside' } : {}),
      textTransform: n % 6 === 0 ? 'uppercase' : 'default',
    };
  };
  const image = (at?: { x: number; y: number }) => {
    n++;
    mix.image++;
    const size = 150 + Math.round(next() * 250);
    const filtered = n % 8 === 0;
    const cropped = n % 9 === 0;
    return {
      id: `i${n}`,
      type: 'Image',
      title: `Image #${n}`,
      ...(at ?? place(size, size)),
      width: size,
      height: Math.round(size * (0.6 + next() * 0.6)),
      rotation: n % 6 === 0 ? Math.round((next() - 0.5) * 20) : 0,
      values: [{ active: true, file: pick(IMAGES) }],
      ...(cropped ? { cropX: 50, cropY: 50, cropWidth: 200, cropHeight: 200 } : {}),
      ...(filtered ? { _filtersMethods: ['Brighten', 'Contrast'], _filters: { brighten: 0.15, contrast: 20 } } : {}),
    };
  };
  const label = () => {
    n++;
    mix.label++;
    return {
      id: `l${n}`,
      type: 'Label',
      title: `Label #${n}`,
      ...place(300, 80),
      text: pick(WORDS),
      fontFamily: pick(FONTS),
      fontSize: 30 + Math.round(next() * 20),
      fill: '#fdf6e3',
      background: pick(COLOURS),
      padding: 12,
      textTransform: 'uppercase',
    };
  };
  const group = () => {
    n++;
    mix.group++;
    const id = `g${n}`;
    const at = place(500, 400);
    const clipped = n % 3 === 0;
    return {
      id,
      type: 'Group',
      title: `Group #${n}`,
      ...at,
      rotation: n % 4 === 0 ? 5 : 0,
      ...(clipped ? { clip: { x: 0, y: 0, width: 500, height: 400 } } : {}),
      layers: [image({ x: 0, y: 0 }), text({ x: 20, y: 300 })],
    };
  };

  const layers: Array<Record<string, unknown>> = [];
  for (let block = 0; block < count / 10; block++) {
    layers.push(group(), text(), text(), text(), image(), image(), image(), label());
  }
  layers[layers.length - 1] = {
    id: BENCH_MARKER.id,
    type: 'Label',
    title: BENCH_MARKER.title,
    x: BENCH_MARKER.x,
    y: BENCH_MARKER.y,
    text: 'Drag me',
    fontFamily: 'Oswald-700',
    fontSize: BENCH_MARKER.fontSize,
    lineHeight: 1,
    padding: BENCH_MARKER.padding,
    fill: '#ffffff',
    background: '#ff00ff',
  };
  mix.topLevel = layers.length;
  return { layers, mix };
}
