#!/usr/bin/env node
'use strict';
// Gera os ícones do suplemento (assets/icon-16.png, -32, -64, -80, -128) de forma determinística,
// só com o zlib do Node: um quadrado de cantos arredondados azul-petróleo com cinco barras brancas
// (quatro altas e uma destacada em amarelo), lembrando a divisão das vagas entre as listas.
// Uso: node assets/gerar-icones.js   (os PNG gerados ficam versionados; rodar de novo dá os mesmos bytes)
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const SIZES = [16, 32, 64, 80, 128];
const BACKGROUND = [0x0b, 0x5c, 0x6b];
const BAR = [0xff, 0xff, 0xff];
const HIGHLIGHT = [0xf2, 0xc1, 0x2e];
const SUPERSAMPLE = 4;

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** Color (with coverage alpha) of the unit-square point (x, y), y downwards. */
function sample(x, y) {
  const r = 0.18; // corner radius
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return null;
  // five bars from x = 0.16 to 0.84, bottom at 0.80
  const heights = [0.5, 0.38, 0.56, 0.3, 0.44];
  const left = 0.16;
  const width = 0.68 / 5;
  const gap = 0.025;
  const i = Math.floor((x - left) / width);
  if (i >= 0 && i < 5) {
    const bx = x - left - i * width;
    if (bx > gap && bx < width - gap && y < 0.8 && y > 0.8 - heights[i]) return i === 3 ? HIGHLIGHT : BAR;
  }
  return BACKGROUND;
}

function render(size) {
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0 + RGBA
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const c = sample((px + (sx + 0.5) / SUPERSAMPLE) / size, (py + (sy + 0.5) / SUPERSAMPLE) / size);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const o = 1 + px * 4;
      if (a > 0) {
        row[o] = Math.round(r / a);
        row[o + 1] = Math.round(g / a);
        row[o + 2] = Math.round(b / a);
      }
      row[o + 3] = Math.round((255 * a) / (SUPERSAMPLE * SUPERSAMPLE));
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const idat = zlib.deflateSync(Buffer.concat(rows), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function main() {
  for (const size of SIZES) {
    const file = path.join(__dirname, `icon-${size}.png`);
    fs.writeFileSync(file, render(size));
    process.stdout.write(`${path.relative(process.cwd(), file)}\n`);
  }
}

if (require.main === module) main();
module.exports = { render, SIZES };
