/**
 * GET /api/solicitudes/{id}/historial: the request's events, oldest first, read from the
 * audit log. Each mutating service writes its audit row in the transaction of its change; this
 * module only finds the rows that concern one request and says them in Spanish.
 */
import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CAMPOS_VERIFICACION_HISTORIAL, describirIntento, ETIQUETAS_HISTORIAL as H, ETIQUETAS_DETALLE, type CambioHistorial, type EventoHistorial, type TipoEventoHistorial } from '@verifica/contracts';
import { auditLog, solicitudes, solicitudesEncuestadores, solicitudesOperadores, usuarios } from '../../db/schema';
import { fechaHora } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import { nombreCompleto } from '../../lib/nombre';
import { scopeWhere, type Contexto } from '../../plugins/policy';
import { soloAsignadasAlUsuario } from '../../sesion/llamadas';

type Datos = Record<string, unknown>;
interface Fila {
  accion: string;
  entidad: string;
  entidad_id: string | null;
  datos: Datos | null;
  created_at: Date;
  usuario_id: number | null;
}

const ASIGNACIONES = { solicitudes_encuestadores: H.gestor, solicitudes_operadores: H.operador } as const;
const esAsignacion = (entidad: string): entidad is keyof typeof ASIGNACIONES => entidad in ASIGNACIONES;
/** Fields of "Datos internos" (SPEC §3): an edit of only these is not a client-data edit. */
const INTERNOS = new Set(['comentario', 'latitude', 'longitude', 'position']);
const ETIQUETA_CAMPO: Record<string, string> = ETIQUETAS_DETALLE.solicitud;

const camposNombre = { id: usuarios.id, nombre: usuarios.nombre, apellido_paterno: usuarios.apellido_paterno, apellido_materno: usuarios.apellido_materno };
/** The request a duplicate was copied from. */
const origen = alias(solicitudes, 'origen');

/** A stored value as the user reads it: empty is null, booleans Sí / No. */
function valor(v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'boolean') return v ? H.si : H.no;
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** latitude + longitude as one "Posición" value. */
function conPosicion(d: Datos): Datos {
  if (!('latitude' in d) && !('longitude' in d)) return d;
  const { latitude, longitude, ...resto } = d;
  return { ...resto, position: latitude == null && longitude == null ? null : `${String(latitude)}, ${String(longitude)}` };
}

/**
 * The fields an edit's audit row names, before (when recorded) and after; a field whose value did
 * not change is left out.
 */
function cambiosDe(antes: unknown, despues: unknown, etiquetas: Readonly<Record<string, string>>): CambioHistorial[] {
  const objeto = (v: unknown): Datos | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? conPosicion(v as Datos) : null);
  const a = objeto(antes);
  const b = objeto(despues) ?? {};
  // In the labels' order (the form's), not the stored JSON's (jsonb sorts its keys).
  const orden = Object.keys(etiquetas);
  const posicion = (k: string) => (orden.includes(k) ? orden.indexOf(k) : orden.length);
  return Object.keys(b)
    .sort((x, y) => posicion(x) - posicion(y))
    .filter((k) => !a || valor(a[k]) !== valor(b[k]))
    .map((k) => ({ campo: etiquetas[k] ?? k, ...(a ? { antes: valor(a[k]) } : {}), despues: valor(b[k]) }));
}

const num = (v: unknown): number | null => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);

