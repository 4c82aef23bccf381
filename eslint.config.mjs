// ESLint (flat config): typescript-eslint's recommended rules (not the type-checked ones: they need a
// program per file and are slow) and the import boundaries between the layers:
//
//   hosts (src/hosts/*) and UI (src/taskpane) → app (src/app) → sheet (src/sheet) → engine (src/engine)
//
// src/engine, src/sheet and src/app also compile under tsconfig.layers.json (no DOM, no Node types);
// the rules here add what a compiler cannot see: which folder imports which, the npm packages each
// layer may use, and Office's globals. test/build/layers.test.ts checks every boundary.
// No warnings: a rule is either an error or off.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

/** An import into one of the project's folders, by a relative path (`../sheet`, `../../hosts/file/kind`). */
const folder = (...names) => `^(\\.\\.?/)+(${names.join('|')})(/|$)`;

const NODE = {
  regex: `^(node:.*|${builtinModules.filter((m) => !m.startsWith('_')).join('|')})(/.*)?$`,
  message: 'Node built-ins are for the hosts (src/hosts/file, src/cli) and tools/: this layer runs in a browser too.',
};
const BROWSER_NODE = {
  ...NODE,
  message: 'This host runs in a browser (the web page, its Web Worker): Node built-ins are for src/hosts/file, src/cli and tools/.',
};
const OFFICE = { regex: '^(@microsoft/office-js|office-.*|@types/office-.*)$', message: 'Office.js belongs to src/hosts/excel.' };
const REACT = {
  regex: '^(react|react-dom|@fluentui/.*|@testing-library/.*)(/.*)?$',
  message: 'React and Fluent UI belong to src/taskpane.',
};
const FILE_LIBRARIES = { regex: '^(exceljs|papaparse|jszip)(/.*)?$', message: 'File formats (.xlsx, .csv) belong to src/hosts/file.' };
const layer = (names, why) => ({ regex: folder(...names), message: why });

/** One config object per folder: flat config replaces (does not merge) a rule's options, so a file gets the last folder that matches. */
const boundaries = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

const OFFICE_GLOBALS = ['Office', 'Excel', 'OfficeExtension', 'CustomFunctions'].map((name) => ({
  name,
  message: `${name} is Office.js: only src/hosts/excel talks to Office; the other layers go through the WorkbookPort.`,
}));

/** Globals of the CommonJS scripts (webpack.config.js, bin/, tools/, test/setup, assets/gerar-icones.js). */
const NODE_GLOBALS = Object.fromEntries(
  ['require', 'module', 'exports', '__dirname', '__filename', 'process', 'console', 'Buffer', 'setTimeout', 'clearTimeout', 'URL'].map(
    (g) => [g, 'readonly'],
  ),
);

export default defineConfig(
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    ignores: ['dist/**', 'dist-node/**', 'node_modules/**', 'coverage/**', 'test/fixtures/**', '.tmp/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a port method's unused argument).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Tests may cast freely (fixtures, partial fakes); the sources have no `any`.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: NODE_GLOBALS },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The fake Office.js that the browser tests load into the built pane: a browser script.
    files: ['test/support/fake-office.js'],
    languageOptions: { sourceType: 'script', globals: { window: 'readonly', document: 'readonly', console: 'readonly' } },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module', globals: NODE_GLOBALS },
  },

  // The layers.
  boundaries(
    ['src/engine/**'],
    [
      layer(['sheet', 'app', 'hosts', 'taskpane', 'functions', 'cli', 'tools'], 'src/engine depends on nothing: it is the law, applied.'),
      NODE,
      OFFICE,
      REACT,
      FILE_LIBRARIES,
    ],
  ),
  boundaries(
    ['src/sheet/**'],
    [
      layer(['app', 'hosts', 'taskpane', 'functions', 'cli', 'tools'], 'src/sheet may use only src/engine.'),
      NODE,
      OFFICE,
      REACT,
      FILE_LIBRARIES,
    ],
  ),
  boundaries(
    ['src/app/**'],
    [
      layer(
        ['hosts', 'taskpane', 'functions', 'cli', 'tools'],
        'src/app is host-free: hosts implement its WorkbookPort, it never imports them.',
      ),
      NODE,
      OFFICE,
      REACT,
      FILE_LIBRARIES,
    ],
  ),
  boundaries(
    ['src/taskpane/**'],
    [
      layer(
        ['hosts', 'cli', 'functions', 'tools'],
        'src/taskpane is host-free UI: each host has its entry file that wires the pane to it.',
      ),
      NODE,
      OFFICE,
    ],
  ),
  boundaries(
    ['src/hosts/excel/functions/**'],
    [
      layer(
        ['taskpane', 'file', 'gas', 'web', 'browser', 'cli'],
        'The Excel functions (src/hosts/excel/functions) use only app, sheet and engine.',
      ),
      REACT,
      NODE,
      FILE_LIBRARIES,
    ],
  ),
  boundaries(
    ['src/hosts/gas/**'],
    [
      layer(
        ['excel', 'file', 'web', 'browser', 'cli'],
        'The Google Sheets host uses the app layer (src/app, src/app/formulas), never another host.',
      ),
      OFFICE,
      NODE,
    ],
  ),
  boundaries(['src/hosts/file/**'], [layer(['taskpane'], 'src/hosts/file (the .xlsx/.csv host) has no UI.'), REACT, OFFICE]),
  // The browser-safe hosts: the file host's browser part, the Web Worker and the web page. A later object
  // replaces an earlier one's options, so src/hosts/file/browser restates the file host's patterns.
  boundaries(
    ['src/hosts/file/browser/**'],
    [layer(['taskpane'], 'src/hosts/file (the .xlsx/.csv host) has no UI.'), REACT, OFFICE, BROWSER_NODE],
  ),
  boundaries(
    ['src/hosts/browser/**', 'src/hosts/web/**'],
    [layer(['excel'], 'The web page and its Web Worker have no Office.'), OFFICE, BROWSER_NODE],
  ),
  {
    files: ['src/taskpane/**', 'src/app/**', 'src/sheet/**', 'src/engine/**'],
    rules: { 'no-restricted-globals': ['error', ...OFFICE_GLOBALS] },
  },
  {
    // import() escapes no-restricted-imports: the host-free layers load nothing at run time (a host injects what they need).
    files: ['src/app/**', 'src/sheet/**', 'src/engine/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression', message: 'No dynamic import() in src/engine, src/sheet or src/app.' },
      ],
    },
  },
);
