// A static server for one build on a free loopback port: SPA fallback to index.html, gzip when the
// client accepts it (as a CDN would, so Lighthouse's simulated network sees realistic transfers).
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}

/** Serves `dir` on 127.0.0.1 at a port the system picks; resolves once it listens. */
export async function serveStatic(dir: string): Promise<StaticServer> {
  const root = path.resolve(dir);
  const cache = new Map<string, { raw: Buffer; gzip: Buffer | null }>();

  async function load(file: string) {
    let entry = cache.get(file);
    if (!entry) {
      const raw = await readFile(file);
      const type = types[path.extname(file)] ?? '';
      entry = {
        raw,
        gzip: compressible.test(type) && raw.length > 1024 ? gzipSync(raw, { level: 9 }) : null,
      };
      cache.set(file, entry);
    }
    return entry;
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      let file = path.join(root, decodeURIComponent(pathname));
      if (file !== root && !file.startsWith(root + path.sep)) return void res.writeHead(403).end();
      if (!(await isFile(file))) {
        const index = path.join(file, 'index.html');
        if (await isFile(index)) file = index;
        else if (!path.extname(pathname)) file = path.join(root, 'index.html');
        else return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      }
      const { raw, gzip } = await load(file);
      const gzipped = gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const hashed = pathname.startsWith('/assets/');
      res.writeHead(200, {
        'content-type': types[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        vary: 'accept-encoding',
        ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : gzipped ? gzip : raw);
    })().catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
