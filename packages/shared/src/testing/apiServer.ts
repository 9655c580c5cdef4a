// A real HTTP API for component tests (shell and remotes): a node:http server on a random port that
// the shared axios client reaches through jsdom's XHR (query strings, CORS, Bearer header and
// all). Nothing of ours is mocked; each test says how the API answers.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. '/api/usuarios/7'. */
  path: string;
  /** The query string as the browser sent it. */
  query: URLSearchParams;
  /** Path parameters of the matched route (`:id`). */
  params: Record<string, string>;
  body: unknown;
  authorization: string | undefined;
}

export interface Reply {
  status?: number;
  body?: unknown;
  /** Answer only after this many ms (to see loading states). */
  delayMs?: number;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface TestApi {
  baseURL: string;
  /** Every request received, oldest first (preflights excluded). */
  requests: RecordedRequest[];
  /** Answers `METHOD /path` (the path may hold `:param` segments). Replaces a previous handler. */
  on(route: string, handler: Handler | Reply): void;
  /** The requests to `METHOD /path` (same pattern syntax as `on`). */
  calls(route: string): RecordedRequest[];
  close(): Promise<void>;
}

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

function compile(route: string): Omit<Route, 'handler'> {
  const [method = 'GET', path = '/'] = route.trim().split(/\s+/, 2);
  const keys: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      keys.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { method: method.toUpperCase(), pattern: new RegExp(`^${source}/?$`), keys };
}

function match(route: Omit<Route, 'handler'>, method: string, path: string): Record<string, string> | null {
  if (route.method !== method) return null;
  const found = route.pattern.exec(path);
  if (!found) return null;
  return Object.fromEntries(route.keys.map((key, i) => [key, decodeURIComponent(found[i + 1] ?? '')]));
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (!text) return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        resolve(text);
      }
    });
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function startTestApi(): Promise<TestApi> {
  const routes: Route[] = [];
  const requests: RecordedRequest[] = [];
  const inFlight = new Set<Promise<void>>();

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'content-type, authorization');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const answering = (async () => {
      const url = new URL(req.url ?? '/', 'http://api.test');
      const method = req.method ?? 'GET';
      const route = routes.find((r) => match(r, method, url.pathname));
      const recorded: RecordedRequest = {
        method,
        path: url.pathname,
        query: url.searchParams,
        params: route ? (match(route, method, url.pathname) ?? {}) : {},
        body: await readBody(req),
        authorization: req.headers.authorization,
      };
      requests.push(recorded);
      const reply: Reply = route ? await route.handler(recorded) : { status: 404, body: { message: 'Ruta no encontrada' } };
      if (reply.delayMs) await sleep(reply.delayMs);
      if (res.destroyed) return;
      res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body ?? {}));
    })();
    inFlight.add(answering);
    void answering.finally(() => inFlight.delete(answering));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    on(route, handler) {
      const compiled = compile(route);
      const index = routes.findIndex((r) => r.method === compiled.method && r.pattern.source === compiled.pattern.source);
      const entry: Route = { ...compiled, handler: typeof handler === 'function' ? handler : () => handler };
      if (index >= 0) routes.splice(index, 1, entry);
      else routes.push(entry);
    },
    calls(route) {
      const compiled = compile(route);
      return requests.filter((r) => match(compiled, r.method, r.path) !== null);
    },
    async close() {
      // Let answers already on their way arrive (an unmounted screen may still be waiting).
      await Promise.all([...inFlight]);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** A base URL where nothing listens: calls fail without a response ('Error inesperado'). */
export async function deadBaseURL(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
