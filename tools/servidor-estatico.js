// The static server of the tools (servir-web.js, capturas-painel.js, capturas-web.js): the files of one
// folder on 127.0.0.1, GET and HEAD only, "/" is index.html, nothing outside the folder. Static files
// only: it receives no data. (The browser tests have their own, which records the requests:
// test/build/browser.ts.)
'use strict';
const fs = require('fs');
const http = require('http');
const path = require('path');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
};

/** The server of `dir` (not listening yet). */
function staticServer(dir) {
  const root = path.resolve(dir);
  return http.createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url || '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (pathname === '/') pathname = '/index.html';
    const file = path.resolve(root, '.' + pathname);
    const readable = req.method === 'GET' || req.method === 'HEAD';
    if (!readable || !file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(readable ? 404 : 405, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Não encontrado.');
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
}

/** Serves `dir` on 127.0.0.1 at a free port: { server, url }. */
function serve(dir) {
  const server = staticServer(dir);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}/` })),
  );
}

module.exports = { staticServer, serve };
