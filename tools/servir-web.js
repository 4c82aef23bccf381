#!/usr/bin/env node
// Serves the web page (dist/web/, built by `npm run build:web`) on http://127.0.0.1:8080/ — or the port
// in the PORTA environment variable — for use on this computer. Static files only: the page reads the
// spreadsheet and computes the lists in the browser; this server receives no data. To publish the page
// for a municipality, copy dist/web/ to any web server (HTTPS recommended).
'use strict';
const fs = require('fs');
const path = require('path');
const { staticServer } = require('./servidor-estatico');

const ROOT = path.resolve(__dirname, '..', 'dist', 'web');
const HOST = '127.0.0.1';
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

const server = staticServer(ROOT);

const porta = port();
server.on('error', (e) => {
  if (e && e.code === 'EADDRINUSE') console.error(`A porta ${porta} já está em uso. Escolha outra, por exemplo: PORTA=8081 npm run web`);
  else console.error(`Não foi possível iniciar o servidor: ${e && e.message}`);
  process.exit(1);
});
server.listen(porta, HOST, () => {
  console.log(`Página das cotas raciais no ar em http://${HOST}:${porta}/`);
  console.log('Abra esse endereço no navegador. O arquivo é lido e processado no próprio navegador: nada é enviado a este servidor.');
  console.log('Para encerrar, tecle Ctrl+C.');
});

for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));
