// Serves a production build like Firebase Hosting does: compressed files, immutable assets,
// and the SPA rewrite (every unknown path gets index.html). Any Host is accepted, so
// http://epicerie.localhost:4173/ reaches it too (browsers resolve *.localhost to this machine).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.map']);

/** The headers firebase.json gives every Hosting response (CSP, HSTS, nosniff…). */
async function hostingHeaders() {
  const config = JSON.parse(await readFile(new URL('../firebase.json', import.meta.url), 'utf8'));
  const every = config.hosting.headers.find((rule) => rule.source === '**');
  return Object.fromEntries((every?.headers ?? []).map(({ key, value }) => [key, value]));
}

/**
 * `securityHeaders`: also send firebase.json's headers for every path, so a browser test runs the
 * build under production's Content-Security-Policy (the sandbox build: it reaches no other origin).
 */
export async function startServer({ root, port = 4173, host = '127.0.0.1', securityHeaders = false }) {
  const base = resolve(root);
  const extra = securityHeaders ? await hostingHeaders() : {};
  const cache = new Map();

  async function load(path) {
    const full = normalize(join(base, path));
    if (!full.startsWith(base)) return null;
    let info;
    try {
      info = await stat(full);
      if (!info.isFile()) return null;
    } catch {
      return null;
    }
    if (cache.get(full)?.mtime !== info.mtimeMs) {
      const body = await readFile(full);
      const ext = extname(full);
      const entry = { body, ext, mtime: info.mtimeMs };
      if (COMPRESSIBLE.has(ext)) {
        entry.br = brotliCompressSync(body);
        entry.gzip = gzipSync(body, { level: 9 });
      }
      cache.set(full, entry);
    }
    return cache.get(full);
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const pathname = decodeURIComponent(url.pathname);
    let file = pathname.endsWith('/') ? null : await load(pathname);
    const isAsset = file && (pathname.startsWith('/assets/') || pathname.startsWith('/fonts/'));
    // The sandbox's shell is index.html, the Firebase builds' app.html (web/vite.config.ts).
    if (!file) file = (await load('/index.html')) ?? (await load('/app.html'));
    if (!file) {
      res.writeHead(500).end('Build missing: run npm run build:sandbox');
      return;
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    const headers = {
      ...extra,
      'Content-Type': TYPES[file.ext] ?? 'application/octet-stream',
      'Cache-Control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    let body = file.body;
    if (file.br && accept.includes('br')) [body, headers['Content-Encoding']] = [file.br, 'br'];
    else if (file.gzip && accept.includes('gzip')) [body, headers['Content-Encoding']] = [file.gzip, 'gzip'];
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, done);
  });
  const address = server.address();
  return {
    server,
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise((r) => server.close(r)),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.env.SANDBOX_DIR ?? fileURLToPath(new URL('../web/dist-sandbox', import.meta.url));
  const { port } = await startServer({ root, port: Number(process.env.PORT ?? 4173), securityHeaders: true });
  console.log(`Comptoir (sandbox build) on http://127.0.0.1:${port}/`);
  console.log(`  shop by domain:  http://epicerie.localhost:${port}/   http://traiteur.localhost:${port}/`);
  console.log(`  back office:     http://127.0.0.1:${port}/admin/login  (admin@demo.test / demo1234)`);
}
