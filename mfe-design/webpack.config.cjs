// Remote mfe_design: exposes its route tree to the shell (ARCHITECTURE.md §4).
const { createConfig } = require('@pod/infra/webpack');

module.exports = createConfig({
  dirname: __dirname,
  title: 'Design (standalone)',
  exposes: {
    './routes': './src/routes.tsx',
    // The clipart picker of spec 002 §2.9, for the editor and orders' customization drawer.
    './ClipartPicker': './src/components/clipart-picker/ClipartPicker.tsx',
  },
});
