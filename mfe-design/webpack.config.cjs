// Remote mfe_design: exposes its route tree to the shell (ARCHITECTURE.md §4).
const { createConfig } = require('@pod/infra/webpack');

module.exports = createConfig({
  dirname: __dirname,
  title: 'Design (standalone)',
  exposes: { './routes': './src/routes.tsx', './FontPicker': './src/components/font-picker/FontPicker.tsx' },
});
