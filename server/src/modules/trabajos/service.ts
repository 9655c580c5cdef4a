/**
 * The rules of /api/trabajos: what each kind needs to be queued (a valid filter, the permission of
 * its synchronous endpoint, an upload and its agency), who sees a job (owner; admins their agency's),
 * the signed link of a finished job's file (owner only), cancel.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  bitacoraQuerySchema,
  cargaCamposSchema,
  crearTrabajoSchema,
  EstadosTrabajo,
  importarCamposSchema,
  MENSAJES,
  MENSAJES_API,
  MENSAJES_SOLICITUDES,
  MAX_TRABAJOS_ACTIVOS,
  MENSAJES_TRABAJOS,
  productividadQuerySchema,
  solicitudesOperadoresQuerySchema,
  solicitudesQuerySchema,
  TiposTrabajo,
  type TipoTrabajo,
  type Trabajo,
  type TrabajoCreado,
} from '@verifica/contracts';
import type { Config } from '../../config';
import { agencias } from '../../db/schema';
import { escribirArchivo } from '../../lib/archivos';
import { audit } from '../../db/auditoria';
import { conflicto, forbidden, notFound, tooManyRequests, validation, validationDeZod } from '../../lib/errors';
import type { ArchivoRecibido } from '../../lib/multipart';
import { comprobarRecurso, firmarRecurso } from '../../lib/signed-url';
import { usuarioActivo } from '../../sesion/lectura';
import type { Contexto } from '../../sesion/tipos';
import { comprobarArchivo } from '../../lib/hojas/lectura';
import { EXPORTAR_TTL } from '../solicitudes/exportar';
import { vistaDe } from '../callcenter/service';
import { alcanceTipo, visibilidadDe } from './acceso';
import { absoluta, asegurarCarpeta, borrar, rutaEntrada } from './archivos';
import * as mapeos from './mapeos';
import * as consultas from './consultas';

/**
 * 429 when the user already has MAX_TRABAJOS_ACTIVOS jobs waiting or running: an early answer
 * (before an upload is saved); the cap itself is enforced when the job is created (registrar).
 */
async function cupo(ctx: Contexto): Promise<void> {
  if ((await consultas.activosDe(ctx.db, ctx.actor.id)) >= MAX_TRABAJOS_ACTIVOS) throw tooManyRequests(MENSAJES_TRABAJOS.demasiados);
}

/** The scope the actor has for `tipo`; 403 without its permission. */
function alcance(ctx: Contexto, tipo: TipoTrabajo): number | null {
  const a = alcanceTipo(ctx.actor, tipo);
  if (a === 'denegado') throw forbidden();
  return a;
}

async function registrar(ctx: Contexto, v: Parameters<typeof consultas.crear>[1]): Promise<TrabajoCreado> {
  const id = await ctx.db.transaction(async (tx) => {
    const nuevo = await consultas.crearConCupo(tx, v, MAX_TRABAJOS_ACTIVOS);
    if (nuevo === null) throw tooManyRequests(MENSAJES_TRABAJOS.demasiados);
    await audit(tx, { usuario_id: ctx.actor.id, accion: 'crear', entidad: 'trabajos', entidad_id: nuevo, datos: { tipo: v.tipo }, ip: ctx.actor.ip });
    return nuevo;
  });
  return { id, message: MENSAJES_TRABAJOS.creado };
}

/** POST /api/trabajos as JSON: an export of the list filter (validated now: a bad filter is a 422 here). */
export async function crearExportacion(ctx: Contexto, cuerpo: unknown, umbrales: Config['vigenciaDias']): Promise<TrabajoCreado> {
  const b = crearTrabajoSchema.safeParse(cuerpo);
  if (!b.success) throw validation({ tipo: [MENSAJES_TRABAJOS.tipoInvalido] });
  const { tipo, ...filtro } = b.data;
  if (tipo === 'importar_solicitudes') throw validation({ file: [MENSAJES_SOLICITUDES.archivoRequerido] }, MENSAJES.errorArchivo);
  const scope = alcance(ctx, tipo);
  if (tipo === 'exportar_solicitudes') {
    const q = solicitudesQuerySchema.safeParse(filtro);
    if (!q.success) throw validationDeZod(q.error);
  } else if (tipo === 'exportar_productividad') {
    const q = productividadQuerySchema.safeParse(filtro);
    if (!q.success) throw validationDeZod(q.error);
  } else if (tipo === 'exportar_bitacora') {
    const q = bitacoraQuerySchema.safeParse(filtro);
    if (!q.success) throw validationDeZod(q.error);
  } else {
    const q = solicitudesOperadoresQuerySchema.safeParse(filtro);
    if (!q.success) throw validationDeZod(q.error);
    vistaDe({ db: ctx.db, actor: ctx.actor, scope }, q.data, umbrales);
  }
  await cupo(ctx);
  return registrar(ctx, { tipo, usuario_id: ctx.actor.id, agencia_id: scope, parametros: filtro });
}

