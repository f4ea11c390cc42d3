// The browser builds load font files as asset modules (infra/webpack's `type: 'asset'` rule; the
// WYSIWYG page's esbuild `loader`; Vite in vitest): importing one yields the URL of its copy.
declare module '*.ttf' {
  const url: string;
  export default url;
}
