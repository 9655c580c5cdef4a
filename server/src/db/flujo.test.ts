/**
 * "Todos" (rowsPerPage -1) of every list a user can ask for whole: the answer is
 * the plain array of the same rows, fields and order as the pages, sent as a stream (no
 * Content-Length, read in batches with backpressure), and bad input is still the Spanish 422.
 * Memory under load: bench/todos-memoria.ts.
 */
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { flujoJson, LOTE_TODAS, LOTE_TODAS_SIGUIENTES } from './flujo';
import { createTestContext, type TestContext } from '../../test/context';

let ctx: TestContext;
let tokens: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({ solicitudes: 1200 });
  tokens = {};
  for (const c of ['superadmin@verifica.mx', 'admin@verifica.mx', 'operador@verifica.mx']) tokens[c] = await ctx.tokenFor(c);
}, 180_000);
afterAll(() => ctx?.close());

const get = (correo: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: ctx.auth(tokens[correo] ?? '') });

/** Every page of `url` (rowsPerPage 97, an odd size), concatenated. */
async function paginas(correo: string, url: string): Promise<unknown[]> {
  const filas: unknown[] = [];
  for (let page = 1; ; page++) {
    const res = await get(correo, `${url}&rowsPerPage=97&page=${page}`);
    expect(res.statusCode).toBe(200);
    const p = res.json() as { total: number; data: unknown[] };
    filas.push(...p.data);
    if (page >= p.total) return filas;
  }
}

const casos: [string, string][] = [
  ['superadmin@verifica.mx', '/api/solicitudes?x=1'],
  ['superadmin@verifica.mx', '/api/solicitudes?sortBy=encuestador&descending=true'],
  ['superadmin@verifica.mx', '/api/solicitudes?sortBy=fecha_captura&asignadas=1'],
  ['admin@verifica.mx', '/api/solicitudes?sortBy=agencia_nombre'],
  ['superadmin@verifica.mx', '/api/solicitudes_operadores?x=1'],
  ['admin@verifica.mx', '/api/solicitudes_operadores?sortBy=operador&descending=true'],
  ['operador@verifica.mx', '/api/solicitudes_operadores?x=1'],
  ['superadmin@verifica.mx', '/api/usuarios?x=1'],
  ['admin@verifica.mx', '/api/usuarios?sortBy=rol&eliminado=false'],
  ['superadmin@verifica.mx', '/api/agencias?x=1'],
  ['superadmin@verifica.mx', '/api/telefonos_duplicados?desde=2'],
  ['superadmin@verifica.mx', '/api/telefonos_duplicados?desde=2&sortBy=veces&descending=false'],
];

