import sharp from 'sharp';
import { DEMO_MOCKUP_PRINT_AREAS, type DemoMediaFile, type DemoProductShape } from '@pod/contracts';

/**
 * Product pictures of the demo product types, drawn as SVG and rendered to PNG at seed time
 * (no network, no committed blobs). Everything is laid out on a 1000 × 1000 view box and
 * scaled to the file's size.
 */

/** Print area boxes on each blank product, in view box units: the first print area of each type (DEMO_MOCKUP_PRINT_AREAS). */
const PRINT_AREAS = Object.fromEntries(Object.entries(DEMO_MOCKUP_PRINT_AREAS).map(([shape, areas]) => [shape, areas[0]!.box])) as Record<DemoProductShape, { x: number; y: number; w: number; h: number }>;

const BACKGROUNDS: Record<DemoProductShape, [string, string]> = {
  tee: ['#fdf6ec', '#eadfce'],
  mug: ['#ecfdf5', '#cfeee0'],
  poster: ['#f3ece3', '#ddd0bf'],
};

const TEE = 'M400 170 Q500 245 600 170 L740 205 Q810 230 882 362 L790 420 L730 382 L732 852 Q500 878 268 852 L270 382 L210 420 L118 362 Q190 230 260 205 Z';
const MUG_BODY = 'M300 290 V730 A180 44 0 0 0 660 730 V290 Z';
const MUG_HANDLE = 'M650 372 C808 360 812 652 650 660';

/** Hex colour mixed toward `toward` (0 = unchanged, 1 = `toward`). */
function mix(color: string, toward: string, amount: number): string {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [a, b] = [rgb(color), rgb(toward)];
  return `#${a.map((v, i) => Math.round(v + (b[i] - v) * amount).toString(16).padStart(2, '0')).join('')}`;
}

const isDark = (color: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b < 128;
};

/** Seams and outlines: a little lighter on dark fabric, a little darker on light. */
const edge = (color: string, amount = 0.18) => (isDark(color) ? mix(color, '#ffffff', amount) : mix(color, '#000000', amount));

/** The sample print: a sunset over mountains, clipped to a shape inside the box. */
function sunsetPrint(id: string, clip: string, box: { x: number; y: number; w: number; h: number }): string {
  const { x, y, w, h } = box;
  const px = (fx: number, fy: number) => `${x + fx * w},${y + fy * h}`;
  return (
    `<defs><linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f472b6"/><stop offset=".55" stop-color="#fb923c"/><stop offset="1" stop-color="#fde68a"/></linearGradient>` +
    `<clipPath id="${id}-clip">${clip}</clipPath></defs>` +
    `<g clip-path="url(#${id}-clip)">` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}-sky)"/>` +
    `<circle cx="${x + 0.5 * w}" cy="${y + 0.4 * h}" r="${0.22 * Math.min(w, h)}" fill="#fff7d6"/>` +
    `<polygon points="${[px(0, 0.62), px(0.28, 0.38), px(0.5, 0.6), px(0.72, 0.34), px(1, 0.6), px(1, 1), px(0, 1)].join(' ')}" fill="#8b5cf6"/>` +
    `<polygon points="${[px(0, 0.8), px(0.22, 0.6), px(0.45, 0.78), px(0.7, 0.56), px(1, 0.82), px(1, 1), px(0, 1)].join(' ')}" fill="#4c1d95"/>` +
    `<polygon points="${[px(0, 0.92), px(0.35, 0.82), px(0.65, 0.9), px(1, 0.84), px(1, 1), px(0, 1)].join(' ')}" fill="#1e1b4b"/>` +
    `</g>`
  );
}

/** The print area a mockup marks for the artwork: a dashed, lightly tinted box. */
function printArea(shape: DemoProductShape): string {
  const { x, y, w, h } = PRINT_AREAS[shape];
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#1677ff" fill-opacity=".07" stroke="#1677ff" stroke-width="4" stroke-dasharray="16 10"/>`;
}

function tee(file: DemoMediaFile): string {
  const { color } = file;
  return (
    `<defs><linearGradient id="fold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".10"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient></defs>` +
    `<path d="${TEE}" fill="#000" opacity=".22" filter="url(#soft)" transform="translate(8 22)"/>` +
    `<path d="${TEE}" fill="${color}" stroke="${edge(color)}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${TEE}" fill="url(#fold)"/>` +
    // sleeve seams and the collar band
    `<path d="M730 382 L742 210 M270 382 L258 210" stroke="${edge(color)}" stroke-width="3" fill="none"/>` +
    `<path d="M400 170 Q500 245 600 170" stroke="${edge(color, 0.28)}" stroke-width="16" fill="none" stroke-linecap="round"/>` +
    (file.kind === 'image' ? sunsetPrint('tee', `<circle cx="500" cy="450" r="125"/>`, { x: 375, y: 325, w: 250, h: 250 }) : printArea('tee'))
  );
}