/**
 * POST /api/trabajos as multipart: an upload (file + tipo, agencia_id for global users; `validar`
 * for a dry run, `mapeo` the fields of unrecognised headers), saved for the job.
 */
export async function crearImportacion(
  ctx: Contexto,
  config: Config,
  form: { archivo: ArchivoRecibido | null; campos: Record<string, unknown> },
): Promise<TrabajoCreado> {
  const { tipo, ...campos } = form.campos;
  if (tipo !== 'importar_solicitudes') throw validation({ tipo: [MENSAJES_TRABAJOS.tipoInvalido] });
  let agenciaId = alcance(ctx, tipo);
  const c = cargaCamposSchema.safeParse(campos);
  if (!c.success) throw validationDeZod(c.error);
  const opciones = importarCamposSchema.safeParse(campos);
  if (!opciones.success) throw validationDeZod(opciones.error);
  if (!form.archivo) throw validation({ file: [MENSAJES_SOLICITUDES.archivoRequerido] }, MENSAJES.errorArchivo);
  if (agenciaId === null) {
    if (!c.data.agencia_id) throw validation({ agencia_id: [MENSAJES_SOLICITUDES.agenciaObligatoria] });
    const [a] = await ctx.db.select({ id: agencias.id }).from(agencias).where(eq(agencias.id, c.data.agencia_id)).limit(1);
    if (!a) throw validation({ agencia_id: [MENSAJES_SOLICITUDES.agenciaInexistente] });
    agenciaId = a.id;
  }
  // A file the upload would refuse outright (extension, format, size) is refused now.
  comprobarArchivo(form.archivo.nombre, form.archivo.datos);
  await cupo(ctx);
  const { validar, mapeo } = opciones.data;
  // The user's choice of field for unrecognised headers: remembered for their next file too.
  if (mapeo) await mapeos.recordar(ctx.db, ctx.actor.id, mapeo);
  await asegurarCarpeta(config.dataDir);
  const entrada = rutaEntrada(`entrada-${randomUUID()}`);
  await escribirArchivo(absoluta(config.dataDir, entrada), form.archivo.datos);
  try {
    return await registrar(ctx, {
      tipo,
      usuario_id: ctx.actor.id,
      agencia_id: agenciaId,
      parametros: { nombre: form.archivo.nombre, ip: ctx.actor.ip, validar: validar === 'true', ...(mapeo ? { mapeo } : {}) },
      entrada,
    });
  } catch (e) {
    await borrar(config.dataDir, entrada);
    throw e;
  }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const recurso = (t: Pick<consultas.FilaTrabajo, 'id' | 'usuario_id'>) => `trabajo/${t.id}/${t.usuario_id}`;
/** A job's file can be downloaded: an export's, or the error workbook of an import (fallido) or a dry run. */
const conArchivo = (t: Pick<consultas.FilaTrabajo, 'estado' | 'archivo' | 'expira_at'>, now: number) =>
  (t.estado === 'terminado' || t.estado === 'fallido') && t.archivo !== null && (t.expira_at === null || t.expira_at.getTime() > now);

/** An import queued with Validar (crearImportacion stores it in its parameters). */
const esValidacion = (t: Pick<consultas.FilaTrabajo, 'tipo' | 'parametros'>) =>
  t.tipo === 'importar_solicitudes' && t.parametros.validar === true;

function aTrabajo(config: Config, r: consultas.FilaApi, actorId: number, conEnlace: boolean, now = Date.now()): Trabajo {
  const t = r.fila;
  const propio = t.usuario_id === actorId;
  const vigente = conArchivo(t, now);
  let enlace: Trabajo['enlace'] = null;
  if (conEnlace && propio && vigente) {
    const exp = Math.floor(now / 1000) + EXPORTAR_TTL;
    enlace = { url: `/api/trabajos/${t.id}/archivo?exp=${exp}&sig=${firmarRecurso(config.jwtSecret, recurso(t), exp)}`, expira: EXPORTAR_TTL };
  }
  return {
    id: t.id,
    tipo: TiposTrabajo.has(t.tipo) ? t.tipo : 'exportar_solicitudes',
    estado: EstadosTrabajo.has(t.estado) ? t.estado : 'fallido',
    validacion: esValidacion(t),
    hechos: t.hechos,
    total: t.total,
    error: t.error,
    resultado: t.resultado ?? null,
    nombre_archivo: vigente ? t.nombre_archivo : null,
    propio,
    usuario: r.usuario,
    created_at: t.created_at.toISOString(),
    iniciado_at: iso(t.iniciado_at),
    terminado_at: iso(t.terminado_at),
    expira_at: iso(t.expira_at),
    enlace,
  };
}

export async function listar(ctx: Contexto, config: Config): Promise<Trabajo[]> {
  return (await consultas.listar(ctx.db, visibilidadDe(ctx.actor))).map((r) => aTrabajo(config, r, ctx.actor.id, false));
}

/** One job the actor may see (else 404), with the download link when it is theirs and finished. */
export async function obtener(ctx: Contexto, config: Config, id: number): Promise<Trabajo> {
  const r = await consultas.obtener(ctx.db, id, visibilidadDe(ctx.actor));
  if (!r) throw notFound();
  return aTrabajo(config, r, ctx.actor.id, true);
}

/** DELETE: a pending job is cancelled now, a running one stops at its next batch; an ended one is 409. */
export async function cancelar(ctx: Contexto, config: Config, id: number): Promise<Trabajo> {
  const r = await consultas.obtener(ctx.db, id, visibilidadDe(ctx.actor));
  if (!r) throw notFound();
  if (r.fila.estado !== 'cancelado') {
    const hecho = await consultas.cancelar(ctx.db, id, config.trabajos.expiranHoras);
    if (!hecho) throw conflicto(MENSAJES_TRABAJOS.yaTermino);
    if (hecho.estado === 'cancelado') await borrar(config.dataDir, hecho.entrada);
    await audit(ctx.db, { usuario_id: ctx.actor.id, accion: 'cancelar', entidad: 'trabajos', entidad_id: id, datos: { tipo: r.fila.tipo }, ip: ctx.actor.ip });
  }
  return obtener(ctx, config, id);
}

/**
 * GET /api/trabajos/{id}/archivo: the signature (bound to the job and its owner) is the credential;
 * the owner must still be active. A missing job, a bad signature, or a file gone or expired is 404.
 */
export async function archivo(config: Config, db: Contexto['db'], id: number, exp: number, sig: string): Promise<{ flujo: Readable; nombre: string; bytes: number }> {
  const t = await consultas.porId(db, id);
  if (!t) throw notFound();
  const check = comprobarRecurso(config.jwtSecret, recurso(t), exp, sig);
  // A link made for another job (or owner) says nothing about this one: 404, as a job one may not see.
  if (check === 'invalid') throw notFound();
  if (check === 'expired') throw forbidden(MENSAJES_API.enlaceExpirado);
  if (!(await usuarioActivo(db, t.usuario_id))) throw notFound();
  if (!t.archivo || !conArchivo(t, Date.now())) throw notFound(MENSAJES_TRABAJOS.archivoExpirado);
  const ruta = absoluta(config.dataDir, t.archivo);
  const info = await stat(ruta).catch(() => null);
  if (!info) throw notFound(MENSAJES_TRABAJOS.archivoExpirado);
  return { flujo: createReadStream(ruta), nombre: t.nombre_archivo ?? `trabajo-${t.id}.xlsx`, bytes: info.size };
}
