/**
 * Oracle of the search counts on the bench database: for searches taken from its data (common
 * surnames, folio, phone and RFC fragments, one letter, none), every scope, agency picks and
 * capture ranges, GET /api/solicitudes and GET /api/solicitudes_operadores answer with the count on
 * solicitudes_busqueda exactly what the count on solicitudes (the code before it) answers: total,
 * «more than» flag and page ids. Prints each case's difference (none expected) and both times.
 *
 *   pnpm --filter server bench:busquedas [-- --casos 60]
 *
 * Database: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/verifica_bench), read only.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { solicitudesOperadoresQuerySchema, solicitudesQuerySchema, UMBRALES_VIGENCIA, type Paged } from '@verifica/contracts';
import { findRepoRoot } from '../src/config';
import { migrationsFolderOf, openDatabase } from '../src/db/client';
import { filas } from '../src/db/filas';
import { GESTOR } from '../src/consultas/solicitudes/asignacion';
import { filtroSolicitudes } from '../src/consultas/solicitudes/filtros';
import { aFila, listaDeSolicitudes, listarSolicitudes, ordenSolicitudes } from '../src/consultas/solicitudes/listado';
import { aFilaLlamada, filtroLlamadas, listar, ordenLlamadas, type VistaLlamadas } from '../src/consultas/solicitudes/llamadas';
import type { Contexto } from '../src/plugins/policy';

// `pnpm bench:busquedas -- --casos 60` passes the `--` through.
const { values: args } = parseArgs({ args: process.argv.slice(2).filter((a) => a !== '--'), options: { casos: { type: 'string', default: '60' } } });
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/verifica_bench';
const database = await openDatabase({ databaseUrl: url, migrationsFolder: migrationsFolderOf(findRepoRoot()) });
const db = database.db;
const ahora = new Date();

const datos = await filas<{ ap: string; folio: string; tel: string; rfc: string; fecha: string | null; agencia: number }>(
  db,
  sql`select appat_rzsoc as ap, folio_solicitud as folio, telefono as tel, rfc, to_char(fecha_captura, 'YYYY-MM-DD') as fecha, agencia_id as agencia
      from solicitudes tablesample system (0.1) limit 12`,
);
const busquedas = [
  ...new Set([
    'garcia',
    'García',
    'hernandez',
    'maria',
    'ñ',
    'a',
    'zzzz-no-existe',
    ...datos.flatMap((d) => [d.ap.toLowerCase(), d.folio.slice(-4), d.tel.slice(3, 8), d.rfc.slice(0, 4)]),
  ]),
].filter((s) => s.trim() !== '');
const fechas = datos.map((d) => d.fecha).filter((f): f is string => f !== null);
const agencias = [...new Set(datos.map((d) => d.agencia))];
const menos30 = (f: string) => new Date(Date.parse(`${f}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);

let n = 0;
let diferencias = 0;
const tiempos = { antes: [] as number[], ahora: [] as number[] };
const resumen = (p: unknown) => {
  const r = p as Paged<{ id: number }>;
  return JSON.stringify({ ...r, data: r.data.map((f) => f.id) });
};
async function comparar(nombre: string, antes: () => Promise<unknown>, nuevo: () => Promise<unknown>) {
  const t0 = performance.now();
  const a = resumen(await antes());
  const t1 = performance.now();
  const b = resumen(await nuevo());
  const t2 = performance.now();
  tiempos.antes.push(t1 - t0);
  tiempos.ahora.push(t2 - t1);
  n++;
  const igual = a === b;
  if (!igual) diferencias++;
  console.log(`${igual ? 'igual    ' : 'DISTINTO '} ${(t1 - t0).toFixed(0).padStart(6)} → ${(t2 - t1).toFixed(0).padStart(5)} ms  ${nombre}${igual ? '' : `\n  antes ${a.slice(0, 300)}\n  ahora ${b.slice(0, 300)}`}`);
}

const casos = Number(args.casos);
for (let i = 0; i < casos; i++) {
  const search = busquedas[i % busquedas.length] as string;
  const fecha = fechas[i % fechas.length] ?? '2026-10-31';
  const agencia = agencias[i % agencias.length] ?? 1;
  const conFechas = i % 3 !== 0;
  const scope = i % 4 === 1 ? agencia : null;
  const extra: Record<string, unknown> = {
    search,
    ...(conFechas ? { fecha_desde: menos30(fecha), fecha_hasta: fecha } : {}),
    ...(i % 5 === 2 ? { agencia_id: agencia } : {}),
    ...(i % 7 === 3 ? { page: 3 } : {}),
  };
  const conteo = i % 2 === 0 ? undefined : 'acotado';
  const q = solicitudesQuerySchema.parse({ ...extra, rowsPerPage: 25, conteo });
  const opts = { scope, asignacion: GESTOR };
  await comparar(
    `solicitudes ${JSON.stringify({ scope, conteo, ...extra })}`,
    () => listaDeSolicitudes(db, q, filtroSolicitudes(q, opts), ordenSolicitudes(q), (r) => aFila(r, ahora)),
    () => listarSolicitudes({ db, scope } as Contexto, q, ahora),
  );
  const ql = solicitudesOperadoresQuerySchema.parse({ ...extra, rowsPerPage: 10, conteo });
  const v: VistaLlamadas = { scope, soloDe: null, umbrales: UMBRALES_VIGENCIA, ahora };
  await comparar(
    `solicitudes_operadores ${JSON.stringify({ scope, conteo, ...extra })}`,
    () => listaDeSolicitudes(db, ql, filtroLlamadas(ql, v), ordenLlamadas(ql), (r) => aFilaLlamada(r, ahora, v.umbrales)),
    () => listar(db, ql, v),
  );
}
const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(`\n${n} casos, ${diferencias} distintos. Mediana: antes ${mediana(tiempos.antes).toFixed(1)} ms, ahora ${mediana(tiempos.ahora).toFixed(1)} ms (página + conteo, en serie por caso).`);
await database.close();
process.exit(diferencias === 0 ? 0 : 1);
