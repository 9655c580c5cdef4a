/** Field verifications: intake by the assigned gestor (with photos) and edits from the back office. */
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import {
  faltaVehiculo,
  MENSAJES_SOLICITUDES,
  VERIFICACION_FOTOS,
  verificacionAltaSchema,
  type Verificacion,
  type VerificacionAlta,
  type VerificacionInput,
} from '@verifica/contracts';
import type { Config } from '../../config';
import { solicitudes, solicitudesEncuestadores, verificacionImagenes, verificaciones } from '../../db/schema';
import { crearDirectorio, MODO_ARCHIVO } from '../../lib/archivos';
import { audit } from '../../db/auditoria';
import { conflicto, forbidden, notFound, validation, validationDeZod } from '../../lib/errors';
import type { ArchivoRecibido } from '../../lib/multipart';
import { scopeWhere, type Contexto } from '../../plugins/policy';
import { detalleSolicitud } from '../solicitudes/detalle';
import { dimensionesImagen, tipoImagen } from './imagen';

type Opciones = Pick<Config, 'jwtSecret' | 'imageUrlTtl' | 'uploadsDir'>;

/**
 * How the intake's multipart body is read: one file more than allowed, so too many photos answer
 * 422 (fotosRequeridas) rather than 413.
 */
export const LECTURA_FOTOS = {
  maxBytes: VERIFICACION_FOTOS.bytes,
  maxArchivos: VERIFICACION_FOTOS.max + 1,
  mensajeGrande: MENSAJES_SOLICITUDES.fotoDemasiadoGrande,
};

/** The verification of a solicitud as its detail shows it (signed photo URLs); 404 when missing or outside the scope. */
async function verificacionDe(ctx: Contexto, config: Opciones, solicitudId: number): Promise<Verificacion> {
  const d = await detalleSolicitud(ctx.db, { id: solicitudId, scope: ctx.scope, secret: config.jwtSecret, imageUrlTtl: config.imageUrlTtl });
  if (!d.verificacion) throw notFound();
  return d.verificacion;
}

/**
 * PUT /api/verificaciones/{id}: 404 outside the scope. With `version`, 409 when someone saved
 * after it (nothing changes). Answers the verification as edited.
 */
export async function editar(ctx: Contexto, config: Opciones, id: number, body: VerificacionInput): Promise<Verificacion> {
  const solicitudId = await ctx.db.transaction(async (tx) => {
    // Read under the row lock: of two saves based on the same version, the second sees the first's.
    const [v] = await tx
      .select({ v: verificaciones, agencia_id: solicitudes.agencia_id })
      .from(verificaciones)
      .innerJoin(solicitudes, eq(solicitudes.id, verificaciones.solicitud_id))
      .where(and(eq(verificaciones.id, id), scopeWhere(solicitudes.agencia_id, ctx.scope)))
      .for('update', { of: verificaciones })
      .limit(1);
    if (!v) throw notFound();
    if (body.version !== undefined && body.version !== v.v.version) throw conflicto();
    const cambios = {
      atendio_usuario: body.atendio_usuario,
      tiene_vehiculo: body.tiene_vehiculo,
      // Who attended and their relationship only matter when the client did not attend.
      nombre: body.atendio_usuario ? null : (body.nombre ?? v.v.nombre),
      parentesco: body.atendio_usuario ? null : (body.parentesco ?? v.v.parentesco),
      marca: body.tiene_vehiculo ? (body.marca ?? v.v.marca) : null,
      modelo: body.tiene_vehiculo ? (body.modelo ?? v.v.modelo) : null,
      comentario: body.comentario === undefined ? v.v.comentario : body.comentario,
      ...(body.position === undefined ? {} : { latitude: body.position?.latitude ?? null, longitude: body.position?.longitude ?? null }),
    };
    const faltan = faltaVehiculo(cambios);
    if (Object.keys(faltan).length > 0) throw validation(faltan);
    await tx
      .update(verificaciones)
      .set({ ...cambios, updated_at: new Date(), version: sql`${verificaciones.version} + 1` })
      .where(eq(verificaciones.id, id));
    // The stored values of the fields written: the history shows each change as before -> after.
    const antes = Object.fromEntries(Object.keys(cambios).map((k) => [k, v.v[k as keyof typeof cambios]]));
    await audit(tx, { usuario_id: ctx.actor.id, accion: 'actualizar', entidad: 'verificaciones', entidad_id: id, datos: { solicitud_id: v.v.solicitud_id, antes, cambios }, ip: ctx.actor.ip });
    return v.v.solicitud_id;
  });
  return verificacionDe(ctx, config, solicitudId);
}

/**
 * POST /api/verificaciones: the multipart body read with LECTURA_FOTOS (fields checked against
 * verificacionAltaSchema, photos in "imagenes"). Answers the verification as recorded.
 */
