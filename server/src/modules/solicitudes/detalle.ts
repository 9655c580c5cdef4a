/**
 * The full request detail (contracts solicitudDetalleSchema), shared by the folio lookup,
 * GET /api/solicitudes/{id}, the PDF and later modules (duplicate, verification edit...).
 *
 * One prepared statement answers it: the request row and its agency, with the active gestor and
 * operator assignments, the field verification (with its photo ids) and the call verification as
 * JSON subqueries (server/README.md "Query patterns"). The version with 6–7 queries is kept as a
 * test oracle in test/detalle-anterior.ts.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { SolicitudDetalle, VerificacionOperador } from '@verifica/contracts';
import type { Db } from '../../db/client';
import {
  agencias,
  solicitudes,
  solicitudesEncuestadores,
  solicitudesOperadores,
  usuarios,
  verificacionImagenes,
  verificaciones,
  verificacionesOperadores,
} from '../../db/schema';
import { diasEntre, fechaHora } from '../../lib/dates';
import { unaPorBase } from '../../db/listado';
import { notFound } from '../../lib/errors';
import { nombreCompletoSql } from '../../lib/nombre';
import { signedImagenUrl } from '../../lib/signed-url';
import { aVerificacionOperador } from '../verificaciones_operadores/mapeo';
import { datosSolicitud, posicion } from '../../consultas/solicitudes/datos';

/** Timestamps inside JSON arrive as ISO text. */
type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };
interface AsignacionJson {
  id: number;
  usuario_id: number;
  created_at: string;
  nombre_completo: string;
}
type VerificacionJson = Json<typeof verificaciones.$inferSelect> & { imagenes: number[] };
type VerificacionOperadorJson = Json<typeof verificacionesOperadores.$inferSelect>;

const asignacion = (t: typeof solicitudesEncuestadores | typeof solicitudesOperadores) =>
  sql<AsignacionJson | null>`(select json_build_object('id', ${t.id}, 'usuario_id', ${t.usuario_id}, 'created_at', ${t.created_at}, 'nombre_completo', ${nombreCompletoSql(usuarios)})
    from ${t} join ${usuarios} on ${usuarios.id} = ${t.usuario_id}
    where ${t.solicitud_id} = ${solicitudes.id} and ${t.activo} limit 1)`;

const columnasDetalle = {
  s: solicitudes,
  agencia_nombre: agencias.nombre,
  agencia_color: agencias.color,
  enc: asignacion(solicitudesEncuestadores),
  op: asignacion(solicitudesOperadores),
  ver: sql<VerificacionJson | null>`(select to_jsonb(${verificaciones}) || jsonb_build_object('imagenes', coalesce(
      (select jsonb_agg(${verificacionImagenes.id} order by ${verificacionImagenes.id}) from ${verificacionImagenes} where ${verificacionImagenes.verificacion_id} = ${verificaciones.id}),
      '[]'::jsonb))
    from ${verificaciones} where ${verificaciones.solicitud_id} = ${solicitudes.id} limit 1)`,
  vo: sql<VerificacionOperadorJson | null>`(select to_jsonb(${verificacionesOperadores}) from ${verificacionesOperadores} where ${verificacionesOperadores.solicitud_id} = ${solicitudes.id} limit 1)`,
};

/** `scope` placeholder: null = every agency. One statement text whatever the scope. */
const enAlcance = sql`(${sql.placeholder('scope')}::int is null or ${solicitudes.agencia_id} = ${sql.placeholder('scope')}::int)`;

function prepararDetalle(db: Db) {
  const base = () => db.select(columnasDetalle).from(solicitudes).innerJoin(agencias, eq(agencias.id, solicitudes.agencia_id));
  return {
    porId: base()
      .where(sql`${solicitudes.id} = ${sql.placeholder('id')} and ${enAlcance}`)
      .limit(1)
      .prepare('verifica_detalle_id'),
    // A global user may have the folio in several agencies: the most recent one wins.
    porFolio: base()
      .where(sql`${solicitudes.folio_solicitud} = ${sql.placeholder('folio')} and ${enAlcance}`)
      .orderBy(desc(solicitudes.id))
      .limit(1)
      .prepare('verifica_detalle_folio'),
  };
}
const consultas = unaPorBase(prepararDetalle);

