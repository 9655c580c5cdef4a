/** The bench database (migrated, seeded once, reused) and the API server process under test. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { findRepoRoot } from '../../src/config';
import { migrationsFolderOf, openDatabase, type Db } from '../../src/db/client';
import { compactarProductividad } from '../../src/modules/productividad/contadores';
import { compactarConteos } from '../../src/modules/reportes/conteos';
import { isEmpty, seed, truncateAll } from '../../src/db/seed/index';

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/verifica_bench';
export const BENCH_DATA_DIR = process.env.BENCH_DATA_DIR || '/tmp/verifica-bench-data';
export const BENCH_JWT_SECRET = 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
export const SEED_PASSWORD = 'Verifica.2026';


/** Creates the bench database on its server when it does not exist (a fresh machine has only `postgres`). */
async function crearBaseSiFalta(log: (m: string) => void): Promise<void> {
  const url = new URL(BENCH_DATABASE_URL);
  const nombre = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const existe = await admin.query('select 1 from pg_database where datname = $1', [nombre]);
    if (existe.rowCount === 0) {
      log(`Creando la base ${nombre}...`);
      await admin.query(`create database ${pg.escapeIdentifier(nombre)}`);
    }
  } finally {
    await admin.end();
  }
}

/**
 * Creates and migrates the bench database (other branches add indexes) and seeds it when it has
 * fewer than `solicitudes` rows, then gathers statistics (autovacuum may be off: without them the
 * planner measures 3–260× slower lists). Refuses to touch it while another seed is filling it.
 */
export async function prepararBase(solicitudes: number, log: (m: string) => void): Promise<number> {
  const repoRoot = findRepoRoot();
  await crearBaseSiFalta(log);
  const database = await openDatabase({ databaseUrl: BENCH_DATABASE_URL, migrationsFolder: migrationsFolderOf(repoRoot) });
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await client.connect();
  const contar = async () => Number((await client.query<{ n: string }>('select count(*)::text as n from solicitudes')).rows[0]?.n ?? 0);
  try {
    const migraciones = async () =>
      Number((await client.query<{ n: string }>("select count(*)::text as n from information_schema.tables where table_schema = 'drizzle'")).rows[0]?.n ?? 0) > 0
        ? Number((await client.query<{ n: string }>('select count(*)::text as n from drizzle.__drizzle_migrations')).rows[0]?.n ?? 0)
        : 0;
    const antes = await migraciones();
    await database.migrate();
    // A migration that rewrites a table leaves it without statistics or visibility map (no
    // index-only scans) until autovacuum comes by: measure the state production reaches.
    if (antes > 0 && (await migraciones()) !== antes) {
      log('Migraciones nuevas aplicadas: vacuum analyze...');
      await client.query('vacuum analyze');
    }
    const n = await contar();
    if (n >= solicitudes) {
      await sembrarLlamadas(client, log);
      await comoAutovacuum(database.db, client, log);
      return n;
    }
    await new Promise((r) => setTimeout(r, 3000));
    const n2 = await contar();
    if (n2 !== n) throw new Error(`Otra siembra está llenando ${BENCH_DATABASE_URL} (${n2} solicitudes y subiendo); espera a que termine.`);
    // Session lock, held by `client` until the end of this function.
    const lock = await client.query<{ ok: boolean }>("select pg_try_advisory_lock(hashtext('verifica.bench.seed')) as ok");
    if (!lock.rows[0]?.ok) throw new Error('Otra ejecución del bench está sembrando la base; espera a que termine.');
    if (!(await isEmpty(database.db))) await truncateAll(database.db);
    mkdirSync(BENCH_DATA_DIR, { recursive: true });
    log(`Sembrando ${solicitudes} solicitudes en ${BENCH_DATABASE_URL} (tarda: ~20 000 por minuto en 2 vCPU)...`);
    let ultimo = 0;
    const r = await seed(database.db, {
      solicitudes,
      password: SEED_PASSWORD,
      uploadsDir: path.join(BENCH_DATA_DIR, 'uploads'),
      log: (m) => {
        if (Date.now() - ultimo > 10_000) {
          ultimo = Date.now();
          log(m);
        }
      },
    });
    // The deltas the seed appended to the chart counters, folded as the server's job would.
    await compactarConteos(database.db);
    await sembrarLlamadas(client, log);
    await compactarProductividad(database.db);
    log('Siembra terminada: vacuum analyze...');
    await client.query('vacuum analyze');
    return r.solicitudes;
  } finally {
    await client.end();
    await database.close();
  }
}

/** Call attempts per request of the database, on average (the 3M at 1M requests). */
const INTENTOS_POR_SOLICITUD = 3;

