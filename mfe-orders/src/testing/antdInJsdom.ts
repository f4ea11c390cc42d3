/**
 * What antd's Table asks jsdom for and jsdom lacks: matchMedia (screen breakpoints; none match)
 * and ResizeObserver (sticky and fixed columns; nothing is ever resized). Import it first in a
 * component test that renders antd tables.
 */
window.matchMedia ??= (media: string) =>
  ({ matches: false, media, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
