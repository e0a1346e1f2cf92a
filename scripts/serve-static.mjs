// A small static file server for tests: `node scripts/serve-static.mjs <dir> <port> [--spa]`.
// With --spa, unknown paths without a file extension answer index.html (client-side routes).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const [dir, portText, flag] = process.argv.slice(2);
if (!dir || !portText) {
  console.error('usage: serve-static.mjs <dir> <port> [--spa]');
  process.exit(2);
}
const root = path.resolve(dir);
const spa = flag === '--spa';
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
};

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let file = path.join(root, decodeURIComponent(url.pathname));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!existsSync(file)) {
    if (spa && !path.extname(url.pathname)) file = path.join(root, 'index.html');
    else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
  }
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}).listen(Number(portText), '127.0.0.1', () => {
  console.log(`serving ${root} on http://127.0.0.1:${portText}`);
});
