// Build of the Excel add-in (dist/): task pane page + custom functions in one shared runtime; and,
// with --env web, of the web page that needs no Microsoft 365 (dist/web/).
//
//   npx webpack --mode production     → dist/ ready to publish (manifest URLs rewritten, see below)
//   npx webpack --mode development    → dist/ for https://localhost:3000/
//   npm run dev-server                → serves dist/ on https://localhost:3000/ (needs webpack-dev-server)
//   npm run build:web                 → dist/web/: index.html, web.js and its chunks (the Web Worker,
//                                       the .xlsx writer), static files any web server can host
//   npm run web                       → builds dist/web/ and serves it on http://127.0.0.1:8080/
//
// Output:
//   taskpane.html   the page of the shared runtime: loads Office.js from Microsoft's CDN, then
//                   functions.js and taskpane.js
//   taskpane.js     the task pane (React + Fluent UI)
//   functions.js    the custom functions, with CustomFunctions.associate(...) for each id
//   functions.json  custom-functions metadata, generated from the JSDoc of src/hosts/excel/functions/functions.ts
//   ajuda.html      the help page the manifest links to (no external site)
//   assets/icon-*.png, manifest.xml
//
// Production: every https://localhost:3000/ in manifest.xml becomes the base URL given in the
// environment variable COTAS_URL_PRODUCAO (default: an obvious placeholder, see docs/excel.md), and the
// development <Id> the production one (tools/manifesto.js, which also makes the manifest from the
// release archive: docs/instalacao.md). Every bundle carries the build's identity (DefinePlugin).
'use strict';
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CustomFunctionsMetadataPlugin = require('custom-functions-metadata-plugin');

const webpack = require('webpack');
// The manifest's addresses and Ids (one place, shared with the add-in's archive: tools/manifesto.js).
const { DEV_BASE_URL, PLACEHOLDER_BASE_URL, checkBaseUrl, rewriteManifest } = require('./tools/manifesto');
const { buildInfo } = require('./tools/build-info');
const FUNCTIONS_SOURCE = './src/hosts/excel/functions/functions.ts';
const fs = require('fs');
/** The Excel host's entry file for the task pane (the old one until it exists). */
const TASKPANE_SOURCE = fs.existsSync(path.join(__dirname, 'src/hosts/excel/taskpane.tsx'))
  ? './src/hosts/excel/taskpane.tsx'
  : './src/taskpane/index.tsx';

/** TypeScript through ts-loader: transpilation only (types are checked by tsc and the tests). */
function typescriptRule(production) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        // Types are checked by `npm run typecheck`, `tsc -p tsconfig.build.json` and the tests;
        // the bundle only needs the transpilation. ES modules let webpack drop unused code (and see
        // `new Worker(new URL('./worker.ts', import.meta.url))`, which bundles the Web Worker).
        transpileOnly: true,
        configFile: path.resolve(__dirname, 'tsconfig.json'),
        compilerOptions: { module: 'es2020', moduleResolution: 'node', sourceMap: !production },
      },
    },
  };
}

/**
 * The web page (dist/web/): index.html and web.js, the Web Worker and the .xlsx writer as chunks beside
 * it. No manifest, no Office.js, nothing from another address. No Node module may be reached: there is
 * deliberately no resolve.fallback, so an import of fs, stream, path… fails the build (webpack 5 has
 * no Node polyfills), and test/build/web.test.ts checks the bundle.
 */
function webConfig(mode, outputPath) {
  const production = mode === 'production';
  return {
    mode,
    context: __dirname,
    target: 'web',
    devtool: production ? false : 'source-map',
    entry: { web: './src/hosts/web/index.tsx' },
    output: {
      path: outputPath || path.resolve(__dirname, 'dist', 'web'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      publicPath: '',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: { rules: [typescriptRule(production)] },
    plugins: [
      buildIdentity(),
      new HtmlWebpackPlugin({ filename: 'index.html', template: './src/hosts/web/index.html', chunks: ['web'] }),
      new CopyWebpackPlugin({ patterns: [{ from: 'assets/icon-32.png', to: 'icone.png' }] }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Base URL of the published add-in, always ending in "/". Throws on a URL Office would refuse. */
function productionBaseUrl() {
  return checkBaseUrl(process.env.COTAS_URL_PRODUCAO || PLACEHOLDER_BASE_URL, 'COTAS_URL_PRODUCAO');
}

/**
 * The build's identity (version, commit, moment: tools/build-info.js) as the constant
 * src/engine/build-info.ts reads; one per build, the same in every chunk (the Web Worker's too).
 */
function buildIdentity() {
  return new webpack.DefinePlugin({ __COTAS_COMPILACAO__: JSON.stringify(buildInfo()) });
}

module.exports = async (env = {}, argv = {}) => {
  const mode = argv.mode || 'production';
  if (env.web) return webConfig(mode, argv.outputPath ? path.resolve(argv.outputPath) : undefined);
  const production = mode === 'production';
  const baseUrl = production ? productionBaseUrl() : DEV_BASE_URL;
  if (production && !process.env.COTAS_URL_PRODUCAO) {
    console.warn(
      `[cotas] COTAS_URL_PRODUCAO não definida: dist/manifest.xml usa o endereço provisório ${PLACEHOLDER_BASE_URL}. ` +
        'Defina a variável com o endereço onde a prefeitura publicará o suplemento (docs/excel.md).',
    );
  }

  const config = {
    mode,
    context: __dirname,
    devtool: production ? false : 'source-map',
    entry: {
      functions: FUNCTIONS_SOURCE,
      taskpane: TASKPANE_SOURCE,
    },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: '[name].js',
      publicPath: '',
      // dist/web/ (the web page, --env web) and dist/gas/ (the Google Sheets add-on, webpack.gas.js): left alone.
      clean: { keep: /^(web|gas)([\\/]|$)/ },
    },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: { rules: [typescriptRule(production)] },
    plugins: [
      buildIdentity(),
      new CustomFunctionsMetadataPlugin({ input: FUNCTIONS_SOURCE, output: 'functions.json' }),
      new HtmlWebpackPlugin({
        filename: 'taskpane.html',
        template: './src/taskpane/taskpane.html',
        // Shared runtime: the same page runs the custom functions and the task pane.
        chunks: ['functions', 'taskpane'],
        chunksSortMode: 'manual',
      }),
      new HtmlWebpackPlugin({
        filename: 'ajuda.html',
        template: './src/taskpane/ajuda.html',
        chunks: [],
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'assets/icon-*.png', to: 'assets/[name][ext]' },
          {
            from: 'manifest.xml',
            to: 'manifest.xml',
            transform: (content) => (production ? Buffer.from(rewriteManifest(content.toString('utf8'), baseUrl), 'utf8') : content),
          },
        ],
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };

  if (env.WEBPACK_SERVE) {
    // Office only loads add-ins over https with a trusted certificate: office-addin-dev-certs makes
    // and installs one for localhost (npx office-addin-dev-certs install).
    const devCerts = require('office-addin-dev-certs');
    config.devServer = {
      port: 3000,
      headers: { 'Access-Control-Allow-Origin': '*' },
      server: { type: 'https', options: await devCerts.getHttpsServerOptions() },
      static: false,
    };
  }
  return config;
};

module.exports.DEV_BASE_URL = DEV_BASE_URL;
module.exports.PLACEHOLDER_BASE_URL = PLACEHOLDER_BASE_URL;
module.exports.rewriteManifest = rewriteManifest;
module.exports.webConfig = webConfig;
module.exports.buildIdentity = buildIdentity;
