/** Closed-loop load: N connections, each sending its next request when the previous answer arrived. */
import http from 'node:http';
import pg from 'pg';
import type { ApiRequest, Muestra, RawStatement } from './types';

export interface Medida {
  /** Latency percentiles (ms) and throughput (per second) of one phase. */
  p50: number;
  p95: number;
  rate: number;
  n: number;
  errores: number;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function medida(lat: number[], ms: number, errores: number): Medida {
  const s = lat.sort((a, b) => a - b);
  return { p50: pct(s, 50), p95: pct(s, 95), rate: (s.length / ms) * 1000, n: s.length, errores };
}

/** Runs `conns` loops of `op` for `ms` milliseconds; op returns false on an error answer. */
async function cerrado(conns: number, ms: number, op: (loop: number, i: number) => Promise<boolean>): Promise<Medida> {
  const lat: number[] = [];
  let errores = 0;
  let i = 0;
  const t0 = performance.now();
  const fin = t0 + ms;
  await Promise.all(
    Array.from({ length: conns }, async (_, loop) => {
      while (performance.now() < fin) {
        const t = performance.now();
        const ok = await op(loop, i++);
        lat.push(performance.now() - t);
        if (!ok) errores++;
      }
    }),
  );
  return medida(lat, performance.now() - t0, errores);
}

export interface HttpCliente {
  request(method: string, path: string, headers: Record<string, string>, body: string | null): Promise<{ status: number; body: string }>;
  close(): void;
}

/** Keep-alive HTTP client with at most `conns` sockets. */
export function httpCliente(base: string, conns: number): HttpCliente {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: conns, maxFreeSockets: conns });
  return {
    request: (method, path, headers, body) =>
      new Promise((resolve, reject) => {
        const req = http.request(
          { host: url.hostname, port: url.port, method, path, agent, headers: body === null ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body ?? undefined);
      }),
    close: () => agent.destroy(),
  };
}

export function apiCall(api: ApiRequest, m: Muestra): { method: string; path: string; headers: Record<string, string>; body: string | null } {
  const body = api.body ? JSON.stringify(api.body(m)) : null;
  return { method: api.method, path: api.url(m), headers: { 'accept-encoding': 'identity', ...(api.headers?.(m) ?? {}) }, body };
}

/** API phase: real HTTP requests to the listening server. Non-2xx answers count as errors. */
export function medirApi(cliente: HttpCliente, conns: number, ms: number, api: ApiRequest, muestras: Muestra[]): Promise<Medida> {
  const calls = muestras.map((m) => apiCall(api, m));
  return cerrado(conns, ms, async (_loop, i) => {
    const c = calls[i % calls.length];
    if (!c) return false;
    const r = await cliente.request(c.method, c.path, c.headers, c.body);
    return r.status >= 200 && r.status < 300;
  });
}

/** Empty HTTP round trip: an unknown /api route (404 from the router, same hooks, no database). */
export function medirVacio(cliente: HttpCliente, conns: number, ms: number): Promise<Medida> {
  return cerrado(conns, ms, async () => {
    await cliente.request('GET', '/api/__bench_vacio', { 'accept-encoding': 'identity' }, null);
    return true;
  });
}

/** Raw phase: the endpoint's named prepared statements, in order, one pg connection per loop. */
export function medirRaw(clientes: pg.Client[], conns: number, ms: number, stmts: RawStatement[], muestras: Muestra[]): Promise<Medida> {
  const valores = muestras.map((m) => stmts.map((s) => s.values(m)));
  return cerrado(conns, ms, async (loop, i) => {
    const c = clientes[loop];
    const vs = valores[i % valores.length];
    if (!c || !vs) return false;
    for (let k = 0; k < stmts.length; k++) {
      const s = stmts[k];
      if (!s) continue;
      await c.query({ name: s.name, text: s.text, values: vs[k], ...(s.rowMode ? { rowMode: s.rowMode } : {}) });
    }
    return true;
  });
}

export const mediana = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return 0;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};