/** The audit rows of request `id` (with `creada` the moment it was created, to find its import). */
function filasDe(ctx: Contexto, id: number, creada: Date, agenciaId: number) {
  const texto = String(id);
  const d = auditLog.datos;
  return ctx.db
    .select({ accion: auditLog.accion, entidad: auditLog.entidad, entidad_id: auditLog.entidad_id, datos: auditLog.datos, created_at: auditLog.created_at, usuario_id: auditLog.usuario_id })
    .from(auditLog)
    .where(
      or(
        and(inArray(auditLog.entidad, ['solicitudes', ...Object.keys(ASIGNACIONES)]), eq(auditLog.entidad_id, texto)),
        and(inArray(auditLog.entidad, Object.keys(ASIGNACIONES)), sql`${d} -> 'solicitudes' @> ${JSON.stringify([id])}::jsonb`),
        and(inArray(auditLog.entidad, ['verificaciones', 'verificaciones_operadores']), sql`${d} ->> 'solicitud_id' = ${texto}`),
        and(eq(auditLog.entidad, 'solicitudes'), eq(auditLog.accion, 'duplicar'), sql`${d} ->> 'de' = ${texto}`),
        and(
          eq(auditLog.entidad, 'solicitudes'),
          eq(auditLog.accion, 'importar'),
          sql`${d} ->> 'agencia_id' = ${String(agenciaId)} and (${d} ->> 'creadas')::timestamptz = ${creada.toISOString()}::timestamptz`,
        ),
      ),
    )
    .orderBy(auditLog.created_at, auditLog.id);
}

/** What one audit row says about request `id` (`origen`: the folio it was duplicated from). */
function evento(f: Fila, id: number, origen: string): { tipo: TipoEventoHistorial; describir: (nombre: (u: unknown) => string) => string; cambios?: CambioHistorial[] } | null {
  const d = f.datos ?? {};
  if (esAsignacion(f.entidad)) {
    const quien = ASIGNACIONES[f.entidad];
    const reasignada = Array.isArray(d.reasignadas) ? (d.reasignadas as { id?: unknown; de?: unknown }[]).find((r) => num(r.id) === id) : undefined;
    if (f.accion === 'asignar' && reasignada) return { tipo: 'reasignada', describir: (n) => H.reasignada(quien, n(reasignada.de), n(d.usuario_id)) };
    if (f.accion === 'asignar') return { tipo: 'asignada', describir: (n) => H.asignada(quien, n(d.usuario_id)) };
    if (f.accion === 'reasignar') return { tipo: 'reasignada', describir: (n) => H.reasignada(quien, n(d.de), n(d.a)) };
    if (f.accion === 'desasignar') return { tipo: 'desasignada', describir: (n) => H.desasignada(quien, d.de === undefined ? null : n(d.de)) };
    return null;
  }
  if (f.entidad === 'verificaciones') {
    if (f.accion === 'verificar') return { tipo: 'verificada', describir: () => H.verificada(num(d.fotos) ?? 0) };
    return { tipo: 'verificacion_editada', describir: () => H.verificacionEditada, cambios: cambiosDe(d.antes, d.cambios, CAMPOS_VERIFICACION_HISTORIAL) };
  }
  if (f.entidad === 'verificaciones_operadores') {
    // A save that recorded a call attempt says which and its result.
    const i = d.intento as { n?: unknown; contesto?: unknown; telefono_estatus?: unknown } | undefined;
    const intento = i && num(i.n) !== null && num(i.contesto) !== null ? ` · ${describirIntento(num(i.n) ?? 0, { contesto: num(i.contesto) ?? 0, telefono_estatus: num(i.telefono_estatus) })}` : '';
    if (f.accion === 'finalizar') return { tipo: 'llamada_finalizada', describir: () => H.llamadaFinalizada + intento };
    if (f.accion === 'rehabilitar') return { tipo: 'llamada_rehabilitada', describir: () => H.llamadaRehabilitada };
    return { tipo: 'llamada_guardada', describir: () => H.llamadaGuardada + intento };
  }
  if (f.accion === 'importar') return { tipo: 'importada', describir: () => H.importada(String(d.archivo ?? '')) };
  if (f.accion === 'duplicar' && f.entidad_id === String(id)) return { tipo: 'duplicada_de', describir: () => H.duplicadaDe(origen) };
  if (f.accion === 'duplicar') return { tipo: 'duplicada_a', describir: () => H.duplicadaA(String(d.folio ?? '')) };
  if (f.accion === 'actualizar') {
    const campos = Object.keys((d.despues as Datos | undefined) ?? {});
    const cambios = cambiosDe(d.antes, d.despues, ETIQUETA_CAMPO);
    if (campos.every((c) => INTERNOS.has(c))) return { tipo: 'datos_internos', describir: () => H.datosInternos, cambios };
    return { tipo: 'editada', describir: () => H.editada(campos.map((c) => ETIQUETA_CAMPO[c] ?? c).join(', ')), cambios };
  }
  return null;
}

