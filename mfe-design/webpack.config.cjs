// Remote mfe_design: exposes its route tree to the shell (ARCHITECTURE.md §4) and the artwork
// chooser to other remotes (mfe-catalog's product form loads it with RemoteComponent).
const { createConfig } = require('@pod/infra/webpack');

module.exports = createConfig({
  dirname: __dirname,
  title: 'Design (standalone)',
  // './ArtworkChooser' is its own chunk (an exposed module always is): hosts that never open
  // the chooser load none of it.
  exposes: { './routes': './src/routes.tsx', './ArtworkChooser': './src/components/artwork-chooser/ArtworkChooser.tsx', './FontPicker': './src/components/font-picker/FontPicker.tsx' },
});
