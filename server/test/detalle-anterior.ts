/**
 * Test oracle: the request detail as it was assembled before the one-statement version
 * (6–7 queries). src/modules/solicitudes/detalle.test.ts checks the new one answers exactly the same.
 * The request's own fields come from its row as in the lists (`datosSolicitud`): what is under
 * test is how the statement reads the assignments and verifications, not that copy.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  CategoriaTelefonoRecados,
  EstatusTelefono,
  FamiliaAmistad,
  ParticularContesto,
  TipoAtencion,
  TipoTelefonoLaboral,
  type SolicitudDetalle,
  type VerificacionOperador,
} from '@verifica/contracts';
import type { Db } from '../src/db/client';
import {
  agencias,
  solicitudes,
  solicitudesEncuestadores,
  solicitudesOperadores,
  usuarios,
  verificacionImagenes,
  verificaciones,
  verificacionesOperadores,
} from '../src/db/schema';
import { diasEntre, fechaHora } from '../src/lib/dates';
import { notFound } from '../src/lib/errors';
import { signedImagenUrl } from '../src/lib/signed-url';
import { datosSolicitud, posicion } from '../src/consultas/solicitudes/datos';

const nombreCompletoSql = sql<string>`trim(concat_ws(' ', ${usuarios.nombre}, nullif(${usuarios.apellido_paterno}, ''), nullif(${usuarios.apellido_materno}, '')))`;

type Enumish<V> = { has(value: unknown): value is V };
const enumOrNull = <V>(e: Enumish<V>, v: number | null): V | null => (v != null && e.has(v) ? v : null);

/** Finds the id of a folio inside the scope (most recent when a global user has it in several agencies). */
export async function idPorFolioAnterior(db: Db, folio: string, scope: number | null): Promise<number | null> {
  const rows = await db
    .select({ id: solicitudes.id })
    .from(solicitudes)
    .where(and(eq(solicitudes.folio_solicitud, folio), scope === null ? undefined : eq(solicitudes.agencia_id, scope)))
    .orderBy(desc(solicitudes.id))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** Loads the detail; 404 when missing or outside the scope (null = global). */
export async function detalleAnterior(
  db: Db,
  opts: { id: number; scope: number | null; secret: string; imageUrlTtl: number; now?: Date },
): Promise<SolicitudDetalle> {
  const now = opts.now ?? new Date();
  const [s] = await db
    .select({ s: solicitudes, agencia_nombre: agencias.nombre, agencia_color: agencias.color })
    .from(solicitudes)
    .innerJoin(agencias, eq(agencias.id, solicitudes.agencia_id))
    .where(and(eq(solicitudes.id, opts.id), opts.scope === null ? undefined : eq(solicitudes.agencia_id, opts.scope)))
    .limit(1);
  if (!s) throw notFound();
  const id = s.s.id;

  const [encRows, opRows, verRows, voRows] = await Promise.all([
    db
      .select({ id: solicitudesEncuestadores.id, usuario_id: solicitudesEncuestadores.usuario_id, created_at: solicitudesEncuestadores.created_at, nombre_completo: nombreCompletoSql })
      .from(solicitudesEncuestadores)
      .innerJoin(usuarios, eq(usuarios.id, solicitudesEncuestadores.usuario_id))
      .where(and(eq(solicitudesEncuestadores.solicitud_id, id), eq(solicitudesEncuestadores.activo, true)))
      .limit(1),
    db
      .select({ id: solicitudesOperadores.id, usuario_id: solicitudesOperadores.usuario_id, created_at: solicitudesOperadores.created_at, nombre_completo: nombreCompletoSql })
      .from(solicitudesOperadores)
      .innerJoin(usuarios, eq(usuarios.id, solicitudesOperadores.usuario_id))
      .where(and(eq(solicitudesOperadores.solicitud_id, id), eq(solicitudesOperadores.activo, true)))
      .limit(1),
    db.select().from(verificaciones).where(eq(verificaciones.solicitud_id, id)).limit(1),
    db.select().from(verificacionesOperadores).where(eq(verificacionesOperadores.solicitud_id, id)).limit(1),
  ]);
  const enc = encRows[0];
  const op = opRows[0];
  const ver = verRows[0];
  const vo = voRows[0];

  const imagenes = ver
    ? await db
        .select({ id: verificacionImagenes.id })
        .from(verificacionImagenes)
        .where(eq(verificacionImagenes.verificacion_id, ver.id))
        .orderBy(asc(verificacionImagenes.id))
    : [];

  const verificacion_operador: VerificacionOperador | null = vo
    ? {
        id: vo.id,
        solicitud_id: vo.solicitud_id,
        finalizado: vo.finalizado,
        hora_verificacion: fechaHora(vo.hora_verificacion),
        version: vo.version,
        particular_contesto: enumOrNull(ParticularContesto, vo.particular_contesto),
        particular_nombre: vo.particular_nombre,
        particular_telefono_estatus: enumOrNull(EstatusTelefono, vo.particular_telefono_estatus),
        comentarios_nombre: vo.comentarios_nombre,
        comentarios_apellido_paterno: vo.comentarios_apellido_paterno,
        comentarios_apellido_materno: vo.comentarios_apellido_materno,
        comentarios_domicilio: vo.comentarios_domicilio,
        comentarios_rfc: vo.comentarios_rfc,
        laboral_tipo_telefono: enumOrNull(TipoTelefonoLaboral, vo.laboral_tipo_telefono),
        laboral_informante: vo.laboral_informante,
        laboral_cargo_puesto: vo.laboral_cargo_puesto,
        laboral_telefono_recados: enumOrNull(CategoriaTelefonoRecados, vo.laboral_telefono_recados),
        ref1_conocen: vo.ref1_conocen,
        ref1_nombre: vo.ref1_nombre,
        ref1_familia_amistad: enumOrNull(FamiliaAmistad, vo.ref1_familia_amistad),
        ref1_parentesco: vo.ref1_parentesco,
        ref1_tiempo_conocerlo: vo.ref1_tiempo_conocerlo,
        ref1_tipo_atencion: enumOrNull(TipoAtencion, vo.ref1_tipo_atencion),
        ref1_comentarios: vo.ref1_comentarios,
        ref2_conocen: vo.ref2_conocen,
        ref2_nombre: vo.ref2_nombre,
        ref2_familia_amistad: enumOrNull(FamiliaAmistad, vo.ref2_familia_amistad),
        ref2_parentesco: vo.ref2_parentesco,
        ref2_tiempo_conocerlo: vo.ref2_tiempo_conocerlo,
        ref2_tipo_atencion: enumOrNull(TipoAtencion, vo.ref2_tipo_atencion),
        ref2_comentarios: vo.ref2_comentarios,
        ref3_conocen: vo.ref3_conocen,
        ref3_nombre: vo.ref3_nombre,
        ref3_familia_amistad: enumOrNull(FamiliaAmistad, vo.ref3_familia_amistad),
        ref3_parentesco: vo.ref3_parentesco,
        ref3_tiempo_conocerlo: vo.ref3_tiempo_conocerlo,
        ref3_tipo_atencion: enumOrNull(TipoAtencion, vo.ref3_tipo_atencion),
        ref3_comentarios: vo.ref3_comentarios,
      }
    : null;

  const r = s.s;
  return {
    ...datosSolicitud(r, { nombre: s.agencia_nombre, color: s.agencia_color }),
    agencia: { id: r.agencia_id, nombre: s.agencia_nombre, color: s.agencia_color },
    encuestador: enc?.nombre_completo ?? null,
    operador: op?.nombre_completo ?? null,
    verify: vo != null,
    verify_finalizado: vo?.finalizado ?? false,
    verify_hora_verificacion: fechaHora(vo?.hora_verificacion),
    verify_created_at: fechaHora(vo?.created_at),
    tiempo_esperando: op && !vo ? diasEntre(op.created_at, now) : null,
    solicitudes_operadores_created_at: fechaHora(op?.created_at),
    solicitudes_encuentadores_created_at: fechaHora(enc?.created_at),
    solicitud_encuestador: enc
      ? { id: enc.id, usuario_id: enc.usuario_id, created_at: fechaHora(enc.created_at) ?? '', encuestador: { id: enc.usuario_id, nombre_completo: enc.nombre_completo } }
      : null,
    solicitud_operador: op
      ? { id: op.id, usuario_id: op.usuario_id, created_at: fechaHora(op.created_at) ?? '', operador: { id: op.usuario_id, nombre_completo: op.nombre_completo } }
      : null,
    verificacion: ver
      ? {
          id: ver.id,
          solicitud_id: ver.solicitud_id,
          hora: fechaHora(ver.hora),
          nombre: ver.nombre,
          parentesco: ver.parentesco,
          atendio_usuario: ver.atendio_usuario,
          tiene_vehiculo: ver.tiene_vehiculo,
          marca: ver.marca,
          modelo: ver.modelo,
          comentario: ver.comentario,
          imagenes: imagenes.map((i) => ({ id: i.id, url: signedImagenUrl(opts.secret, i.id, opts.imageUrlTtl, now.getTime()) })),
          position: posicion(ver.latitude, ver.longitude),
          version: ver.version,
        }
      : null,
    verificacion_operador,
    version: r.version,
  };
}
