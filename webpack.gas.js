// Build of the Google Sheets add-on (dist/gas/), the files `clasp push` sends to Apps Script:
//
//   npm run build:gas     → dist/gas/Code.js, dist/gas/sidebar.html, dist/gas/appsscript.json
//   COTAS_GAS_SAIDA=/tmp/x npx webpack --config webpack.gas.js --mode production   (another folder: the tests)
//
//   Code.js          engine + sheet layer + workflow + the Sheets host in ONE Apps Script file: ES2019,
//                    not minified (the JSDoc that Sheets reads for the custom functions' help, and readable
//                    stack traces, survive); gas-webpack-plugin turns each `global.NAME = NAME` of
//                    src/hosts/gas/main.ts into the top-level `function NAME() {}` Apps Script needs.
//   sidebar.html     the sidebar (React + Fluent UI), ONE self-contained file: the script inlined
//                    (HtmlService serves one file; nothing is asked of any other address).
//   sidebar.js.LICENSE.txt  the licences of the libraries in the sidebar (clasp does not push it).
//   appsscript.json  V8, America/Sao_Paulo, only the scopes spreadsheets.currentonly and script.container.ui.
'use strict';
const fs = require('fs');
const path = require('path');
const webpack = require('webpack');
const GasPlugin = require('gas-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const HtmlInlineScriptPlugin = require('html-inline-script-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
// The build's identity (version, commit, moment) for the Memória de cálculo and the sidebar's footer.
const { buildIdentity } = require('./webpack.config');

const GAS = path.resolve(__dirname, 'src/hosts/gas');

/** TypeScript through ts-loader, transpilation only (types are checked by tsc and the tests). */
function typescriptRule(target, extra = []) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: [
      {
        loader: 'ts-loader',
        options: {
          transpileOnly: true,
          configFile: path.resolve(__dirname, 'tsconfig.json'),
          compilerOptions: { target, module: 'es2020', moduleResolution: 'node', sourceMap: false, removeComments: false },
        },
      },
      ...extra,
    ],
  };
}

/** Code.js: the server side (custom functions, menu, the sidebar's server functions). */
function codeConfig(mode, output) {
  return {
    name: 'codigo',
    mode,
    context: __dirname,
    target: ['web', 'es2019'],
    devtool: false,
    entry: { Code: path.join(GAS, 'main.ts') },
    output: { path: output, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        // The custom functions' help comes from src/hosts/excel/functions/functions.ts (ajuda-loader.js, applied first).
        { test: /main\.ts$/, include: GAS, enforce: 'pre', use: [path.join(GAS, 'ajuda-loader.js')] },
        typescriptRule('es2019'),
      ],
    },
    // Not minified: the JSDoc of each global (Sheets' function help) must stay where gas-webpack-plugin copies it from.
    optimization: { minimize: false, concatenateModules: false, mangleExports: false },
    performance: { hints: false },
    plugins: [
      buildIdentity(),
      new GasPlugin({ comment: true }),
      new CopyWebpackPlugin({ patterns: [{ from: path.join(GAS, 'appsscript.json'), to: 'appsscript.json' }] }),
    ],
  };
}

/** sidebar.html: the pane, its script inlined into the page. */
function sidebarConfig(mode, output) {
  return {
    name: 'painel',
    mode,
    context: __dirname,
    target: 'web',
    devtool: false,
    entry: { sidebar: path.join(GAS, 'sidebar.tsx') },
    output: { path: output, filename: '[name].js', publicPath: '', asyncChunks: false, clean: false },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: { rules: [typescriptRule('es2019')] },
    performance: { hints: false },
    plugins: [
      buildIdentity(),
      // One file: no chunk may be asked for later.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new HtmlWebpackPlugin({
        template: path.join(GAS, 'sidebar.html'),
        filename: 'sidebar.html',
        inject: 'body',
        scriptLoading: 'blocking',
        minify: false,
      }),
      new HtmlInlineScriptPlugin(),
    ],
  };
}

module.exports = (env = {}, argv = {}) => {
  const mode = argv.mode || 'production';
  const output = path.resolve(env.saida || process.env.COTAS_GAS_SAIDA || path.join(__dirname, 'dist', 'gas'));
  // Both builds write into the same folder: it is emptied once here (webpack's `clean` would race).
  fs.rmSync(output, { recursive: true, force: true });
  return [codeConfig(mode, output), sidebarConfig(mode, output)];
};
