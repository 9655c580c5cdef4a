/**
 * Bench of the request report, in process against the bench database:
 *
 *   node --import tsx bench/solicitudes.ts [--rondas 15] [--sin-carga] [--sin-exportar]
 *
 * - GET /api/solicitudes page + total for five filter mixes: API (inject, no network) vs the raw
 *   SQL it runs (count + page, same text, over pg), p50/p95 of alternated rounds.
 * - Export (.xlsx stream) of ~100k rows and of every row: time and peak RSS.
 * - Upload of a 100k-row .xlsx into a scratch database (created and dropped here): time, peak RSS.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/verifica_bench) is only read;
 * the upload goes to a fresh database made through TEST_DATABASE_URL's server.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { solicitudesQuerySchema } from '@verifica/contracts';
import { buildApp } from '../src/app';
import { findRepoRoot, loadConfig } from '../src/config';
import { migrationsFolderOf, openDatabase } from '../src/db/client';
import { signToken } from '../src/lib/jwt';
import { GESTOR } from '../src/consultas/solicitudes/asignacion';
import { filtroSolicitudes } from '../src/consultas/solicitudes/filtros';
import { consultaFilas, ordenSolicitudes } from '../src/consultas/solicitudes/listado';
import { solicitudes } from '../src/db/schema';
import { and, sql } from 'drizzle-orm';
import { createTestContext } from '../test/context';
import { percentil, picoRss } from './harness/proceso';

const BENCH_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/verifica_bench';
const args = process.argv.slice(2);
const RONDAS = Number(args[args.indexOf('--rondas') + 1]) || 15;

const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

/** GET over real HTTP, counting and discarding the body (what a browser download does). */
function descargar(url: string, token: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function generar(ruta: string) {
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: ruta });
  const hoja = libro.addWorksheet('Solicitudes');
  hoja.addRow(['Folio', 'Nombre', 'Apellido Paterno', 'Apellido Materno', 'Calle', 'Colonia', 'Ciudad', 'Edo', 'C.P.', 'Teléfono', 'Fecha de Captura', 'Fuerza de Venta']).commit();
  for (let i = 0; i < 100_000; i++) {
    hoja.addRow([`B${1_000_000 + i}`, 'María', 'López', 'Hernández', 'Av. Reforma 100', 'Juárez', 'Cuauhtémoc', 'Ciudad de México', '06600', `55${String(10_000_000 + i)}`, '2026-01-15', 'Directa']).commit();
  }
  hoja.commit();
  await libro.commit();
}

