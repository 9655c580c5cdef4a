/**
 * The operator's day and the admin's record: Siguiente llamada (operators), Productividad with the
 * screen's default range (this month; supervisor and admin of an agency) and the Bitácora's first
 * page with its default filter (the last month; an agency's admin and a global user). The raw side
 * is rendered from the same builders the services use, so the SQL cannot drift from the code.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { bitacoraQuerySchema, productividadQuerySchema } from '@verifica/contracts';
import * as schema from '../../src/db/schema';
import { fecha } from '../../src/lib/dates';
import { pagina } from '../../src/modules/bitacora/consultas';
import { consultaProductividad } from '../../src/modules/productividad/service';
import { consultaSiguiente } from '../../src/modules/callcenter/siguiente';
import { bearer, defineEndpoints, rawSesion, sesionMuestra, type BenchContext, type BenchEndpoint, type Muestra } from '../harness/types';

// Only used to render SQL text (never connects).
const db = drizzle.mock({ schema });
const dialecto = new PgDialect();

// ---------------------------------------------------------------- Siguiente llamada

/** Operators with a queue (an active assignment not finalised), a session each. */
async function operadores(ctx: BenchContext): Promise<Muestra[]> {
  const filas = await ctx.query<{ correo: string }>(
    `select u.correo from usuarios u
      where u.eliminado_at is null and u.activo and u.correo like 'operador%'
        and exists (select 1 from solicitudes s where s.operador_id = u.id and s.estado_llamada < 2)
      order by u.id limit 20`,
  );
  return Promise.all(filas.map(async (f) => sesionMuestra(await ctx.sesion(f.correo))));
}

const siguiente = (m: Muestra) => consultaSiguiente(db, Number(m.usuarioId), m.agenciaId === null ? null : Number(m.agenciaId)).toSQL();

const siguienteLlamada: BenchEndpoint = {
  name: 'GET /api/solicitudes_operadores/siguiente (operador)',
  muestras: operadores,
  api: { method: 'GET', url: () => '/api/solicitudes_operadores/siguiente', headers: bearer },
  raw: [rawSesion, { name: 'bench_siguiente', text: siguiente({ usuarioId: 1, agenciaId: 1 }).sql, values: (m) => siguiente(m).params, rowMode: 'array' }],
  comprobar: (api, raw) => {
    const id = (api as { fila: { id: number } | null }).fila?.id ?? null;
    const idRaw = ((raw[1] ?? []) as unknown as unknown[][])[0]?.[0];
    return id === (idRaw === undefined ? null : Number(idRaw)) ? null : `fila ${String(id)} ≠ raw ${String(idRaw)}`;
  },
};

// ---------------------------------------------------------------- Productividad (this month)

/** The screen's default range: the current month (business time zone). */
function esteMes(): { desde: string; hasta: string } {
  const hoy = fecha(new Date());
  const [a = 0, m = 0] = hoy.split('-').map(Number);
  const ultimo = new Date(Date.UTC(a, m, 0)).getUTCDate();
  return { desde: `${hoy.slice(0, 8)}01`, hasta: `${hoy.slice(0, 8)}${String(ultimo).padStart(2, '0')}` };
}

const productividad = (m: Muestra) =>
  dialecto.sqlToQuery(consultaProductividad(m.agenciaId === null ? null : Number(m.agenciaId), productividadQuerySchema.parse({ fecha_desde: m.desde, fecha_hasta: m.hasta })));

const porRol = (rol: string, correo: string, global = false): BenchEndpoint => ({
  name: `GET /api/productividad (${rol}, este mes)`,
  muestras: async (ctx) => {
    return [{ ...sesionMuestra(await ctx.sesion(correo)), ...esteMes() }];
  },
  api: { method: 'GET', url: (m) => `/api/productividad?fecha_desde=${String(m.desde)}&fecha_hasta=${String(m.hasta)}`, headers: bearer },
  raw: [rawSesion, { name: `bench_productividad_${rol}`, text: productividad({ agenciaId: global ? null : 1, ...esteMes() }).sql, values: (m) => productividad(m).params }],
  comprobar: (api, raw) => {
    const p = api as { por_operador: unknown[]; por_dia: unknown[] };
    const n = p.por_operador.length + p.por_dia.length;
    if (n === 0) return 'sin filas (el mes no tiene actividad)';
    return n === (raw[1] ?? []).length ? null : `filas ${n} ≠ raw ${(raw[1] ?? []).length}`;
  },
});

// ---------------------------------------------------------------- Bitácora (the last month)

/** The screen's default filter: one month back through today, newest first, 25 a page. */
function ultimoMes(): { desde: string; hasta: string } {
  const hoy = new Date();
  const antes = new Date(hoy);
  antes.setUTCMonth(antes.getUTCMonth() - 1);
  return { desde: fecha(antes), hasta: fecha(hoy) };
}
const QUERY_BITACORA = (m: Muestra) => `page=1&rowsPerPage=25&sortBy=fecha&descending=true&fecha_desde=${String(m.desde)}&fecha_hasta=${String(m.hasta)}`;

const bitacora = (m: Muestra) => {
  const q = bitacoraQuerySchema.parse(Object.fromEntries(new URLSearchParams(QUERY_BITACORA(m))));
  return dialecto.sqlToQuery(pagina({ agencia: m.agenciaId === null ? null : Number(m.agenciaId), q }, 25, 0));
};

const bitacoraDe = (quien: string, correo: string, global: boolean): BenchEndpoint => ({
  name: `GET /api/bitacora (${quien}, último mes)`,
  muestras: async (ctx) => {
    return [{ ...sesionMuestra(await ctx.sesion(correo)), ...ultimoMes() }];
  },
  api: { method: 'GET', url: (m) => `/api/bitacora?${QUERY_BITACORA(m)}`, headers: bearer },
  raw: [rawSesion, { name: `bench_bitacora_${global ? 'global' : 'agencia'}`, text: bitacora({ agenciaId: global ? null : 1, ...ultimoMes() }).sql, values: (m) => bitacora(m).params }],
  comprobar: (api, raw) => {
    const p = api as { totalItems?: number; data?: { id: number }[] };
    const filas = raw[1] ?? [];
    const ids = (p.data ?? []).map((e) => e.id).join(',');
    if (ids !== filas.map((r) => Number(r.id)).join(',')) return `otras filas: ${ids}`;
    return p.totalItems === Number(filas[0]?.total ?? 0) ? null : `otro total: ${String(p.totalItems)}`;
  },
});

export default defineEndpoints([
  siguienteLlamada,
  porRol('supervisor', 'supervisor@verifica.mx'),
  porRol('admin', 'admin@verifica.mx'),
  porRol('global', 'superadmin@verifica.mx', true),
  bitacoraDe('admin de agencia', 'admin@verifica.mx', false),
  bitacoraDe('global', 'superadmin@verifica.mx', true),
]);
