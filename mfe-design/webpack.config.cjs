// Remote mfe_design: exposes its route tree to the shell (ARCHITECTURE.md §4) and the artwork
// chooser and the mockup editor to other remotes (mfe-catalog loads them with RemoteComponent).
const { createConfig } = require('@pod/infra/webpack');

module.exports = createConfig({
  dirname: __dirname,
  title: 'Design (standalone)',
  // Each exposed widget is its own chunk (an exposed module always is): hosts that never open it
  // load none of it.
  exposes: {
    './routes': './src/routes.tsx',
    // The artwork chooser of spec 002 §2.4 (mfe-catalog's product form).
    './ArtworkChooser': './src/components/artwork-chooser/ArtworkChooser.tsx',
    // The font picker of §2.9 (the design page's text layer; the editor).
    './FontPicker': './src/components/font-picker/FontPicker.tsx',
    // The clipart picker of §2.9, for the editor and orders' customization drawer.
    './ClipartPicker': './src/components/clipart-picker/ClipartPicker.tsx',
    // The mockup editor of §2.7 (mfe-catalog's product type Mockups card).
    './MockupEditor': './src/pages/mockup-editor/MockupEditor.tsx',
  },
});
