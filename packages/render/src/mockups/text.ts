import { GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { DEFAULT_FONT_FAMILY, fontAlias, type MockupTextLayer } from '@pod/artwork-scene';
import { sfntProblem } from '../bounds/sfnt-check';
import { registerDefaultFontFamily } from '../print-file/fonts';

/**
 * Font families registered in this thread for mockup Text layers, by font selection. As for print
 * files (print-file/fonts.ts), @napi-rs/canvas registers process-wide and cannot unregister, so
 * each selection is registered once and reused.
 */
const registered = new Map<string, string>();

/**
 * The family to draw a Text layer with: 'Arial' is the shipped Arimo (what the editor shows),
 * an uploaded font comes as TTF bytes in `fonts` (by its `{fontId}-{variant}` selection), any
 * other family must be installed.
 */
export async function mockupFontFamily(ref: string, fonts: Record<string, Uint8Array> | undefined): Promise<string> {
  if (ref === DEFAULT_FONT_FAMILY) return registerDefaultFontFamily();
  const known = registered.get(ref);
  if (known) return known;
  const bytes = fonts?.[ref];
  if (bytes) {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const alias = fontAlias(ref);
    if (sfntProblem(buffer) || !GlobalFonts.register(buffer, alias)) throw new Error(`font "${ref}" is not available (not a readable font file)`);
    registered.set(ref, alias);
    return alias;
  }
  if (GlobalFonts.has(ref)) return ref;
  throw new Error(`font "${ref}" is not available`);
}

/**
 * Draw a Text layer in its box (the context already at the layer's origin): words wrap at the
 * box's width, lines are fontSize apart and drawn centred on their line the way Konva.Text
 * draws them (line height 1), so a mockup renders as the editor's Konva canvas shows it.
 */
export function drawText(ctx: SKRSContext2D, layer: MockupTextLayer, family: string): void {
  ctx.font = `${layer.fontSize}px "${family}"`;
  ctx.fillStyle = layer.fill;
  ctx.textBaseline = 'middle';
  ctx.textAlign = layer.align;
  const x = layer.align === 'center' ? layer.width / 2 : layer.align === 'right' ? layer.width : 0;
  const lines = wrap(ctx, layer.text, layer.width);
  lines.forEach((line, i) => {
    const top = i * layer.fontSize;
    // Konva drops a line that would overflow the box's height.
    if (i > 0 && top + layer.fontSize > layer.height) return;
    ctx.fillText(line, x, top + layer.fontSize / 2);
  });
}

function wrap(ctx: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && ctx.measureText(candidate).width > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}
