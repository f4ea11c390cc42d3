/**
 * What antd asks jsdom for and jsdom lacks: matchMedia (screen breakpoints of Grid, Table,
 * Descriptions; none match) and ResizeObserver (Table's sticky columns, pickers' popups; nothing is
 * ever resized, jsdom has no layout). Installed once when a test imports `@pod/platform/testing`.
 */
window.matchMedia ??= (media: string) =>
  ({ matches: false, media, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
