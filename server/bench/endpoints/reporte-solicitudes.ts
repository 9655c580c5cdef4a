/**
 * Request report: GET /api/solicitudes page + total for five filter mixes, compared
 * with the very statements the endpoint runs (count + page, generated from the same filter
 * builder, so the SQL cannot drift from the code), and "Todos" of an agency's month. The export
 * is measured by bench/exportacion.ts (binary body, RSS, against psql \copy).
 */
import { and } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { solicitudesQuerySchema } from '@verifica/contracts';
import * as schema from '../../src/db/schema';
import { GESTOR } from '../../src/consultas/solicitudes/asignacion';
import { filtroBusquedaAngosta, filtroSolicitudes } from '../../src/consultas/solicitudes/filtros';
import { topeDeConteo } from '../../src/db/listado';
import { conteoSolicitudes, consultaFilas, ordenSolicitudes } from '../../src/consultas/solicitudes/listado';
import { bearer, defineEndpoints, rawSesion, sesionMuestra, type BenchContext, type BenchEndpoint, type Muestra, type RawStatement } from '../harness/types';

// Only used to render SQL text (never connects).
const db = drizzle.mock({ schema });

const MUESTRA_TIPO: Muestra = { edo: 'x', ciudad: 'x', colonia: 'x', fecha: '2026-01-31', desde: '2026-01-01' };

/**
 * count + page statements of a filter; the text comes from a typical sample (same shape for every
 * sample). `anterior`: the count as it was before solicitudes_busqueda (on solicitudes), the reference.
 */
function sentencias(nombre: string, query: (m: Muestra) => string, global: boolean, anterior = false): RawStatement[] {
  const render = (m: Muestra) => {
    const q = solicitudesQuerySchema.parse(Object.fromEntries(new URLSearchParams(query(m))));
    const opts = { scope: global ? null : Number(m.agenciaId), asignacion: GESTOR };
    const where = filtroSolicitudes(q, opts);
    return {
      conteo: conteoSolicitudes(db, where, topeDeConteo(q), anterior ? undefined : filtroBusquedaAngosta(q, opts)).toSQL(),
      pagina: consultaFilas(db).where(and(where)).orderBy(...ordenSolicitudes(q)).limit(q.rowsPerPage).offset((q.page - 1) * q.rowsPerPage).toSQL(),
    };
  };
  const tipo = render({ ...MUESTRA_TIPO, agenciaId: 1 });
  return [
    { name: `${nombre}_conteo`, text: tipo.conteo.sql, values: (m) => render(m).conteo.params },
    { name: `${nombre}_pagina`, text: tipo.pagina.sql, values: (m) => render(m).pagina.params },
  ];
}

async function muestras(ctx: BenchContext, correo: string): Promise<Muestra[]> {
  const s = await ctx.sesion(correo);
  const filas = await ctx.query<{ edo: string; ciudad: string; colonia: string; fecha: string }>(
    `select edo, ciudad, colonia, to_char(fecha_captura, 'YYYY-MM-DD') as fecha from solicitudes where ($1::int is null or agencia_id = $1) order by random() limit $2`,
    [s.agenciaId, ctx.muestras],
  );
  return filas.map((f) => ({ ...sesionMuestra(s), ...f, desde: new Date(Date.parse(`${f.fecha}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10) }));
}

const mezcla = (nombre: string, global: boolean, query: (m: Muestra) => string, anterior = false): BenchEndpoint => ({
  name: `GET /api/solicitudes (${nombre})`,
  muestras: (ctx) => muestras(ctx, global ? 'superadmin@verifica.mx' : 'admin@verifica.mx'),
  api: { method: 'GET', url: (m) => `/api/solicitudes?${query(m)}`, headers: bearer },
  raw: [rawSesion, ...sentencias(`bench_sol_${nombre.replace(/\W+/g, '_')}`, query, global, anterior)],
  comprobar: (api, raw) => {
    // drizzle names the count column "count" in the SQL text; take the only column.
    const conteo = Number(Object.values(raw[1]?.[0] ?? {})[0]);
    const p = api as { totalItems?: number; totalItemsExacto?: boolean; data?: { id: number }[] };
    // A count that reached its cap (conteo=acotado) counted one row more than the bound it answers.
    if (p.totalItems !== (p.totalItemsExacto === false ? conteo - 1 : conteo)) return `otro total: API ${String(p.totalItems)}, raw ${conteo}`;
    // The page's columns repeat names (id of every joined table), so pg's object rows cannot
    // give back the solicitud id: compare the row count.
    const filas = raw[2]?.length ?? 0;
    return p.data?.length === filas ? null : `otro número de filas: API ${String(p.data?.length)}, raw ${filas}`;
  },
});
const e = encodeURIComponent;

/**
 * "Todos" (rowsPerPage=-1: the plain array of every row, streamed in batches) of an agency's
 * month, against the one statement that reads those rows in the list's order.
 */
const todos: BenchEndpoint = {
  name: 'GET /api/solicitudes (Todos: agencia mes, rowsPerPage=-1)',
  muestras: (ctx) => muestras(ctx, 'admin@verifica.mx').then((ms) => ms.slice(0, 20)),
  api: { method: 'GET', url: (m) => `/api/solicitudes?fecha_desde=${String(m.desde)}&fecha_hasta=${String(m.fecha)}&rowsPerPage=-1`, headers: bearer },
  raw: [
    rawSesion,
    (() => {
      const render = (m: Muestra) => {
        const q = solicitudesQuerySchema.parse({ fecha_desde: m.desde, fecha_hasta: m.fecha, rowsPerPage: '-1' });
        return consultaFilas(db).where(filtroSolicitudes(q, { scope: Number(m.agenciaId), asignacion: GESTOR })).orderBy(...ordenSolicitudes(q)).toSQL();
      };
      const tipo = render({ ...MUESTRA_TIPO, agenciaId: 1 });
      return { name: 'bench_sol_todos_agencia_mes', text: tipo.sql, values: (m: Muestra) => render(m).params, rowMode: 'array' as const };
    })(),
  ],
  comprobar: (api, raw) => {
    const filas = raw[1]?.length ?? 0;
    return Array.isArray(api) && api.length === filas ? null : `otro número de filas: API ${Array.isArray(api) ? api.length : 'no es un arreglo'}, raw ${filas}`;
  },
};

// What the report screen asks (conteo=acotado: "más de N" past 10,000 rows), and the search as a
// SPEC §7 client asks it (exact count).
export default defineEndpoints([
  mezcla('global sin filtro', true, () => 'rowsPerPage=25&conteo=acotado'),
  mezcla('agencia mes', false, (m) => `fecha_desde=${String(m.desde)}&fecha_hasta=${String(m.fecha)}&rowsPerPage=25&conteo=acotado`),
  mezcla('agencia no asignadas estado', false, (m) => `asignadas=2&edo=${e(String(m.edo))}&rowsPerPage=25&conteo=acotado`),
  mezcla('agencia ciudad colonia folio', false, (m) => `ciudades=${e(String(m.ciudad))}&colonias=${e(String(m.colonia))}&sortBy=folio_solicitud&rowsPerPage=25&conteo=acotado`),
  mezcla('global busqueda', true, () => `search=garcia&rowsPerPage=25&conteo=acotado`),
  mezcla('global busqueda, conteo exacto', true, () => `search=garcia&rowsPerPage=25`),
  // The same API against the count on solicitudes (before solicitudes_busqueda): the lever's reference.
  mezcla('global busqueda, conteo exacto; raw anterior', true, () => `search=garcia&rowsPerPage=25`, true),
  todos,
]);
