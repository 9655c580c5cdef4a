/**
 * Live events at scale: N subscribers of GET /api/eventos on PostgreSQL with WORKERS=2.
 *
 *   node --import tsx bench/eventos.ts [--clientes 200] [--cambios 50] [--workers 2] [--solicitudes 2000]
 *
 * A fresh database (`verifica_eventos_<random>` on EVENTOS_ADMIN_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres, dropped at the end) seeded with `--solicitudes`.
 * The server (src/main.ts, WORKERS=N: node:cluster workers sharing the port, so the subscribers
 * spread over the processes) as a child. Opens the subscribers (admin@ and supervisor@ of agency
 * 1, alternating) and measures the workers' VmRSS before and after: memory per connection. Then
 * makes `--cambios` changes one after another through the API (PUT /api/solicitudes/{id}
 * comentario, as admin@) and records, for every subscriber, when each change's event arrived,
 * counted from the moment its request was sent: event latency p50/p95/max, and deliveries.
 */
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { filas } from '../src/db/filas';
import { openConfiguredDatabase } from '../src/db/client';
import { seed } from '../src/db/seed/index';
import { signToken } from '../src/lib/jwt';
import { suscribir, type Suscripcion } from '../test/sse';
import { arrancarHijo, baseDesechable, detener, entornoHijo, opcion, percentil, sleep } from './harness/proceso';
import { puertoLibre, rssMb } from './harness/setup';

const CLIENTES = Number(opcion('clientes', '200'));
const CAMBIOS = Number(opcion('cambios', '50'));
const WORKERS = Number(opcion('workers', '2'));
const SOLICITUDES = Number(opcion('solicitudes', '2000'));
const ADMIN_URL = process.env.EVENTOS_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECRETO = 'bench-eventos-0123456789-abcdefghijklmnopqrstuvwxyz';

const hijosDe = (pid: number): number[] =>
  readdirSync(`/proc/${pid}/task`).flatMap((t) => readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').trim().split(' ').filter(Boolean).map(Number));

async function main(): Promise<void> {
  const scratch = await baseDesechable(ADMIN_URL, 'verifica_eventos');
  const puerto = await puertoLibre();
  const env = entornoHijo(puerto, {
    DATABASE_URL: scratch.url,
    DATA_DIR: `/tmp/${scratch.nombre}`,
    JWT_SECRET: SECRETO,
    WORKERS: String(WORKERS),
    EVENTOS_POR_USUARIO: String(CLIENTES),
  });
  let servidor: ChildProcess | null = null;
  const abiertas: Suscripcion[] = [];
  try {
    const config = loadConfig(env);
    const database = await openConfiguredDatabase(config);
    await database.migrate();
    await seed(database.db, { solicitudes: SOLICITUDES, password: config.seedPassword, uploadsDir: config.uploadsDir });
    const usuarios = await filas<{ id: number; correo: string; agencia_id: number }>(database.db, sql`select id, correo, agencia_id from usuarios where correo in ('admin@verifica.mx', 'supervisor@verifica.mx')`);
    const agencia = usuarios[0]?.agencia_id ?? 0;
    const ids = (await filas<{ id: number }>(database.db, sql`select id from solicitudes where agencia_id = ${agencia} order by id limit ${CAMBIOS}`)).map((r) => r.id);
    await database.close();
    const tokens = await Promise.all(usuarios.map(async (u) => (await signToken(SECRETO, u.id, 3600)).token));
    const tokenAdmin = tokens[usuarios.findIndex((u) => u.correo === 'admin@verifica.mx')] ?? '';

    servidor = await arrancarHijo(puerto, env);
    const base = `http://127.0.0.1:${puerto}`;
    await sleep(1500);
    const procesos = () => (servidor?.pid ? [servidor.pid, ...hijosDe(servidor.pid)] : []);
    const rss = () => procesos().reduce((s, p) => s + rssMb(p), 0);
    console.log(`PostgreSQL, WORKERS=${WORKERS} (procesos ${procesos().join(', ')}), ${SOLICITUDES} solicitudes`);
    const antes = rss();
    for (let i = 0; i < CLIENTES; i++) {
      const s = await suscribir(base, tokens[i % tokens.length] ?? '');
      if (s.status !== 200) throw new Error(`suscripción ${i}: ${s.status} ${s.cuerpo}`);
      abiertas.push(s);
    }
    await Promise.all(abiertas.map((s) => s.esperar((e) => e.evento === 'conectado')));
    await sleep(2000);
    const despues = rss();
    console.log(`${CLIENTES} suscriptores: RSS ${antes.toFixed(1)} -> ${despues.toFixed(1)} MB (${(((despues - antes) * 1024) / CLIENTES).toFixed(1)} KB por conexión)`);

    const latencias: number[] = [];
    const duraciones: number[] = [];
    for (const id of ids) {
      const t0 = performance.now();
      const llegadas = abiertas.map((s) => s.esperar((e) => e.evento === 'cambio' && e.datos.solicitud_id === id, 10_000).then(() => performance.now() - t0, () => NaN));
      const r = await fetch(`${base}/api/solicitudes/${id}`, { method: 'PUT', headers: { authorization: `Bearer ${tokenAdmin}`, 'content-type': 'application/json' }, body: JSON.stringify({ comentario: `cambio ${t0}` }) });
      duraciones.push(performance.now() - t0);
      if (r.status !== 200) throw new Error(`PUT ${id}: ${r.status}`);
      latencias.push(...(await Promise.all(llegadas)));
      await sleep(50);
    }
    const entregadas = latencias.filter((x) => !Number.isNaN(x));
    console.log(`${ids.length} cambios x ${CLIENTES} suscriptores: ${entregadas.length}/${latencias.length} eventos entregados`);
    console.log(`latencia del evento desde la petición: p50 ${percentil(entregadas, 50).toFixed(1)} ms, p95 ${percentil(entregadas, 95).toFixed(1)} ms, máx ${Math.max(...entregadas).toFixed(1)} ms`);
    console.log(`duración del PUT: p50 ${percentil(duraciones, 50).toFixed(1)} ms, p95 ${percentil(duraciones, 95).toFixed(1)} ms`);
    console.log(`RSS al terminar: ${rss().toFixed(1)} MB`);
  } finally {
    for (const s of abiertas) s.cerrar();
    if (servidor) await detener(servidor, 10_000);
    await scratch.borrar();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
