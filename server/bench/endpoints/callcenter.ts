/**
 * Call center: GET /api/solicitudes_operadores page + total for five filter mixes, and
 * operators saving their call forms (PUT /api/verificaciones_operadores/{id}, Guardar) concurrently.
 * The raw side is rendered from the same builders the endpoints use (filter, order, columns, the
 * form's locking read), so the SQL cannot drift from the code.
 */
import { and, fillPlaceholders } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { solicitudesOperadoresQuerySchema, UMBRALES_VIGENCIA, verificacionOperadorFormSchema, type VerificacionOperadorForm } from '@verifica/contracts';
import * as schema from '../../src/db/schema';
import { topeDeConteo } from '../../src/db/listado';
import { conteoSolicitudes, consultaFilas } from '../../src/consultas/solicitudes/listado';
import { filtroLlamadas, filtroLlamadasAngosto, ordenLlamadas } from '../../src/consultas/solicitudes/llamadas';
import { alcanceDe, columnas, consultaFormularioBloqueado, consultaGuardado, valoresBloqueo, valoresGuardado } from '../../src/modules/verificaciones_operadores/guardado';
import { bearer, defineEndpoints, rawSesion, sesionMuestra, type BenchContext, type BenchEndpoint, type Muestra, type RawStatement } from '../harness/types';

// Only used to render SQL text (never connects).
const db = drizzle.mock({ schema });

// ---------------------------------------------------------------- the report (five mixes)

const MUESTRA_TIPO: Muestra = { fecha: '2026-01-31', desde: '2026-01-01', agenciaId: 1, usuarioId: 1 };

/**
 * count + page statements of a filter, as listar() runs them (paginar: count and page).
 * `anterior`: the count as it was before solicitudes_busqueda (on solicitudes), the reference.
 */
function sentencias(nombre: string, query: (m: Muestra) => string, soloPropias: boolean, global: boolean, anterior = false): RawStatement[] {
  const render = (m: Muestra) => {
    const q = solicitudesOperadoresQuerySchema.parse(Object.fromEntries(new URLSearchParams(query(m))));
    const vista = {
      scope: m.agenciaId === null ? null : Number(m.agenciaId),
      soloDe: soloPropias ? Number(m.usuarioId) : null,
      umbrales: UMBRALES_VIGENCIA,
    };
    const w = filtroLlamadas(q, vista);
    return {
      conteo: conteoSolicitudes(db, w, topeDeConteo(q), anterior ? undefined : filtroLlamadasAngosto(q, vista)).toSQL(),
      pagina: consultaFilas(db).where(and(w)).orderBy(...ordenLlamadas(q)).limit(q.rowsPerPage).offset((q.page - 1) * q.rowsPerPage).toSQL(),
    };
  };
  const tipo = render({ ...MUESTRA_TIPO, agenciaId: global ? null : 1 });
  return [
    { name: `${nombre}_conteo`, text: tipo.conteo.sql, values: (m) => render(m).conteo.params },
    { name: `${nombre}_pagina`, text: tipo.pagina.sql, values: (m) => render(m).pagina.params, rowMode: 'array' },
  ];
}