/**
 * The call center's day on a seeded database, each part only when its table is empty (a database
 * seeded before these tables existed gains them; a run after that changes nothing), in SQL over
 * what the seed wrote (INSERT ... SELECT, no row leaves the server):
 * - attempts: INTENTOS_POR_SOLICITUD × the requests, spread over the call forms (k per form on
 *   average, 1 to 2k−1 by a hash of the form), from the form's first save to its Finalizar (or over
 *   up to three days, never after now); a finalised form's last attempt answered, a quarter of the
 *   others too, the rest not (a phone status 1–7); each form's count and last attempt written back;
 * - callbacks: an open one on 3 % of the folios in an operator's queue (due from two days ago to
 *   five days ahead: about 2 in 7 overdue, already announced), and an ended one on 6 % of the call
 *   forms, at the middle of their attempts: kept by a save, or one in four missed (reassigned).
 */
async function sembrarLlamadas(client: pg.Client, log: (m: string) => void): Promise<void> {
  const vacia = async (tabla: string) => (await client.query(`select 1 from ${client.escapeIdentifier(tabla)} limit 1`)).rowCount === 0;
  let sembrado = false;
  if (await vacia('intentos_llamada')) {
    sembrado = true;
    log('Sembrando intentos de llamada...');
    await client.query('begin');
    try {
      const r = await client.query(
        `with p as (
           select greatest(1, round($1::numeric * (select count(*) from solicitudes)
                  / greatest(1, (select count(*) from verificaciones_operadores where usuario_id is not null))))::int as k
         ), f as (
           select vo.id, vo.solicitud_id, vo.usuario_id, vo.finalizado, vo.created_at as desde,
                  least(now(), greatest(coalesce(vo.hora_verificacion, vo.created_at + interval '3 days'), vo.created_at + interval '2 hours')) as hasta,
                  1 + abs(hashint4(vo.id)) % (2 * p.k - 1) as n
             from verificaciones_operadores vo, p
            where vo.usuario_id is not null
         )
         insert into intentos_llamada (solicitud_id, usuario_id, contesto, telefono_estatus, created_at)
         select f.solicitud_id, f.usuario_id, c.contesto, case when c.contesto = 2 then 1 + h % 7 end,
                f.desde + (f.hasta - f.desde) * (g.i::float8 / greatest(f.n - 1, 1))
           from f
           cross join lateral generate_series(0, f.n - 1) g(i)
           cross join lateral (select abs(hashint4(f.id * 64 + g.i)) as h) x
           cross join lateral (select case when (f.finalizado and g.i = f.n - 1) or x.h % 4 = 0 then 1 else 2 end as contesto) c
          order by f.id, g.i`,
        [INTENTOS_POR_SOLICITUD],
      );
      // Only the attempt columns change: the triggers that derive the request's call state from
      // the form (and the counters behind it) would rewrite the same values for every form.
      await client.query('set local session_replication_role = replica');
      await client.query(
        `update verificaciones_operadores vo set intentos = t.n, ultimo_intento_id = t.ultimo, ultimo_intento_at = i.created_at
           from (select solicitud_id, count(*)::int as n, max(id) as ultimo from intentos_llamada group by solicitud_id) t
           join intentos_llamada i on i.id = t.ultimo
          where vo.solicitud_id = t.solicitud_id`,
      );
      await client.query('commit');
      log(`  ${r.rowCount ?? 0} intentos.`);
    } catch (e) {
      await client.query('rollback');
      throw e;
    }
  }
  if (await vacia('rellamadas')) {
    sembrado = true;
    log('Sembrando rellamadas...');
    const abiertas = await client.query(
      `insert into rellamadas (solicitud_id, usuario_id, creada_por, programada_para, nota, avisada_at, created_at)
       select s.id, s.operador_id, s.operador_id, t.para, 'Llamar de nuevo', case when t.para <= now() then t.para end, least(now(), t.para) - interval '1 day'
         from solicitudes s
         cross join lateral (select date_trunc('minute', now()) + (abs(hashint4(s.id * 7)) % (7 * 24 * 60) - 2 * 24 * 60) * interval '1 minute' as para) t
        where s.operador_id is not null and s.estado_llamada < 2 and abs(hashint4(s.id)) % 100 < 3`,
    );
    const terminadas = await client.query(
      `insert into rellamadas (solicitud_id, usuario_id, creada_por, programada_para, nota, terminada_at, motivo_fin, avisada_at, created_at)
       select vo.solicitud_id, vo.usuario_id, vo.usuario_id, t.para, 'Llamar de nuevo', t.para + interval '10 minutes',
              case when abs(hashint4(vo.id * 3)) % 4 = 0 then 'reasignada' else 'guardada' end, t.para, vo.created_at
         from verificaciones_operadores vo
         cross join lateral (select vo.created_at + (coalesce(vo.ultimo_intento_at, vo.created_at) - vo.created_at) / 2 as para) t
        where vo.usuario_id is not null and abs(hashint4(vo.id * 5)) % 100 < 6`,
    );
    log(`  ${abiertas.rowCount ?? 0} abiertas, ${terminadas.rowCount ?? 0} terminadas.`);
  }
  // Statistics and visibility map, as autovacuum would leave them.
  if (sembrado) await client.query('vacuum analyze intentos_llamada, rellamadas, verificaciones_operadores');
}