/** The full names of the users the rows name (who acted, and the assignees in their data), in one read. */
async function nombres(ctx: Contexto, filas: Fila[]): Promise<(u: unknown) => string> {
  const ids = new Set<number>();
  for (const f of filas) {
    if (f.usuario_id !== null) ids.add(f.usuario_id);
    if (!esAsignacion(f.entidad)) continue;
    const d = f.datos ?? {};
    const reasignadas = Array.isArray(d.reasignadas) ? (d.reasignadas as { de?: unknown }[]).map((r) => r.de) : [];
    for (const v of [d.usuario_id, d.de, d.a, ...reasignadas]) if (num(v) !== null) ids.add(num(v) as number);
  }
  const us = ids.size === 0 ? [] : await ctx.db.select(camposNombre).from(usuarios).where(inArray(usuarios.id, [...ids]));
  const porId = new Map(us.map((u) => [u.id, nombreCompleto(u)]));
  return (v) => porId.get(num(v) ?? -1) ?? H.desconocido;
}

/**
 * An operator or a gestor (no agency-wide list: the call center shows an operator only the requests
 * assigned to them, and a gestor has no list) reads the history of a request assigned to them now,
 * as gestor or operator; who manages the agency's requests reads any of the agency's.
 */
function asignadaAlActor(ctx: Contexto): SQL | undefined {
  if (ctx.actor.broad || !soloAsignadasAlUsuario(ctx.actor)) return undefined;
  const de = (t: typeof solicitudesEncuestadores | typeof solicitudesOperadores) =>
    exists(ctx.db.select({ uno: sql`1` }).from(t).where(and(eq(t.solicitud_id, solicitudes.id), eq(t.activo, true), eq(t.usuario_id, ctx.actor.id))));
  return or(de(solicitudesEncuestadores), de(solicitudesOperadores));
}

/**
 * GET /api/solicitudes/{id}/historial: 404 when missing or outside the scope (another agency's, or
 * for an operator or gestor one not assigned to them: asignadaAlActor), as the detail.
 */
export async function historial(ctx: Contexto, id: number): Promise<EventoHistorial[]> {
  const [s] = await ctx.db
    .select({ created_at: solicitudes.created_at, agencia_id: solicitudes.agencia_id, origen: origen.folio_solicitud })
    .from(solicitudes)
    .leftJoin(origen, eq(origen.id, solicitudes.duplicado_de))
    .where(and(eq(solicitudes.id, id), scopeWhere(solicitudes.agencia_id, ctx.scope), asignadaAlActor(ctx)))
    .limit(1);
  if (!s) throw notFound();
  const filas = await filasDe(ctx, id, s.created_at, s.agencia_id);
  const nombre = await nombres(ctx, filas);
  const eventos: EventoHistorial[] = [];
  for (const f of filas) {
    const e = evento(f, id, s.origen ?? '');
    if (e) eventos.push({ fecha: fechaHora(f.created_at) ?? '', tipo: e.tipo, usuario: f.usuario_id === null ? null : nombre(f.usuario_id), descripcion: e.describir(nombre), cambios: e.cambios ?? [] });
  }
  // A request neither imported nor duplicated (the demo seed, or before the audit log) starts with its creation.
  if (!eventos.some((e) => e.tipo === 'importada' || e.tipo === 'duplicada_de')) {
    eventos.unshift({ fecha: fechaHora(s.created_at) ?? '', tipo: 'creada', usuario: null, descripcion: H.creada, cambios: [] });
  }
  return eventos;
}