function mug(file: DemoMediaFile): string {
  const { color } = file;
  return (
    `<defs><linearGradient id="round" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".16"/><stop offset=".3" stop-color="#fff" stop-opacity=".35"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>` +
    `<linearGradient id="inside" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(color, '#000000', 0.35)}"/><stop offset="1" stop-color="${mix(color, '#000000', 0.15)}"/></linearGradient></defs>` +
    `<ellipse cx="500" cy="782" rx="230" ry="30" fill="#000" opacity=".2" filter="url(#soft)"/>` +
    `<path d="${MUG_HANDLE}" fill="none" stroke="${edge(color, 0.12)}" stroke-width="52" stroke-linecap="round"/>` +
    `<path d="${MUG_HANDLE}" fill="none" stroke="${color}" stroke-width="40" stroke-linecap="round"/>` +
    `<path d="${MUG_BODY}" fill="${color}" stroke="${edge(color, 0.12)}" stroke-width="3"/>` +
    (file.kind === 'image' ? sunsetPrint('mug', `<rect x="350" y="410" width="260" height="240" rx="22"/>`, { x: 350, y: 410, w: 260, h: 240 }) : printArea('mug')) +
    `<path d="${MUG_BODY}" fill="url(#round)"/>` +
    `<ellipse cx="480" cy="290" rx="180" ry="44" fill="${mix(color, '#000000', 0.06)}" stroke="${edge(color, 0.12)}" stroke-width="3"/>` +
    `<ellipse cx="480" cy="292" rx="164" ry="34" fill="url(#inside)"/>`
  );
}

function poster(file: DemoMediaFile): string {
  const { x, y, w, h } = PRINT_AREAS.poster;
  const paper = { x: x - 30, y: y - 30, w: w + 60, h: h + 60 };
  return (
    `<rect x="${paper.x + 10}" y="${paper.y + 24}" width="${paper.w}" height="${paper.h}" fill="#000" opacity=".25" filter="url(#soft)"/>` +
    `<rect x="${paper.x}" y="${paper.y}" width="${paper.w}" height="${paper.h}" fill="${file.color}" stroke="${edge(file.color, 0.1)}" stroke-width="2"/>` +
    (file.kind === 'image' ? sunsetPrint('poster', `<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`, { x, y, w, h }) : printArea('poster')) +
    // the hanging clips
    `<rect x="${paper.x + 40}" y="${paper.y - 12}" width="46" height="26" rx="4" fill="#44403c"/>` +
    `<rect x="${paper.x + paper.w - 86}" y="${paper.y - 12}" width="46" height="26" rx="4" fill="#44403c"/>`
  );
}

const DRAW: Record<DemoProductShape, (file: DemoMediaFile) => string> = { tee, mug, poster };

/**
 * A mockup photo's parts: `hole` is the product's body, left transparent so the background a render
 * fills (the variant's colour, or the mockup's default) is the product's colour; `shading` is the
 * light and folds over the body, drawn half-transparent so they darken or lighten whatever colour
 * shows through and, multiplied in by the renderer, the print too; `details` sit on top (seams,
 * rims, clips).
 */
interface MockupPhotoParts {
  hole: string;
  shading: string;
  details: string;
}