/**
 * What production's autovacuum would have done by now (it may be off on a bench machine): the
 * chart counters' appended deltas folded, and every table with more than 20 % dead rows (its
 * default threshold) vacuumed. A fold of the seed's 3M deltas left conteos_diarios at 152 MB for
 * 4,368 live rows, and a month's chart read every dead entry: 111–157 ms instead of a few.
 */
async function comoAutovacuum(db: Db, client: pg.Client, log: (m: string) => void): Promise<void> {
  await compactarConteos(db);
  await compactarProductividad(db);
  const { rows } = await client.query<{ tabla: string }>('select relname as tabla from pg_stat_user_tables where n_dead_tup > 50 + 0.2 * n_live_tup');
  for (const { tabla } of rows) {
    log(`vacuum analyze ${tabla} (filas muertas)...`);
    await client.query(`vacuum analyze ${client.escapeIdentifier(tabla)}`);
  }
}

/** Resident memory of a process (VmRSS from /proc, Linux), in MB. */
export const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

export async function puertoLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export interface Servidor {
  url: string;
  /** The server process (its VmRSS is the server's memory). */
  pid: number;
  /** CPU (user + system, ms) used so far by the server and its workers; NaN off Linux. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/**
 * CPU (ms) in a /proc/…/stat file: user + system time, and with `hijos` that of the reaped
 * children too (fields after the command name: utime [11], stime [12], cutime [13], cstime [14];
 * clock ticks of 10 ms).
 */
const cpuStat = (ruta: string, hijos = false) => {
  const stat = readFileSync(ruta, 'utf8');
  const c = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(c[11]) + Number(c[12]) + (hijos ? Number(c[13]) + Number(c[14]) : 0)) * 10;
};

/** CPU (user + system, ms) of a process's main thread and of its other threads (Linux). */
export function cpuHilos(pid: number): { principal: number; otros: number } {
  let principal = 0;
  let otros = 0;
  for (const t of readdirSync(`/proc/${pid}/task`)) {
    const ms = cpuStat(`/proc/${pid}/task/${t}/stat`);
    if (t === String(pid)) principal = ms;
    else otros += ms;
  }
  return { principal, otros };
}

/**
 * CPU (ms) of every PostgreSQL process on this machine, including those that have exited and been
 * reaped by the postmaster (parallel workers), which Linux adds to its children's time (Linux).
 */
export function cpuPostgres(): number {
  let ms = 0;
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      if (!readFileSync(`/proc/${p}/comm`, 'utf8').startsWith('postgres')) continue;
      ms += cpuStat(`/proc/${p}/stat`, true);
    } catch {
      // the process exited meanwhile
    }
  }
  return ms;
}

/** CPU time of a process and its descendants from /proc (Linux). */
function cpuDe(pid: number): number {
  try {
    let ms = cpuStat(`/proc/${pid}/stat`);
    for (const t of readdirSync(`/proc/${pid}/task`)) {
      const hijos = readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').trim();
      for (const h of hijos ? hijos.split(' ') : []) ms += cpuDe(Number(h));
    }
    return ms;
  } catch {
    return NaN;
  }
}

/**
 * Starts `node --import tsx src/main.ts` on the bench database (or, `compilado`, the production
 * build `node dist/main.js` that `npm start` runs, built first) and waits for /api/health.
 */
export async function arrancarServidor(opts: { workers: number; env?: Record<string, string>; nodeArgs?: string[]; compilado?: boolean }): Promise<Servidor> {
  const port = await puertoLibre();
  const serverDir = path.join(findRepoRoot(), 'server');
  if (opts.compilado) execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'ignore' });
  const entrada = opts.compilado ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  const child: ChildProcess = spawn(process.execPath, [...(opts.nodeArgs ?? []), ...entrada], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: BENCH_DATABASE_URL,
      DATA_DIR: BENCH_DATA_DIR,
      JWT_SECRET: BENCH_JWT_SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WORKERS: String(opts.workers),
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const salida = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const limite = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al arrancar (código ${child.exitCode}).`);
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > limite) {
      child.kill('SIGKILL');
      throw new Error('El servidor no respondió /api/health en 60 s.');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid ?? 0,
    cpuMs: () => (child.pid === undefined ? NaN : cpuDe(child.pid)),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await salida;
      clearTimeout(t);
    },
  };
}
