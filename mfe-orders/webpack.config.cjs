// Remote mfe_orders: exposes its route tree to the shell (ARCHITECTURE.md §4).
const { createConfig } = require('@pod/infra/webpack');

module.exports = createConfig({
  dirname: __dirname,
  title: 'Orders (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
