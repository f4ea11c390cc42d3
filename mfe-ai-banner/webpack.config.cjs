// Remote mfe_ai_banner: exposes its route tree to the shell (ARCHITECTURE.md §4).
const { createConfig } = require('@pod/infra/webpack');

module.exports = createConfig({
  dirname: __dirname,
  title: 'AI and banners (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