type FilaDetalle = Awaited<ReturnType<ReturnType<typeof prepararDetalle>['porId']['execute']>>[number];

export interface OpcionesDetalle {
  secret: string;
  imageUrlTtl: number;
  now?: Date;
}

/** Loads the detail; 404 when missing or outside the scope (null = global). One statement. */
export async function detalleSolicitud(db: Db, opts: OpcionesDetalle & { id: number; scope: number | null }): Promise<SolicitudDetalle> {
  const [r] = await consultas(db).porId.execute({ id: opts.id, scope: opts.scope });
  if (!r) throw notFound();
  return aDetalle(r, opts);
}

/** The folio lookup: the detail, or null when missing or outside the scope. One statement. */
export async function detallePorFolio(db: Db, opts: OpcionesDetalle & { folio: string; scope: number | null }): Promise<SolicitudDetalle | null> {
  const [r] = await consultas(db).porFolio.execute({ folio: opts.folio, scope: opts.scope });
  return r ? aDetalle(r, opts) : null;
}

const fechaJson = (v: string | null | undefined) => fechaHora(v ? new Date(v) : null);

function aDetalle(s: FilaDetalle, opts: OpcionesDetalle): SolicitudDetalle {
  const now = opts.now ?? new Date();
  const enc = s.enc;
  const op = s.op;
  const ver = s.ver;
  const vo = s.vo;
  const verificacion_operador: VerificacionOperador | null = vo ? aVerificacionOperador(vo, fechaJson(vo.hora_verificacion)) : null;

  const r = s.s;
  return {
    ...datosSolicitud(r, { nombre: s.agencia_nombre, color: s.agencia_color }),
    agencia: { id: r.agencia_id, nombre: s.agencia_nombre, color: s.agencia_color },
    encuestador: enc?.nombre_completo ?? null,
    operador: op?.nombre_completo ?? null,
    verify: vo != null,
    verify_finalizado: vo?.finalizado ?? false,
    verify_hora_verificacion: fechaJson(vo?.hora_verificacion),
    verify_created_at: fechaJson(vo?.created_at),
    tiempo_esperando: op && !vo ? diasEntre(new Date(op.created_at), now) : null,
    solicitudes_operadores_created_at: fechaJson(op?.created_at),
    solicitudes_encuentadores_created_at: fechaJson(enc?.created_at),
    solicitud_encuestador: enc
      ? { id: enc.id, usuario_id: enc.usuario_id, created_at: fechaJson(enc.created_at) ?? '', encuestador: { id: enc.usuario_id, nombre_completo: enc.nombre_completo } }
      : null,
    solicitud_operador: op
      ? { id: op.id, usuario_id: op.usuario_id, created_at: fechaJson(op.created_at) ?? '', operador: { id: op.usuario_id, nombre_completo: op.nombre_completo } }
      : null,
    verificacion: ver
      ? {
          id: ver.id,
          solicitud_id: ver.solicitud_id,
          hora: fechaJson(ver.hora),
          nombre: ver.nombre,
          parentesco: ver.parentesco,
          atendio_usuario: ver.atendio_usuario,
          tiene_vehiculo: ver.tiene_vehiculo,
          marca: ver.marca,
          modelo: ver.modelo,
          comentario: ver.comentario,
          imagenes: ver.imagenes.map((id) => ({ id, url: signedImagenUrl(opts.secret, id, opts.imageUrlTtl, now.getTime()) })),
          position: posicion(ver.latitude, ver.longitude),
          version: ver.version,
        }
      : null,
    verificacion_operador,
    version: r.version,
  };
}
