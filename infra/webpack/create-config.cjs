/**
 * The one webpack config builder for the shell (Module Federation host) and the four remotes.
 * Each app's webpack.config.cjs only names itself and what it exposes; everything that must
 * agree between host and remotes (shared singletons, publicPath, manifest) lives here.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

// webpack 5.10x ships its minimizer as a dependency; resolve it from webpack so we do not pin
// a second copy. swc's minifier is several times faster than terser on our 2-core machines.
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json'))] }),
);

/**
 * Packages every app shares as singletons, so one React, one router, one antd theme and one
 * @pod/platform (auth state, urql client) exist in the page whichever remote rendered first.
 */
const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'antd',
  'urql',
  '@urql/exchange-graphcache',
  'graphql',
  'dayjs',
  '@pod/platform',
  '@pod/contracts',
];

/**
 * @ant-design/icons is not shared: icons hold no state (antd's ConfigProvider only passes them
 * defaults), and a shared copy is the whole icon set (140 KB brotli on every first page) while
 * each app's own tree-shaken icons are a few KB.
 * antd stays shared as a whole: a remote must render with the shell's antd (one ConfigProvider
 * and App context). Sharing it one component at a time (antd/es/<component>) was tried: a remote
 * then loaded its own copy of any component the shell had not loaded yet, despite the shell
 * providing it (Module Federation runtime 2.9), which breaks that rule and doubled /products.
 */

/**
 * Sub-path entry points that must resolve to the same singleton as their package.
 * @pod/platform/session is the UI-free half of the platform (session context, urql client, guard
 * logic): a singleton of its own so the sign-in pages load it without the shared antd, while the
 * shell and every remote still see one PlatformContext. @pod/platform/sign-in is deliberately
 * absent: the sign-in UI imports antd by component path and is bundled into each host's own chunk.
 */
const SHARED_SUBPATHS = {
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
  '@pod/platform/session': '@pod/platform',
};

/**
 * Files every app serves at its root, whichever host page loads it: `/no-preview.jpg` is the
 * picture shown for an image that fails to load (spec 002 §7), owned by @pod/platform.
 */
const ROOT_FILES = {
  'no-preview.jpg': path.join(__dirname, '../../packages/platform/assets/no-preview.jpg'),
};

/** Text assets worth compressing; pictures are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/**
 * Brotli and gzip copies next to each text asset (`x.js.br`, `x.js.gz`), made once at build time
 * so the static servers (embedded and nginx) only pick a file, never compress per request.
 */
function precompressPlugins() {
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: COMPRESSIBLE,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: COMPRESSIBLE,
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
      minRatio: 0.9,
    }),
  ];
}

/** Emits ROOT_FILES into the app's output, so `webpack serve`, nginx and the embedded servers all have them. */
class RootFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RootFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RootFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [name, file] of Object.entries(ROOT_FILES)) {
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

function readPackageJson(dir) {
  return require(path.join(dir, 'package.json'));
}

/** `shared` config with requiredVersion taken from the app's own package.json. */
function sharedConfig(pkg) {
  const deps = { ...(pkg.devDependencies || {}), ...(pkg.dependencies || {}) };
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: deps[name] || false };
  }
  for (const [subpath, owner] of Object.entries(SHARED_SUBPATHS)) {
    shared[subpath] = { singleton: true, requiredVersion: deps[owner] || false };
  }
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.dirname  the app folder (pass __dirname)
 * @param {string} [options.name]   federation name; derived from the folder (mfe-orders → mfe_orders, shell → shell)
 * @param {Record<string,string>} [options.exposes]  modules a remote exposes, e.g. { './routes': './src/routes.tsx' }
 * @param {string} [options.title]  HTML title of the app's own page
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createConfig(options) {
  const dir = options.dirname;
  const folder = path.basename(dir);
  // The same rule as federationName() in @pod/contracts (mfe-orders → mfe_orders).
  const name = options.name || folder.replace(/-/g, '_');
  const pkg = readPackageJson(dir);

  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const production = mode === 'production';
    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      // Source maps roughly double build time; production builds go without them.
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // 'auto': chunks load from wherever remoteEntry.js came from, so the shell can pull a
        // remote from any origin given at run time.
        publicPath: 'auto',
        // Entry files keep stable names (the federation runtime cannot hash them); servers send them
        // no-cache, while hashed chunks are cached for good.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        // CSS and pictures imported by code: hashed like chunks, so the servers' one rule caches them.
        assetModuleFilename: production ? '[name].[contenthash:8][ext]' : '[name][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            // Workspace packages (@pod/*) resolve through symlinks to their TS source outside
            // node_modules, so this exclusion still compiles them.
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.css$/, type: 'asset/resource' },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?|ttf)$/i, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: options.exposes || {},
          // Remotes are registered at run time from /remotes.json (ARCHITECTURE.md §4).
          remotes: {},
          shared: sharedConfig(pkg),
          // A shared module resolves to the copy already loaded (the shell's: it loads first and
          // provides every singleton) instead of first fetching every registered remote's entry to
          // compare versions ('version-first'), which held the signed-in layout behind the remote's
          // remoteEntry.js on a direct visit. One lockfile: the versions are the same anyway.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // Every app runs in browsers: the runtime leaves out its Node.js loading paths.
          experiments: { optimization: { target: 'web' } },
        }),
        new RootFilesPlugin(),
        new HtmlWebpackPlugin({
          // Every app is served from the root of its own origin; absolute URLs keep deep links
          // such as /orders/orders-manager/1 working under the SPA fallback.
          publicPath: '/',
          // Only the app's own entry: remoteEntry.js is for hosts, not for this page.
          chunks: ['main'],
          title: options.title || name,
          // antd resets no page margin: without the style the browser's 8 px white frame shows.
          templateContent: ({ htmlWebpackPlugin }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${htmlWebpackPlugin.options.title}</title>
    <style>html, body { margin: 0; }</style>
    <script src="/config.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`,
        }),
        // Development builds are served uncompressed: watch rebuilds stay fast.
        ...(production ? precompressPlugins() : []),
      ],
      optimization: {
        minimize: production,
        minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify }, parallel: false, extractComments: false })],
      },
      performance: { hints: false },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
        name: `${name}-${mode}`,
        buildDependencies: { config: [__filename, path.join(dir, 'webpack.config.cjs'), path.join(dir, 'package.json')] },
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createConfig, SHARED_SINGLETONS };
module.exports.default = createConfig;