async function main() {
  if (args.includes('--generar')) return generar(args[args.indexOf('--generar') + 1] ?? '');
  const repoRoot = findRepoRoot();
  const config = loadConfig({ ...process.env, DATABASE_URL: BENCH_URL, LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz' }, repoRoot);
  const database = await openDatabase({ databaseUrl: BENCH_URL, migrationsFolder: migrationsFolderOf(repoRoot) });
  const app = await buildApp({ config, db: database.db, fastify: { logger: false } });
  await app.ready();
  const raw = new pg.Client({ connectionString: BENCH_URL });
  await raw.connect();
  const usuario = async (correo: string) => {
    const r = await raw.query<{ id: number; agencia_id: number | null }>('select id, agencia_id from usuarios where correo = $1', [correo]);
    const u = r.rows[0];
    if (!u) throw new Error(`sin ${correo}`);
    return { ...u, token: (await signToken(config.jwtSecret, u.id, 3600)).token };
  };
  const superadmin = await usuario('superadmin@verifica.mx');
  const admin = await usuario('admin@verifica.mx');
  const total = Number((await raw.query('select count(*) n from solicitudes')).rows[0].n);
  console.log(`solicitudes: ${total}`);

  const muestra = (await raw.query<{ edo: string; ciudad: string; colonia: string; fecha: string }>(
    `select edo, ciudad, colonia, to_char(fecha_captura, 'YYYY-MM-DD') fecha from solicitudes where agencia_id = $1 order by id desc limit 1`,
    [admin.agencia_id],
  )).rows[0];
  if (!muestra) throw new Error('sin filas');
  const hasta = muestra.fecha;
  const desde = new Date(Date.parse(`${hasta}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
  const mezclas: { nombre: string; token: string; scope: number | null; query: string }[] = [
    { nombre: 'global, sin filtro, id desc', token: superadmin.token, scope: null, query: 'rowsPerPage=25' },
    { nombre: 'agencia, mes actual (fechas)', token: admin.token, scope: admin.agencia_id, query: `fecha_desde=${desde}&fecha_hasta=${hasta}&rowsPerPage=25` },
    { nombre: 'agencia, No Asignadas + estado', token: admin.token, scope: admin.agencia_id, query: `asignadas=2&edo=${encodeURIComponent(muestra.edo)}&rowsPerPage=25` },
    { nombre: 'agencia, ciudad + colonia, por folio', token: admin.token, scope: admin.agencia_id, query: `ciudades=${encodeURIComponent(muestra.ciudad)}&colonias=${encodeURIComponent(muestra.colonia)}&sortBy=folio_solicitud&rowsPerPage=25` },
    { nombre: 'global, búsqueda de texto', token: superadmin.token, scope: null, query: `search=${encodeURIComponent('garcia')}&rowsPerPage=25` },
  ];

  console.log('\nGET /api/solicitudes: página + total (API inject vs SQL crudo: count + página)');
  for (const m of args.includes('--sin-lista') ? [] : mezclas) {
    const q = solicitudesQuerySchema.parse(Object.fromEntries(new URLSearchParams(m.query)));
    const where = filtroSolicitudes(q, { scope: m.scope, asignacion: GESTOR });
    const conteo = database.db.select({ n: sql<number>`count(*)` }).from(solicitudes).where(where).toSQL();
    const pagina = consultaFilas(database.db).where(and(where)).orderBy(...ordenSolicitudes(q)).limit(25).offset(0).toSQL();
    const api: number[] = [];
    const crudo: number[] = [];
    for (let i = 0; i < RONDAS + 2; i++) {
      let t = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/solicitudes?${m.query}`, headers: { authorization: `Bearer ${m.token}` } });
      if (res.statusCode !== 200) throw new Error(`${m.nombre}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (i >= 2) api.push(performance.now() - t);
      t = performance.now();
      await Promise.all([raw.query(conteo.sql, conteo.params), raw.query(pagina.sql, pagina.params)]);
      if (i >= 2) crudo.push(performance.now() - t);
    }
    console.log(`  ${m.nombre.padEnd(40)} API p50 ${ms(percentil(api, 50))} p95 ${ms(percentil(api, 95))} | SQL p50 ${ms(percentil(crudo, 50))} p95 ${ms(percentil(crudo, 95))} | ${(percentil(api, 50) / percentil(crudo, 50)).toFixed(2)}×`);
    if (args.includes('--sql')) console.log(conteo.sql, '\n', pagina.sql);
  }

  if (!args.includes('--sin-exportar')) {
    console.log('\nExportación .xlsx');
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    // A date window holding ~100k rows (newest first).
    const dias = (await raw.query<{ f: string; n: string }>(`select to_char(fecha_captura, 'YYYY-MM-DD') f, count(*) n from solicitudes group by 1 order by 1 desc`)).rows;
    let acumulado = 0;
    let desde100k = hasta;
    for (const d of dias) {
      acumulado += Number(d.n);
      desde100k = d.f;
      if (acumulado >= 100_000) break;
    }
    for (const [nombre, query] of [
      [`~${acumulado} filas`, `fecha_desde=${desde100k}`],
      [`todas (${total})`, ''],
    ] as const) {
      if (nombre.startsWith('todas') && args.includes('--sin-todas')) continue;
      global.gc?.();
      const rss0 = process.memoryUsage().rss;
      const pico = picoRss(() => process.memoryUsage().rss);
      const t = performance.now();
      const { status, bytes } = await descargar(`${base}/api/solicitudes?exportar_excel=si&${query}`, superadmin.token);
      const dur = performance.now() - t;
      const rss = pico.parar();
      console.log(`  ${nombre.padEnd(22)} ${status} ${(dur / 1000).toFixed(1)} s, ${mb(bytes)} .xlsx (HTTP, leído y descartado), RSS antes ${mb(rss0)} pico ${mb(rss)}`);
    }
  }
  await raw.end();
  await app.close();
  await database.close();

  if (!args.includes('--sin-carga')) {
    console.log('\nCarga de un .xlsx de 100,000 filas (base temporal)');
    process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
    // test/context.ts is written for jest (CommonJS __dirname, the run's template databases made
    // by jest's global setup); this script runs as ESM and does both itself.
    Object.assign(globalThis, { __dirname: `${repoRoot}/server/test` });
    const requerir = createRequire(import.meta.url);
    const plantillas = { crear: requerir('../test/global-setup.cjs') as () => Promise<void>, borrar: requerir('../test/global-teardown.cjs') as () => Promise<void> };
    await plantillas.crear();
    const ctx = await createTestContext({ solicitudes: 0 });
    try {
      // The file is made by a child process (its memory must not count in the server's RSS).
      const ruta = path.join(os.tmpdir(), 'verifica-carga-100k.xlsx');
      if (!existsSync(ruta)) execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--generar', ruta], { stdio: 'inherit' });
      const archivo = readFileSync(ruta);
      const token = await ctx.tokenFor('admin@verifica.mx');
      const boundary = 'benchcarga';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="carga.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        archivo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      global.gc?.();
      const rss0 = process.memoryUsage().rss;
      const pico = picoRss(() => process.memoryUsage().rss);
      const t = performance.now();
      const res = await ctx.app.inject({ method: 'POST', url: '/api/solicitudes/load_file', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
      const dur = performance.now() - t;
      console.log(`  ${mb(archivo.length)} .xlsx -> ${res.statusCode} ${res.body.slice(0, 80)} en ${(dur / 1000).toFixed(1)} s, RSS antes ${mb(rss0)} pico ${mb(pico.parar())} (límite 500 MB)`);
    } finally {
      await ctx.close();
      await plantillas.borrar();
    }
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