/** Samples: the user's session and a capture date of one of their requests (for the date window). */
async function muestrasReporte(ctx: BenchContext, correo: string): Promise<Muestra[]> {
  const s = await ctx.sesion(correo);
  const filas = await ctx.query<{ fecha: string }>(
    `select to_char(fecha_captura, 'YYYY-MM-DD') as fecha from solicitudes where ($1::int is null or agencia_id = $1) order by random() limit $2`,
    [s.agenciaId, ctx.muestras],
  );
  return filas.map((f) => ({ ...sesionMuestra(s), fecha: f.fecha, desde: new Date(Date.parse(`${f.fecha}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10) }));
}

interface Pagina {
  totalItems?: number;
  totalItemsExacto?: boolean;
  data?: { id: number }[];
}

/** The API's total and page ids are the raw count and page ids (same order). */
function mismaPagina(api: unknown, raw: Record<string, unknown>[][]): string | null {
  const p = api as Pagina;
  // The count statement renders `select count(*)` (no alias): its only column.
  const total = Number(Object.values(raw[1]?.[0] ?? {})[0]);
  // A count that reached its cap (conteo=acotado) counted one row more than the bound it answers.
  if (p.totalItems !== (p.totalItemsExacto === false ? total - 1 : total)) return `totalItems ${String(p.totalItems)} ≠ raw ${total}`;
  const idsApi = (p.data ?? []).map((f) => f.id);
  // Array rows (the joined tables repeat "id"): consultaFilas selects solicitudes.* first, id first.
  const idsRaw = ((raw[2] ?? []) as unknown as unknown[][]).map((f) => Number(f[0]));
  if (idsApi.length === 0 && total > 0) return 'página vacía';
  return JSON.stringify(idsApi) === JSON.stringify(idsRaw) ? null : `ids ${JSON.stringify(idsApi)} ≠ raw ${JSON.stringify(idsRaw)}`;
}

const mezcla = (nombre: string, correo: string, soloPropias: boolean, global: boolean, query: (m: Muestra) => string, anterior = false): BenchEndpoint => ({
  name: `GET /api/solicitudes_operadores (${nombre})`,
  muestras: (ctx) => muestrasReporte(ctx, correo),
  api: { method: 'GET', url: (m) => `/api/solicitudes_operadores?${query(m)}`, headers: bearer },
  raw: [rawSesion, ...sentencias(`bench_llam_${nombre.replace(/\W+/g, '_')}`, query, soloPropias, global, anterior)],
  comprobar: mismaPagina,
});
const e = encodeURIComponent;

// ---------------------------------------------------------------- operators saving their forms

/** The form fields of a stored verification, as the dialog sends them back (Guardar). */
const CAMPOS_FORM = Object.keys(verificacionOperadorFormSchema.shape) as (keyof VerificacionOperadorForm)[];

const formDe = (m: Muestra): VerificacionOperadorForm => {
  const f: Record<string, unknown> = {};
  for (const k of CAMPOS_FORM) f[k] = m[k] ?? null;
  return f as VerificacionOperadorForm;
};

/** Every statement actualizar() runs for a Guardar on an open form, in order, in its transaction: its own prepared statements. */
function sentenciasGuardar(): RawStatement[] {
  const agencia = (m: Muestra) => (m.agenciaId === null ? null : Number(m.agenciaId));
  // The samples are operators: agency-scoped (sesionMuestra gives their agency).
  const bloqueo = consultaFormularioBloqueado(db, alcanceDe(1)).toSQL();
  const guardado = consultaGuardado(db).toSQL();
  const valores = (m: Muestra) => {
    const id = Number(m.voId);
    const entrada = {
      usuario_id: Number(m.usuarioId),
      accion: 'guardar',
      entidad: 'verificaciones_operadores',
      entidad_id: id,
      datos: { solicitud_id: Number(m.solicitudId), antes: { finalizado: false } },
      ip: '127.0.0.1',
    };
    return valoresGuardado(id, { ...columnas(formDe(m)), finalizado: false, hora_verificacion: null, updated_at: new Date(), intentos: 0, ultimo_intento_id: null, ultimo_intento_at: null }, entrada);
  };
  return [
    { name: 'bench_llam_begin', text: 'begin', values: () => [] },
    { name: 'bench_llam_bloqueo', text: bloqueo.sql, values: (m) => fillPlaceholders(bloqueo.params, valoresBloqueo(Number(m.voId), agencia(m))) },
    { name: 'bench_llam_guardado', text: guardado.sql, values: (m) => fillPlaceholders(guardado.params, valores(m)) },
    { name: 'bench_llam_commit', text: 'commit', values: () => [] },
  ];
}

/**
 * One sample per (operator, open form of a request actively assigned to them), interleaved by
 * operator so consecutive samples (the concurrent connections) are different operators. The body
 * is the form as stored: the save rewrites the same answers (idempotent, the data do not drift).
 */
async function muestrasGuardar(ctx: BenchContext): Promise<Muestra[]> {
  const filas = await ctx.query<Record<string, string | number | boolean | null> & { correo: string }>(
    `select * from (
       select vo.*, vo.id as "voId", vo.solicitud_id as "solicitudId", u.correo,
              row_number() over (partition by so.usuario_id order by vo.id) as k
       from verificaciones_operadores vo
       join solicitudes_operadores so on so.solicitud_id = vo.solicitud_id and so.activo
       join usuarios u on u.id = so.usuario_id and u.activo and u.eliminado_at is null
       join roles r on r.id = u.rol_id
       where not vo.finalizado and r.title = 'Operador'
     ) x where k <= $1 order by k, correo limit $1`,
    [ctx.muestras],
  );
  const out: Muestra[] = [];
  for (const f of filas) {
    const s = await ctx.sesion(f.correo);
    const m: Muestra = { ...sesionMuestra(s), voId: Number(f.voId), solicitudId: Number(f.solicitudId) };
    for (const k of CAMPOS_FORM) m[k] = f[k] ?? null;
    out.push(m);
  }
  return out;
}

const guardar: BenchEndpoint = {
  name: 'PUT /api/verificaciones_operadores/{id} (operadores guardan)',
  muestras: muestrasGuardar,
  api: {
    method: 'PUT',
    url: (m) => `/api/verificaciones_operadores/${String(m.voId)}`,
    headers: bearer,
    body: (m) => ({ ...formDe(m), accion: 'guardar' }),
  },
  raw: [rawSesion, ...sentenciasGuardar()],
  comprobar: (api, raw) => {
    const a = api as { id?: number; finalizado?: boolean; acciones?: { guardar?: boolean } };
    const r = raw[3]?.[0]; // the UPDATE's row (after the session, begin and the locking read)
    if (!r) return 'raw no actualizó la fila';
    if (a.id !== Number(r.id) || a.finalizado !== r.finalizado) return 'otra fila';
    return a.acciones?.guardar === true ? null : 'el operador no puede guardar su propia solicitud';
  },
};

export default defineEndpoints([
  mezcla('admin por defecto', 'admin@verifica.mx', false, false, () => 'rowsPerPage=10&conteo=acotado'),
  mezcla('admin en proceso', 'admin@verifica.mx', false, false, () => 'asignadas=3&rowsPerPage=10&conteo=acotado'),
  mezcla('admin vencidas', 'admin@verifica.mx', false, false, () => 'vigencia=3&rowsPerPage=10&conteo=acotado'),
  mezcla('operador propias', 'operador@verifica.mx', true, false, () => 'rowsPerPage=10&conteo=acotado'),
  mezcla('global fechas busqueda', 'superadmin@verifica.mx', false, true, (m) => `fecha_desde=${e(String(m.desde))}&fecha_hasta=${e(String(m.fecha))}&search=garcia&rowsPerPage=10&conteo=acotado`),
  // The same API against the count on solicitudes (before solicitudes_busqueda): the lever's reference.
  mezcla('global fechas busqueda; raw anterior', 'superadmin@verifica.mx', false, true, (m) => `fecha_desde=${e(String(m.desde))}&fecha_hasta=${e(String(m.fecha))}&search=garcia&rowsPerPage=10&conteo=acotado`, true),
  guardar,
]);