const MOCKUP_PHOTO: Record<DemoProductShape, () => MockupPhotoParts> = {
  tee: () => ({
    hole: `<path d="${TEE}"/>`,
    shading:
      `<defs><linearGradient id="fold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".14"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient></defs>` +
      `<path d="${TEE}" fill="url(#fold)"/>` +
      // soft folds: under the arms, down the torso, at the hem
      `<g fill="none" stroke="#000" stroke-linecap="round" filter="url(#fold-blur)">` +
      `<path d="M300 400 Q340 520 322 700" stroke-width="34" stroke-opacity=".16"/>` +
      `<path d="M702 400 Q660 540 690 720" stroke-width="34" stroke-opacity=".2"/>` +
      `<path d="M455 380 Q490 560 452 820" stroke-width="26" stroke-opacity=".12"/>` +
      `<path d="M560 520 Q590 650 575 830" stroke-width="30" stroke-opacity=".14"/>` +
      `<path d="M290 840 Q500 870 712 840" stroke-width="22" stroke-opacity=".12"/>` +
      `</g>`,
    details:
      `<path d="${TEE}" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="3" stroke-linejoin="round"/>` +
      `<path d="M730 382 L742 210 M270 382 L258 210" stroke="#000" stroke-opacity=".2" stroke-width="3" fill="none"/>` +
      `<path d="M400 170 Q500 245 600 170" stroke="#000" stroke-opacity=".3" stroke-width="16" fill="none" stroke-linecap="round"/>`,
  }),
  mug: () => ({
    hole: `<path d="${MUG_BODY}"/><path d="${MUG_HANDLE}" fill="none" stroke="#000" stroke-width="52" stroke-linecap="round"/><ellipse cx="480" cy="290" rx="180" ry="44"/>`,
    shading:
      `<defs><linearGradient id="round" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset=".3" stop-color="#fff" stop-opacity=".3"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></linearGradient></defs>` +
      `<path d="${MUG_BODY}" fill="url(#round)"/>` +
      `<path d="${MUG_HANDLE}" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="40" stroke-linecap="round"/>` +
      `<ellipse cx="480" cy="292" rx="164" ry="34" fill="#000" fill-opacity=".32"/>`,
    details:
      `<path d="${MUG_BODY}" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="3"/>` +
      `<ellipse cx="480" cy="290" rx="180" ry="44" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="3"/>`,
  }),
  poster: () => {
    const { x, y, w, h } = PRINT_AREAS.poster;
    const paper = { x: x - 30, y: y - 30, w: w + 60, h: h + 60 };
    return {
      hole: `<rect x="${paper.x}" y="${paper.y}" width="${paper.w}" height="${paper.h}"/>`,
      shading:
        `<defs><linearGradient id="sheet" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".12"/><stop offset="1" stop-color="#000" stop-opacity=".1"/></linearGradient></defs>` +
        `<rect x="${paper.x}" y="${paper.y}" width="${paper.w}" height="${paper.h}" fill="url(#sheet)"/>`,
      details:
        `<rect x="${paper.x}" y="${paper.y}" width="${paper.w}" height="${paper.h}" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="2"/>` +
        `<rect x="${paper.x + 40}" y="${paper.y - 12}" width="46" height="26" rx="4" fill="#44403c"/>` +
        `<rect x="${paper.x + paper.w - 86}" y="${paper.y - 12}" width="46" height="26" rx="4" fill="#44403c"/>`,
    };
  },
};

/**
 * The demo mockup photo (issue 24): a grey studio backdrop with the product's shadow, the product's
 * body cut out of it (transparent) and shaded, so a rendered mockup takes the variant's colour
 * behind the photo and the print takes the body's folds and light.
 */
export function demoMockupPhotoSvg(file: DemoMediaFile): string {
  const parts = MOCKUP_PHOTO[file.shape]();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${file.width}" height="${file.height}" viewBox="0 0 1000 1000">` +
    `<defs><radialGradient id="bg" cx=".5" cy=".4" r=".75"><stop offset="0" stop-color="#f5f5f5"/><stop offset="1" stop-color="#e2e2e2"/></radialGradient>` +
    `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>` +
    `<filter id="fold-blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>` +
    `<mask id="body-hole"><rect width="1000" height="1000" fill="#fff"/><g fill="#000">${parts.hole}</g></mask>` +
    `<clipPath id="body">${parts.hole}</clipPath></defs>` +
    `<g mask="url(#body-hole)"><rect width="1000" height="1000" fill="url(#bg)"/><g opacity=".28" filter="url(#soft)" transform="translate(8 22)">${parts.hole}</g></g>` +
    `<g clip-path="url(#body)">${parts.shading}</g>` +
    parts.details +
    `</svg>`
  );
}

/** The picture as SVG: a soft backdrop, the product and its shadow. */
export function demoPictureSvg(file: DemoMediaFile): string {
  if (file.kind === 'mockup') return demoMockupPhotoSvg(file);
  const [from, to] = BACKGROUNDS[file.shape];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${file.width}" height="${file.height}" viewBox="0 0 1000 1000">` +
    `<defs><radialGradient id="bg" cx=".5" cy=".4" r=".75"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient>` +
    `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter></defs>` +
    `<rect width="1000" height="1000" fill="url(#bg)"/>` +
    DRAW[file.shape](file) +
    `</svg>`
  );
}

/** The picture as the PNG media stores. */
export function renderDemoPicture(file: DemoMediaFile): Promise<Buffer> {
  return sharp(Buffer.from(demoPictureSvg(file))).png().toBuffer();
}