export async function registrar(
  ctx: Contexto,
  config: Opciones,
  partes: { archivos: ArchivoRecibido[]; campos: Record<string, string | string[]> },
): Promise<Verificacion> {
  const alta = verificacionAltaSchema.safeParse(partes.campos);
  if (!alta.success) throw validationDeZod(alta.error);
  const faltan = faltaVehiculo(alta.data);
  if (Object.keys(faltan).length > 0) throw validation(faltan);
  const fotos = partes.archivos.filter((a) => a.campo === 'imagenes' || a.campo === 'imagenes[]');
  await guardar(ctx, config.uploadsDir, alta.data, fotos);
  return verificacionDe(ctx, config, alta.data.solicitud_id);
}

/**
 * The gestor the request is actively assigned to records the visit with 1..10 JPEG/PNG photos
 * (type and dimensions read from their headers; stored under uploadsDir/verificaciones/<solicitud>/).
 * One field verification per request (unique index): a second one -> 422.
 */
async function guardar(ctx: Contexto, uploadsDir: string, alta: VerificacionAlta, fotos: ArchivoRecibido[]): Promise<number> {
  const { db, actor } = ctx;
  const [s] = await db
    .select({ id: solicitudes.id, gestor: solicitudesEncuestadores.usuario_id })
    .from(solicitudes)
    .leftJoin(solicitudesEncuestadores, and(eq(solicitudesEncuestadores.solicitud_id, solicitudes.id), eq(solicitudesEncuestadores.activo, true)))
    .where(and(eq(solicitudes.id, alta.solicitud_id), scopeWhere(solicitudes.agencia_id, ctx.scope)))
    .limit(1);
  if (!s) throw notFound();
  if (s.gestor !== actor.id) throw forbidden(MENSAJES_SOLICITUDES.noAsignadaAlGestor);
  const [ya] = await db.select({ id: verificaciones.id }).from(verificaciones).where(eq(verificaciones.solicitud_id, s.id)).limit(1);
  if (ya) throw validation({ solicitud_id: [MENSAJES_SOLICITUDES.verificacionExistente] });
  if (fotos.length < VERIFICACION_FOTOS.min || fotos.length > VERIFICACION_FOTOS.max) throw validation({ imagenes: [MENSAJES_SOLICITUDES.fotosRequeridas] });
  const tipos = fotos.map((f) => tipoImagen(f.datos));
  if (tipos.some((t) => t === null)) throw validation({ imagenes: [MENSAJES_SOLICITUDES.fotoInvalida] });
  // Dimensions from the header, never decoded: a small file may declare a huge image (a pixel bomb for whoever opens it).
  const dimensiones = fotos.map((f, i) => dimensionesImagen(f.datos, tipos[i] ?? 'image/jpeg'));
  if (dimensiones.some((d) => d === null || d.ancho === 0 || d.alto === 0)) throw validation({ imagenes: [MENSAJES_SOLICITUDES.fotoInvalida] });
  const { lado, pixeles } = VERIFICACION_FOTOS;
  if (dimensiones.some((d) => d !== null && (d.ancho > lado || d.alto > lado || d.ancho * d.alto > pixeles))) {
    throw validation({ imagenes: [MENSAJES_SOLICITUDES.fotoDimensiones] });
  }

  const dir = path.join('verificaciones', String(s.id));
  await crearDirectorio(path.join(uploadsDir, dir));
  const guardadas: { path: string; mime: string; size: number }[] = [];
  try {
    for (const [i, f] of fotos.entries()) {
      const mime = tipos[i] ?? 'image/jpeg';
      const rel = path.join(dir, `${randomBytes(12).toString('hex')}.${mime === 'image/png' ? 'png' : 'jpg'}`);
      await writeFile(path.join(uploadsDir, rel), f.datos, { flag: 'wx', mode: MODO_ARCHIVO });
      guardadas.push({ path: rel, mime, size: f.datos.length });
    }
    return await db.transaction(async (tx) => {
      const [v] = await tx
        .insert(verificaciones)
        .values({
          solicitud_id: s.id,
          usuario_id: actor.id,
          hora: new Date(),
          atendio_usuario: alta.atendio_usuario,
          nombre: alta.atendio_usuario ? null : (alta.nombre ?? null),
          parentesco: alta.atendio_usuario ? null : (alta.parentesco ?? null),
          tiene_vehiculo: alta.tiene_vehiculo,
          marca: alta.tiene_vehiculo ? (alta.marca ?? null) : null,
          modelo: alta.tiene_vehiculo ? (alta.modelo ?? null) : null,
          comentario: alta.comentario ?? null,
          latitude: alta.latitude,
          longitude: alta.longitude,
        })
        .onConflictDoNothing({ target: verificaciones.solicitud_id })
        .returning({ id: verificaciones.id });
      if (!v) throw validation({ solicitud_id: [MENSAJES_SOLICITUDES.verificacionExistente] });
      await tx.insert(verificacionImagenes).values(guardadas.map((g) => ({ verificacion_id: v.id, ...g })));
      await audit(tx, { usuario_id: actor.id, accion: 'verificar', entidad: 'verificaciones', entidad_id: v.id, datos: { solicitud_id: s.id, fotos: guardadas.length }, ip: actor.ip });
      return v.id;
    });
  } catch (e) {
    await Promise.all(guardadas.map((g) => rm(path.join(uploadsDir, g.path), { force: true })));
    throw e;
  }
}
