/**
 * A lost database connection is the server's trouble, not the client's: 503 with Retry-After and a
 * Spanish message, never 500; the pool recovers by itself.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { MENSAJES_API } from '@verifica/contracts';
import { toErrorAnswer } from './errors';
import { createTestContext, type TestContext } from '../../test/context';

const envuelto = (causa: object) => Object.assign(new Error('Failed query: select 1'), { cause: causa });

describe('connection failures answer 503', () => {
  it.each([
    ['a terminated backend (57P01)', envuelto({ code: '57P01', message: 'terminating connection due to administrator command' })],
    ['a connection exception (08006)', envuelto({ code: '08006', message: 'connection failure' })],
    ['a reset socket', envuelto(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))],
    ['the pool timeout', new Error('timeout exceeded when trying to connect')],
    ['a connection that ended mid-query', envuelto(new Error('Connection terminated unexpectedly'))],
  ])('%s', (_nombre, error) => {
    expect(toErrorAnswer(error)).toEqual({ status: 503, body: { message: MENSAJES_API.baseNoDisponible, error: 'database' }, retryAfter: 5 });
  });

  it('other database errors keep their answers', () => {
    expect(toErrorAnswer(envuelto({ code: '23505' })).status).toBe(409);
    expect(toErrorAnswer(envuelto({ code: '22P02' })).status).toBe(422);
    expect(toErrorAnswer(new Error('x')).status).toBe(500);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  describe('pg_terminate_backend under load (PostgreSQL)', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext({ solicitudes: 300 });
    });
    afterAll(() => ctx.close());

    it('no 500 while the connections are killed; 503 carries Retry-After; the pool recovers', async () => {
      const token = await ctx.tokenFor('superadmin@verifica.mx');
      const base: unknown = await ctx.db.execute(sql`select current_database() as db`);
      const nombre = (base as { rows: { db: string }[] }).rows[0]?.db;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      let matando = true;
      const asesino = (async () => {
        while (matando) {
          await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [nombre]);
          await new Promise((r) => setTimeout(r, 15));
        }
      })();
      const respuestas = [];
      try {
        for (let ronda = 0; ronda < 6; ronda++) {
          respuestas.push(
            ...(await Promise.all(
              Array.from({ length: 25 }, (_, i) =>
                ctx.app.inject({ method: 'GET', url: `/api/solicitudes?rowsPerPage=50&page=${(i % 5) + 1}`, headers: ctx.auth(token) }),
              ),
            )),
          );
        }
      } finally {
        matando = false;
        await asesino;
        await admin.end();
      }
      const estados = respuestas.map((r) => r.statusCode);
      expect(estados.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      for (const r of respuestas.filter((x) => x.statusCode === 503)) {
        expect(r.headers['retry-after']).toBe('5');
        expect(r.json()).toEqual({ message: MENSAJES_API.baseNoDisponible, error: 'database' });
      }
      const despues = await Promise.all(Array.from({ length: 10 }, () => ctx.app.inject({ method: 'GET', url: '/api/solicitudes?rowsPerPage=10', headers: ctx.auth(token) })));
      expect(despues.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    }, 120_000);
  });
}
