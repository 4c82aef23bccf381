// Webpack loader of src/hosts/gas/main.ts (webpack.gas.js): replaces each `/** @ajuda ID */` comment
// with the JSDoc of the Excel custom function `@customfunction ID` of src/hosts/excel/functions/functions.ts, in
// the form Google Sheets reads (`@customfunction` without an id, `@param {type} name`, `@return`), so
// that the Portuguese help of the functions is written once, for both hosts.
'use strict';
const fs = require('fs');
const path = require('path');

const FUNCTIONS = path.resolve(__dirname, '../excel/functions/functions.ts');

/** TypeScript parameter types as JSDoc types. */
function jsdocType(ts) {
  const t = (ts || 'unknown').trim();
  if (t === 'number' || t === 'string' || t === 'boolean') return t;
  if (/\[\]\[\]$/.test(t)) return 'number|string|Array<Array>';
  return '*';
}

/** Every Excel function's JSDoc by its id: description, parameters (with their TypeScript types), return. */
function excelHelp(source) {
  const out = new Map();
  const re = /\/\*\*([\s\S]*?)\*\/\s*export function \w+\(([^)]*)\)/g;
  let m;
  while ((m = re.exec(source))) {
    const lines = m[1]
      .split('\n')
      .map((l) => l.replace(/^\s*\*\s?/, '').trimEnd())
      .filter((l) => l.trim() !== '');
    const id = lines.map((l) => /^@customfunction\s+(\S+)/.exec(l)).find(Boolean);
    if (!id) continue;
    const types = new Map(
      m[2]
        .split(',')
        .filter((p) => p.trim())
        .map((p) => {
          const [name, type] = p.split(':');
          return [name.replace('?', '').trim(), type];
        }),
    );
    out.set(id[1], { lines, types });
  }
  return out;
}

function sheetsJsdoc(help, indent) {
  const body = [];
  for (const l of help.lines) {
    if (/^@customfunction\b/.test(l)) continue;
    const p = /^@param\s+\[?(\w+)\]?\s+(.*)$/.exec(l);
    if (p) body.push(`@param {${jsdocType(help.types.get(p[1]))}} ${p[1]} ${p[2]}`);
    else body.push(l.replace(/^@returns\b/, '@return'));
  }
  body.push('@customfunction');
  return [`${indent}/**`, ...body.map((l) => `${indent} * ${l}`), `${indent} */`].join('\n');
}

module.exports = function ajudaLoader(source) {
  this.addDependency(FUNCTIONS);
  const help = excelHelp(fs.readFileSync(FUNCTIONS, 'utf8'));
  return source.replace(/^([ \t]*)\/\*\* @ajuda (\S+) \*\//gm, (_all, indent, id) => {
    const h = help.get(id);
    if (!h) throw new Error(`ajuda-loader: nenhuma função @customfunction ${id} em src/hosts/excel/functions/functions.ts`);
    return sheetsJsdoc(h, indent);
  });
};
