/**
 * "Todos" on PostgreSQL is one statement read through a cursor: the same bytes as the batches by
 * key (what PGlite still answers), read as the client reads, and a client that stops reading is
 * cut and gives its connection back.
 */
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { solicitudesQuerySchema } from '@verifica/contracts';
import { agencia1, contextoDelArchivo, ctx } from '../../test/archivo';
import { GESTOR } from '../consultas/solicitudes/asignacion';
import { filtroSolicitudes } from '../consultas/solicitudes/filtros';
import { aFila, ordenSolicitudes, todasLasSolicitudes } from '../consultas/solicitudes/listado';
import { poolDe } from './client';
import { CURSORES_MAX, flujoCursor, flujoJson } from './flujo';

contextoDelArchivo({ solicitudes: 1200 });

const ahora = new Date('2026-06-15T18:00:00Z');

async function texto(flujo: Readable): Promise<string> {
  let s = '';
  for await (const c of flujo) s += String(c);
  return s;
}

const consultas: [number | null, Record<string, unknown>][] = [
  [null, {}],
  [null, { sortBy: 'encuestador', descending: true }],
  [null, { sortBy: 'fecha_captura', asignadas: 1 }],
  [null, { sortBy: 'agencia_nombre' }],
  [null, { sortBy: 'solicitudes_encuentadores_created_at', descending: true }],
  [-1, { sortBy: 'nombre' }],
  [null, { search: 'zzzz-nadie' }],
];

describe('Todos: one statement or batches, the same bytes', () => {
  it.each(consultas)('scope %s, %j', async (scope, extra) => {
    const q = solicitudesQuerySchema.parse({ page: 1, rowsPerPage: -1, ...extra });
    const alcance = scope === -1 ? agencia1 : scope;
    const todas = todasLasSolicitudes(ctx.db, filtroSolicitudes(q, { scope: alcance, asignacion: GESTOR }), ordenSolicitudes(q), (r) => aFila(r, ahora));
    const { unaSentencia, ...porLotes } = todas;
    expect(unaSentencia).toBeDefined();
    const respuesta = await texto(await flujoJson(ctx.db, todas));
    expect(respuesta).toBe(await texto(await flujoJson(ctx.db, porLotes)));
    const filas = (JSON.parse(respuesta) as unknown[]).length;
    if (extra.search !== undefined) expect(filas).toBe(0);
    else if (scope === null && !('asignadas' in extra)) expect(filas).toBe(1200);
    else expect(filas).toBeGreaterThan(0);
  });
});

if (process.env.TEST_DATABASE_URL) {
  describe('flujoCursor (PostgreSQL)', () => {
    const N = 20_000;
    const serie = { texto: `select g, repeat('x', 200) from generate_series(1, ${N}) g`, valores: [], fila: (c: unknown[]) => ({ id: Number(c[0]), t: String(c[1]) }) };
    const conexiones = async () =>
      Number(((await ctx.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'select g, repeat%'`)) as unknown as { rows: { n: number }[] }).rows[0]?.n);

    it('reads as the client reads, and closes its connection at the end', async () => {
      const pool = poolDe(ctx.db);
      if (!pool) throw new Error('sin PostgreSQL');
      const flujo = await flujoCursor(pool, serie);
      await new Promise((r) => setTimeout(r, 300));
      // ~4.4 MB in all; unread, the reading stops at a few fetches (the buffers are full).
      expect(flujo.readableLength).toBeLessThan(1024 * 1024);
      expect(await conexiones()).toBe(1);
      const filas = JSON.parse(await texto(flujo)) as { id: number }[];
      expect(filas.map((f) => f.id)).toStrictEqual(Array.from({ length: N }, (_, i) => i + 1));
      await new Promise((r) => setTimeout(r, 100));
      expect(await conexiones()).toBe(0);
    });

    it('cuts a client that stops reading, and gives the connection back', async () => {
      const pool = poolDe(ctx.db);
      if (!pool) throw new Error('sin PostgreSQL');
      const flujo = await flujoCursor(pool, serie, 300);
      const error = new Promise<Error>((resolve) => flujo.once('error', resolve));
      expect((await error).message).toBe('El cliente dejó de leer la respuesta');
      await new Promise((r) => setTimeout(r, 100));
      expect(await conexiones()).toBe(0);
    });

    it(`past CURSORES_MAX open cursors, a "Todos" reads in batches on the pool`, async () => {
      let lotes = 0;
      const todas = {
        claves: sql`select g as k, g as n from generate_series(1, ${N}) g`,
        filas: async (ks: number[]) => ((lotes += 1), ks.map((id) => ({ id, t: 'x'.repeat(200) }))),
        clave: (f: { id: number }) => f.id,
        unaSentencia: () => serie,
      };
      const abiertos = await Promise.all(Array.from({ length: CURSORES_MAX }, () => flujoJson(ctx.db, todas)));
      expect(lotes).toBe(0);
      expect(await conexiones()).toBe(CURSORES_MAX);
      const porLotes = await texto(await flujoJson(ctx.db, todas));
      expect(lotes).toBeGreaterThan(1);
      expect(porLotes).toBe(await texto(abiertos[0] ?? Readable.from([])));
      for (const f of abiertos) f.destroy();
      await new Promise((r) => setTimeout(r, 100));
      expect(await conexiones()).toBe(0);
      await texto(await flujoJson(ctx.db, { ...todas, filas: async () => Promise.reject(new Error('por lotes')) }));
    });

    it('an error in the statement is thrown before the first byte', async () => {
      const pool = poolDe(ctx.db);
      if (!pool) throw new Error('sin PostgreSQL');
      await expect(flujoCursor(pool, { ...serie, texto: 'select 1/0' })).rejects.toThrow('division by zero');
    });
  });
}
