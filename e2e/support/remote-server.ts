// A static server for mf-reportes/dist on a second origin (127.0.0.1:8198): the portal's
// /remotes.json points there (REMOTE_MF_REPORTES_URL), so the reportes screens load from it.
// A test can stop() it to take the remote down and start() it to bring it back.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.geojson': 'application/geo+json',
  '.map': 'application/json; charset=utf-8',
};

export interface StaticOrigin {
  readonly origin: string;
  /** Paths requested since start (or since the last clearLog()). */
  readonly requested: readonly string[];
  readonly running: boolean;
  start(): Promise<void>;
  /** Closes the listener AND every open (keep-alive) connection: the origin is really down. */
  stop(): Promise<void>;
  clearLog(): void;
}

export function createStaticOrigin(root: string, host: string, port: number): StaticOrigin {
  const requested: string[] = [];
  let server: Server | null = null;

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requested.push(pathname);
    const file = normalize(join(root, pathname));
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const immutable = /\.[0-9a-f]{8,}\./.test(pathname);
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  };

  return {
    origin: `http://${host}:${port}`,
    requested,
    get running() {
      return server !== null;
    },
    async start() {
      if (server) return;
      const s = createServer(handle);
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(port, host, () => {
          s.off('error', reject);
          resolve();
        });
      });
      server = s;
    },
    async stop() {
      const s = server;
      if (!s) return;
      server = null;
      await new Promise<void>((resolve) => {
        s.close(() => resolve());
        s.closeAllConnections();
      });
    },
    clearLog() {
      requested.length = 0;
    },
  };
}
