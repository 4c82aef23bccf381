#!/usr/bin/env node
// Serves the web page (dist/web/, built by `npm run build:web`) on http://127.0.0.1:8080/ — or the port
// in the PORTA environment variable — for use on this computer. Static files only: the page reads the
// spreadsheet and computes the lists in the browser; this server receives no data. To publish the page
// for a municipality, copy dist/web/ to any web server (HTTPS recommended).
'use strict';
const fs = require('fs');
const http = require('http');
const path = require('path');

const ROOT = path.resolve(__dirname, '..', 'dist', 'web');
const HOST = '127.0.0.1';
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

function port() {
  const raw = process.env.PORTA;
  if (raw === undefined || raw === '') return 8080;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 65535) {
    console.error(`PORTA inválida: "${raw}" (use um número de 1 a 65535).`);
    process.exit(2);
  }
  return n;
}

if (!fs.existsSync(path.join(ROOT, 'index.html'))) {
  console.error(
    `A página ainda não foi compilada: falta ${path.join('dist', 'web', 'index.html')}. Rode "npm run build:web" (ou "npm run web").`,
  );
  process.exit(1);
}

const server = http.createServer((req, res) => {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url || '/', 'http://localhost').pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  if (pathname === '/') pathname = '/index.html';
  const file = path.resolve(ROOT, '.' + pathname);
  if (
    (req.method !== 'GET' && req.method !== 'HEAD') ||
    !file.startsWith(ROOT + path.sep) ||
    !fs.existsSync(file) ||
    !fs.statSync(file).isFile()
  ) {
    res
      .writeHead(req.method === 'GET' || req.method === 'HEAD' ? 404 : 405, { 'Content-Type': 'text/plain; charset=utf-8' })
      .end('Não encontrado.');
    return;
  }
  res.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD') res.end();
  else fs.createReadStream(file).pipe(res);
});

const porta = port();
server.on('error', (e) => {
  if (e && e.code === 'EADDRINUSE') console.error(`A porta ${porta} já está em uso. Escolha outra, por exemplo: PORTA=8081 npm run web`);
  else console.error(`Não foi possível iniciar o servidor: ${e && e.message}`);
  process.exit(1);
});
server.listen(porta, HOST, () => {
  console.log(`Página das cotas raciais no ar em http://${HOST}:${porta}/`);
  console.log('Abra esse endereço no navegador. A planilha é lida e processada no próprio navegador: nada é enviado a este servidor.');
  console.log('Para encerrar, tecle Ctrl+C.');
});

for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));
