// A real HTTP API for component tests: a node:http server on a random port that the shared
// axios client talks to through jsdom's XHR (CORS and all). Nothing of ours is mocked.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
}

export interface Reply {
  status?: number;
  body?: unknown;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface TestApi {
  baseURL: string;
  requests: RecordedRequest[];
  /** Sets the handler of `METHOD /path`. */
  on(route: string, handler: Handler): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
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

export async function startTestApi(): Promise<TestApi> {
  const handlers = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'content-type, authorization');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path,
        body: await readBody(req),
        authorization: req.headers.authorization,
      };
      requests.push(recorded);
      const handler = handlers.get(`${recorded.method} ${path}`);
      const reply: Reply = handler ? await handler(recorded) : { status: 404, body: { message: 'Ruta no encontrada' } };
      res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body ?? {}));
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    on(route, handler) {
      handlers.set(route, handler);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A base URL where nothing listens: calls fail without a response. */
export async function deadBaseURL(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
