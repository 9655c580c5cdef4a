/**
 * What ops and load balancers use: liveness without the database, readiness with it, and
 * /metrics in Prometheus' text format (optionally behind METRICS_TOKEN).
 */
import { sql } from 'drizzle-orm';
import { MENSAJES_API } from '@verifica/contracts';
import { buildApp } from '../app';
import type { Db } from '../db/client';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../../test/context';

/** `name{labels} value` lines of the text format, parsed. */
function muestras(texto: string): { nombre: string; etiquetas: Record<string, string>; valor: number }[] {
  const out = [];
  for (const linea of texto.split('\n')) {
    if (!linea || linea.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(linea);
    if (!m) throw new Error(`línea no válida en /metrics: ${linea}`);
    const etiquetas: Record<string, string> = {};
    for (const e of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) etiquetas[e[1] as string] = e[2] as string;
    out.push({ nombre: m[1] as string, etiquetas, valor: Number(m[3]) });
  }
  return out;
}

describe('probes and metrics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ solicitudes: 5, env: { METRICS_TOKEN: 'token-de-metricas-0123456789' } });
  });
  afterAll(() => ctx.close());
  const conToken = { authorization: 'Bearer token-de-metricas-0123456789' };

  it('GET /api/ready: the database answers and every migration is applied', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', migraciones: expect.any(Number) });
    expect(res.json().migraciones).toBeGreaterThanOrEqual(6);
  });

  it('/api/ready is 503 with a Spanish reason when a migration is missing', async () => {
    await ctx.db.execute(sql`update drizzle.__drizzle_migrations set created_at = -created_at where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: MENSAJES_API.migracionesPendientes, error: 'migraciones' });
    } finally {
      await ctx.db.execute(sql`update drizzle.__drizzle_migrations set created_at = -created_at where created_at < 0`);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('/metrics requires METRICS_TOKEN when it is set', async () => {
    const sin = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(sin.statusCode).toBe(401);
    expect(sin.json()).toEqual({ message: MENSAJES_API.metricasNoAutorizado });
    const mal = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer otro-token-de-metricas-0000' } });
    expect(mal.statusCode).toBe(401);
    const bien = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: conToken });
    expect(bien.statusCode).toBe(200);
    expect(bien.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('/metrics: durations by route pattern, process and event loop, logins by outcome', async () => {
    const token = await ctx.tokenFor('superadmin@verifica.mx');
    await ctx.app.inject({ method: 'GET', url: '/api/solicitudes/1', headers: ctx.auth(token) });
    await ctx.app.inject({ method: 'GET', url: '/api/solicitudes/2', headers: ctx.auth(token) });
    await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { correo: 'supervisor@verifica.mx', password: TEST_PASSWORD } });
    await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { correo: 'supervisor@verifica.mx', password: 'NoEsLaClave.1' } });
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: conToken });
    const m = muestras(res.body);
    const uno = (nombre: string, etiquetas: Record<string, string>) =>
      m.find((x) => x.nombre === nombre && Object.entries(etiquetas).every(([k, v]) => x.etiquetas[k] === v));

    // The pattern, not the raw URL: both details count under one series.
    expect(uno('http_request_duration_seconds_count', { method: 'GET', route: '/api/solicitudes/:id', status_code: '200' })?.valor).toBe(2);
    expect(m.some((x) => x.etiquetas.route === '/api/solicitudes/1')).toBe(false);
    expect(uno('verifica_logins_total', { resultado: 'ok' })?.valor).toBe(1);
    expect(uno('verifica_logins_total', { resultado: 'fallido' })?.valor).toBe(1);
    expect(uno('process_resident_memory_bytes', {})?.valor).toBeGreaterThan(0);
    expect(m.some((x) => x.nombre.startsWith('nodejs_eventloop_lag'))).toBe(true);
    if (ctx.driver === 'postgres') {
      expect(uno('verifica_db_pool_conexiones', { estado: 'libres' })).toBeDefined();
      expect(uno('verifica_db_pool_en_espera', {})?.valor).toBe(0);
    }
  });

  it('/metrics counts uploads and their rows', async () => {
    const token = await ctx.tokenFor('admin@verifica.mx');
    const csv = 'Folio,Nombre,Apellido Paterno\nMETRICA-1,Ana,López\nMETRICA-2,Luis,Pérez\n';
    const limite = '----verifica-metricas';
    const cuerpo = `--${limite}\r\nContent-Disposition: form-data; name="file"; filename="carga.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${limite}--\r\n`;
    const carga = await ctx.app.inject({
      method: 'POST',
      url: '/api/solicitudes/load_file',
      headers: { ...ctx.auth(token), 'content-type': `multipart/form-data; boundary=${limite}` },
      payload: cuerpo,
    });
    expect(carga.json()).toMatchObject({ insertados: 2 });
    const mala = await ctx.app.inject({
      method: 'POST',
      url: '/api/solicitudes/load_file',
      headers: { ...ctx.auth(token), 'content-type': `multipart/form-data; boundary=${limite}` },
      payload: cuerpo,
    });
    expect(mala.statusCode).toBe(422);
    const m = muestras((await ctx.app.inject({ method: 'GET', url: '/metrics', headers: conToken })).body);
    expect(m.find((x) => x.nombre === 'verifica_cargas_total' && x.etiquetas.resultado === 'ok')?.valor).toBe(1);
    expect(m.find((x) => x.nombre === 'verifica_cargas_total' && x.etiquetas.resultado === 'error')?.valor).toBe(1);
    expect(m.find((x) => x.nombre === 'verifica_carga_filas_total')?.valor).toBe(2);
  });
});

describe('liveness does not touch the database', () => {
  it('/api/health answers 200 while the database is down; /api/ready answers 503 in Spanish', async () => {
    const ctx = await createTestContext({ seed: false });
    const caida = new Proxy(ctx.db, {
      get(target, prop, receiver) {
        if (prop === 'execute' || prop === 'select' || prop === 'transaction') {
          return () => {
            throw new Error('connection terminated');
          };
        }
        return Reflect.get(target, prop, receiver) as unknown;
      },
    }) as Db;
    const app = await buildApp({ config: ctx.config, db: caida, fastify: { logger: false } });
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok', pid: process.pid });
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBeDefined();
      expect(ready.json()).toEqual({ message: MENSAJES_API.baseNoResponde, error: 'database' });
    } finally {
      await app.close();
      await ctx.close();
    }
  });
});
