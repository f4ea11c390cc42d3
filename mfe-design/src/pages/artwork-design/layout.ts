/**
 * The editor's columns for the width the page gives it. Three columns (layers | canvas |
 * properties) need room for both side columns and a canvas column a designer can work in;
 * below that the properties join the layers on the left, so the canvas keeps at least ~480 px
 * (at a 1024 px window beside the menu) instead of being squeezed to a strip.
 */
export const THREE_COLUMNS_MIN_WIDTH = 1100;

export type EditorLayout = { columns: 3; template: string } | { columns: 2; template: string };

export function editorLayout(width: number | null): EditorLayout {
  if (width === null || width >= THREE_COLUMNS_MIN_WIDTH) return { columns: 3, template: 'minmax(200px, 260px) minmax(0, 1fr) minmax(240px, 320px)' };
  return { columns: 2, template: 'minmax(220px, 260px) minmax(0, 1fr)' };
}