describe('Todos (rowsPerPage -1)', () => {
  it.each(casos)('%s %s: the pages concatenated, streamed as JSON', async (correo, url) => {
    const res = await get(correo, `${url}&rowsPerPage=-1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    // Streamed: Fastify sends a stream without Content-Length (a built answer always has one).
    expect(res.headers['content-length']).toBeUndefined();
    // A page, built by the serializer, has one.
    expect((await get(correo, `${url}&rowsPerPage=10`)).headers['content-length']).toBeDefined();
    const todas = res.json() as unknown[];
    expect(todas.length).toBeGreaterThan(0);
    expect(todas).toStrictEqual(await paginas(correo, url));
  });

  it('covers several batches, and an operator sees only their own rows', async () => {
    const todas = (await get('superadmin@verifica.mx', '/api/solicitudes?rowsPerPage=-1')).json() as { id: number }[];
    expect(todas.length).toBe(1200);
    const propias = (await get('operador@verifica.mx', '/api/solicitudes_operadores?rowsPerPage=-1')).json() as { operador_id: number | null }[];
    const yo = await ctx.userId('operador@verifica.mx');
    expect(propias.length).toBeGreaterThan(0);
    expect(propias.every((f) => f.operador_id === yo)).toBe(true);
    const agencia = (await get('admin@verifica.mx', '/api/solicitudes?rowsPerPage=-1')).json() as { agencia_id: number }[];
    expect(new Set(agencia.map((f) => f.agencia_id)).size).toBe(1);
  });

  it('bad input is the Spanish 422, not a stream', async () => {
    for (const url of ['/api/solicitudes?rowsPerPage=-1&page=0', '/api/solicitudes_operadores?rowsPerPage=-2', '/api/usuarios?rowsPerPage=-1&page=cero', '/api/telefonos_duplicados?rowsPerPage=-1&desde=x']) {
      const res = await get('superadmin@verifica.mx', url);
      expect(res.statusCode).toBe(422);
      expect((res.json() as { message: string }).message).toBe('Los datos proporcionados no son válidos');
    }
    const operador = await get('operador@verifica.mx', '/api/solicitudes_operadores?rowsPerPage=-1&asignadas=2');
    expect(operador.statusCode).toBe(422);
  });
});

describe('flujoJson', () => {
  const N = 5000;
  const claves = sql`select g as k, ${N} - g as n from generate_series(1, ${N}) g`;

  async function leer(flujo: Readable): Promise<string[]> {
    const trozos: string[] = [];
    for await (const c of flujo) trozos.push(String(c));
    return trozos;
  }

  it('reads batches as the client reads: a paused client stops the reading', async () => {
    let lotes = 0;
    const flujo = await flujoJson(ctx.db, { claves, filas: async (ks: number[]) => ((lotes += 1), ks.map((id) => ({ id, texto: 'x'.repeat(2000) }))), clave: (f) => f.id }, 100, 100);
    await new Promise((r) => setTimeout(r, 300));
    // 50 batches of ~200 KB in all; unread, it stops once the stream's buffers (2 × 256 KB) are full.
    expect(lotes).toBeLessThan(6);
    const trozos = await leer(flujo);
    expect(lotes).toBe(50);
    expect(trozos.length).toBeGreaterThan(1);
    const filas = JSON.parse(trozos.join('')) as { id: number }[];
    // In key order (n descending by id), every row once.
    expect(filas.map((f) => f.id)).toStrictEqual(Array.from({ length: N }, (_, i) => N - i));
  });

  it('lets other work run between batches (PGlite: other requests are not starved)', async () => {
    let lotes = 0;
    let alDispararse = -1;
    const flujo = await flujoJson(ctx.db, { claves, filas: async (ks: number[]) => ((lotes += 1), ks.map((id) => ({ id }))), clave: (f) => f.id }, 100, 100);
    // A setImmediate, not a 0 ms timer: a timer waits for 1 ms to pass, and with in-memory batches
    // that is any number of batches (11 seen on an idle machine). Without the stream's yield this
    // callback runs only after the last batch.
    setImmediate(() => (alDispararse = lotes));
    await leer(flujo);
    expect(lotes).toBe(50);
    expect(alDispararse).toBeGreaterThanOrEqual(0);
    expect(alDispararse).toBeLessThan(5);
  });

  it('an error before the first byte is thrown; after it, the stream is destroyed (no valid array)', async () => {
    await expect(flujoJson(ctx.db, { claves, filas: async () => Promise.reject(new Error('antes')), clave: (f: { id: number }) => f.id }, 100)).rejects.toThrow('antes');
    let lotes = 0;
    const flujo = await flujoJson(
      ctx.db,
      {
        claves,
        filas: async (ks: number[]) => {
          lotes += 1;
          if (lotes === 3) throw new Error('después');
          return ks.map((id) => ({ id }));
        },
        clave: (f) => f.id,
      },
      100,
      100,
    );
    await expect(leer(flujo)).rejects.toThrow('después');
  });

  it('reads a first batch of LOTE_TODAS rows, then batches of LOTE_TODAS_SIGUIENTES', async () => {
    const tamanos: number[] = [];
    const flujo = await flujoJson(ctx.db, { claves, filas: async (ks: number[]) => (tamanos.push(ks.length), ks.map((id) => ({ id }))), clave: (f) => f.id });
    const filas = JSON.parse((await leer(flujo)).join('')) as { id: number }[];
    const siguientes: number[] = [];
    for (let resto = N - LOTE_TODAS; resto > 0; resto -= LOTE_TODAS_SIGUIENTES) siguientes.push(Math.min(resto, LOTE_TODAS_SIGUIENTES));
    expect(tamanos).toStrictEqual([LOTE_TODAS, ...siguientes]);
    expect(filas).toHaveLength(N);
  });

  it('an empty list is []', async () => {
    const flujo = await flujoJson(ctx.db, { claves: sql`select 1 as k, 1 as n where false`, filas: async (ks: number[]) => ks.map((id) => ({ id })), clave: (f) => f.id });
    expect((await leer(flujo)).join('')).toBe('[]');
  });
});
