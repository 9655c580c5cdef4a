/**
 * The release registry of the federated remotes: publish (verified archive), activate, revert,
 * canary, retire, and the error reports browsers send. Shared by the API (routes.ts) and the
 * command line (cli.ts): every change is audited (Bitácora) and, through the audit, published on
 * the live-events stream.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  carpetaRelease,
  CARPETAS_REMOTOS,
  LIMITES_ERRORES_REMOTO,
  MENSAJES_RELEASES as M,
  REMOTE_APPS,
  remotoDeCarpeta,
  type CanaryInput,
  type ErroresVersion,
  type EstadoRemoto,
  type RemoteName,
  type RemotosRespuesta,
  type ReporteErrorRemoto,
  type TipoErrorRemoto,
  type VersionesPaquetes,
  type VersionRemoto,
} from '@verifica/contracts';
import type { Db } from '../../db/client';
import { crearDirectorio, MODO_DIRECTORIO } from '../../lib/archivos';
import { audit } from '../../db/auditoria';
import { badRequest, HttpError, notFound, tooManyRequests } from '../../lib/errors';
import { leerRelease } from './archivo';
import { incompatibilidad, ofertaShell } from './compat';
import * as q from './consultas';
import { invalidarRegistro } from './registro';

/** Who acts and where: the API passes the session's user and address, the command line null (the console). */
export interface EntornoRemotos {
  db: Db;
  repoRoot: string;
  dataDir: string;
  usuario_id: number | null;
  ip: string | null;
}

export const carpetaDeRemotos = (dataDir: string) => join(dataDir, 'remotos');

function remotoDe(dir: string): RemoteName {
  const r = remotoDeCarpeta(dir);
  if (!r) throw notFound(M.remotoDesconocido(dir));
  return r;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function aVersion(f: q.FilaRelease, shell: VersionesPaquetes, errores: Map<string, number>): VersionRemoto {
  const carpeta = carpetaRelease(f);
  return {
    id: f.id,
    remoto: f.remoto,
    version: f.version,
    hash: f.hash,
    commit: f.release.commit,
    construido: f.release.construido,
    pantallas: f.release.pantallas,
    requiere: f.release.requiere,
    base_url: f.base_url,
    estado: f.estado,
    canary: f.canary,
    publicado_por: f.publicado_por || null,
    publicado_at: iso(f.publicado_at) as string,
    activada_at: iso(f.activada_at),
    incompatibilidad: incompatibilidad(f.remoto, f.release, shell),
    errores_ultima_hora: errores.get(carpeta) ?? 0,
  };
}

async function estadoDe(db: Db, dir: string, shell: VersionesPaquetes): Promise<EstadoRemoto> {
  const [filas, errores] = await Promise.all([q.releasesDe(db, dir), q.erroresUltimaHora(db, remotoDe(dir))]);
  const versiones = filas.map((f) => aVersion(f, shell, errores));
  return {
    remoto: dir,
    activa: versiones.find((v) => v.estado === 'activa') ?? null,
    canary: versiones.find((v) => v.canary !== null) ?? null,
    versiones,
  };
}

/** GET /api/remotos: what the shell offers and every remote with its releases. */
export async function listar(env: EntornoRemotos): Promise<RemotosRespuesta> {
  const shell = ofertaShell(env.repoRoot);
  return { shell, remotos: await Promise.all(CARPETAS_REMOTOS.map((dir) => estadoDe(env.db, dir, shell))) };
}

export async function estado(env: EntornoRemotos, dir: string): Promise<EstadoRemoto> {
  remotoDe(dir);
  return estadoDe(env.db, dir, ofertaShell(env.repoRoot));
}

/** `https://…` (or http on localhost, for a local CDN), no query or fragment. */
export function validarBaseUrl(base: string): string {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw badRequest(M.baseUrlInvalida);
  }
  const local = url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
  if ((url.protocol !== 'https:' && !local) || url.search || url.hash || url.username || url.password) throw badRequest(M.baseUrlInvalida);
  return url.toString().replace(/\/+$/, '');
}

/** A new temporary folder under DATA_DIR/remotos/.tmp (same file system as the releases: the move is a rename). */
export async function carpetaTemporal(dataDir: string): Promise<string> {
  const dir = join(carpetaDeRemotos(dataDir), '.tmp', randomUUID());
  await crearDirectorio(dir);
  return dir;
}

/**
 * Publishes the release archive `archivo` (.tgz) of remote `dir`: verified in a temporary folder,
 * moved into DATA_DIR/remotos/<dir>/<version>+<hash>/ and registered in one step. With `baseUrl`
 * its files are served from there (a CDN) and nothing is kept here. Any failure leaves disk and
 * registry as they were.
 */
export async function publicar(env: EntornoRemotos, dir: string, archivo: string, baseUrl: string | null = null): Promise<VersionRemoto> {
  const remoto = remotoDe(dir);
  const base = baseUrl === null ? null : validarBaseUrl(baseUrl);
  const temporal = await carpetaTemporal(env.dataDir);
  let movida: string | null = null;
  try {
    const v = await leerRelease(archivo, join(temporal, 'release'), remoto);
    const id = await env.db.transaction(async (tx) => {
      await q.bloquearRemoto(tx, dir);
      if (await q.existeCarpeta(tx, dir, v.release.version, v.release.hash)) throw new HttpError(409, { message: M.duplicada(v.carpeta) });
      if (base === null) {
        const destino = join(carpetaDeRemotos(env.dataDir), dir, v.carpeta);
        await mkdir(join(carpetaDeRemotos(env.dataDir), dir), { recursive: true, mode: MODO_DIRECTORIO });
        // A folder without a registry row is what a crash between these two steps left: replaced.
        await rm(destino, { recursive: true, force: true });
        await rename(v.ruta, destino);
        movida = destino;
      }
      const nuevo = await q.insertarRelease(tx, {
        remoto: dir,
        version: v.release.version,
        hash: v.release.hash,
        base_url: base,
        integrity: v.integrity,
        release: v.release,
        publicado_por: env.usuario_id,
      });
      await audit(tx, {
        usuario_id: env.usuario_id,
        ip: env.ip,
        accion: 'publicar',
        entidad: 'remotos',
        entidad_id: nuevo,
        datos: { remoto, carpeta: dir, version: v.carpeta, ...(base ? { base_url: base } : {}) },
      });
      return nuevo;
    });
    invalidarRegistro(env.db);
    const fila = await q.releasePorId(env.db, dir, id);
    return aVersion(fila as q.FilaRelease, ofertaShell(env.repoRoot), new Map());
  } catch (e) {
    if (movida) await rm(movida, { recursive: true, force: true });
    throw e;
  } finally {
    await rm(temporal, { recursive: true, force: true });
  }
}

const conflicto = (message: string) => new HttpError(409, { message });

async function cargar(tx: Db, dir: string, id: number): Promise<q.FilaRelease> {
  const f = await q.releasePorId(tx, dir, id);
  if (!f) throw notFound(M.versionNoEncontrada);
  return f;
}

function exigirCompatible(f: q.FilaRelease, shell: VersionesPaquetes): void {
  const motivo = incompatibilidad(f.remoto, f.release, shell);
  if (motivo) throw conflicto(motivo);
}

/** One registry change of remote `dir` in one transaction, serialised per remote, audited and published. */
async function cambiar(
  env: EntornoRemotos,
  dir: string,
  accion: string,
  cambio: (tx: Db, shell: VersionesPaquetes) => Promise<{ id: number | null; datos?: Record<string, unknown> }>,
): Promise<EstadoRemoto> {
  const remoto = remotoDe(dir);
  const shell = ofertaShell(env.repoRoot);
  await env.db.transaction(async (tx) => {
    await q.bloquearRemoto(tx, dir);
    const { id, datos } = await cambio(tx, shell);
    const activa = (await q.releasesDe(tx, dir)).find((f) => f.estado === 'activa');
    await audit(tx, {
      usuario_id: env.usuario_id,
      ip: env.ip,
      accion,
      entidad: 'remotos',
      entidad_id: id,
      datos: { remoto, carpeta: dir, servida: activa ? carpetaRelease(activa) : 'repositorio', ...datos },
    });
  });
  invalidarRegistro(env.db);
  return estadoDe(env.db, dir, shell);
}

export function activar(env: EntornoRemotos, dir: string, id: number): Promise<EstadoRemoto> {
  return cambiar(env, dir, 'activar', async (tx, shell) => {
    const f = await cargar(tx, dir, id);
    if (f.estado === 'retirada') throw conflicto(M.retirada);
    exigirCompatible(f, shell);
    const anterior = (await q.releasesDe(tx, dir)).find((r) => r.estado === 'activa');
    await q.marcarActiva(tx, dir, id);
    return { id, datos: { version: carpetaRelease(f), anterior: anterior ? carpetaRelease(anterior) : 'repositorio' } };
  });
}

/** Back to the release active before the current one (not retired, compatible); without one, the repository's build. */
export function revertir(env: EntornoRemotos, dir: string): Promise<EstadoRemoto> {
  return cambiar(env, dir, 'revertir', async (tx, shell) => {
    const actual = (await q.releasesDe(tx, dir)).find((r) => r.estado === 'activa');
    if (!actual) throw conflicto(M.sinActiva);
    const destino = (await q.anterioresActivas(tx, dir, actual.id)).find((r) => incompatibilidad(dir, r.release, shell) === null) ?? null;
    await q.marcarActiva(tx, dir, destino?.id ?? null);
    return { id: destino?.id ?? actual.id, datos: { version: destino ? carpetaRelease(destino) : 'repositorio', anterior: carpetaRelease(actual) } };
  });
}

export function fijarCanary(env: EntornoRemotos, dir: string, id: number, input: CanaryInput): Promise<EstadoRemoto> {
  return cambiar(env, dir, 'canary', async (tx, shell) => {
    const f = await cargar(tx, dir, id);
    if (f.estado === 'retirada') throw conflicto(M.retirada);
    if (f.estado === 'activa') throw conflicto(M.activaSinCanary);
    exigirCompatible(f, shell);
    const agencias = [...new Set(input.agencias ?? [])];
    if (agencias.length > 0 && (await q.agenciasExistentes(tx, agencias)) !== agencias.length) throw badRequest(M.agenciaInexistente);
    const canary = { agencias, porcentaje: input.porcentaje ?? 0 };
    await q.fijarCanary(tx, dir, id, canary);
    return { id, datos: { version: carpetaRelease(f), canary } };
  });
}

export function quitarCanary(env: EntornoRemotos, dir: string): Promise<EstadoRemoto> {
  return cambiar(env, dir, 'quitar_canary', async (tx) => {
    const actual = (await q.releasesDe(tx, dir)).find((r) => r.canary !== null);
    await q.fijarCanary(tx, dir, null, null);
    return { id: actual?.id ?? null, datos: { version: actual ? carpetaRelease(actual) : null } };
  });
}

export function retirar(env: EntornoRemotos, dir: string, id: number): Promise<EstadoRemoto> {
  return cambiar(env, dir, 'retirar', async (tx) => {
    const f = await cargar(tx, dir, id);
    if (f.estado === 'activa') throw conflicto(M.activaNoSeRetira);
    await q.marcarRetirada(tx, id);
    return { id, datos: { version: carpetaRelease(f) } };
  });
}

/** `1.2.0` (the newest release of that version that is not retired) or `1.2.0+3f9c1a2b4d` -> its id. */
export async function idDeVersion(env: EntornoRemotos, dir: string, version: string): Promise<number> {
  remotoDe(dir);
  const filas = await q.releasesDe(env.db, dir, 1000);
  const f = version.includes('+')
    ? filas.find((r) => carpetaRelease(r) === version)
    : filas.find((r) => r.version === version && r.estado !== 'retirada');
  if (!f) throw notFound(M.versionNoEncontrada);
  return f.id;
}

export async function erroresDe(env: EntornoRemotos, dir: string, id: number): Promise<ErroresVersion[]> {
  const f = await cargar(env.db, dir, id);
  const filas = await q.erroresDeVersion(env.db, remotoDe(dir), carpetaRelease(f));
  return filas.map((r) => ({ tipo: r.tipo as TipoErrorRemoto, mensaje: r.mensaje, total: r.total, ultimo_at: iso(r.ultimo_at) as string }));
}

/**
 * Reports accepted per address within a minute of its first one (per process; the registry bounds
 * storage per release). Each address has its own window: a window shared by all, reset on the
 * clock's minute, let a burst across that instant through twice.
 */
const porIp = new Map<string, { desde: number; n: number }>();
const VENTANA_MS = 60_000;

function contarIp(ip: string, ahora = Date.now()): boolean {
  if (porIp.size > 10_000) for (const [k, v] of porIp) if (ahora - v.desde >= VENTANA_MS) porIp.delete(k);
  if (porIp.size > 10_000) porIp.clear();
  let cuenta = porIp.get(ip);
  if (!cuenta || ahora - cuenta.desde >= VENTANA_MS) {
    cuenta = { desde: ahora, n: 0 };
    porIp.set(ip, cuenta);
  }
  cuenta.n += 1;
  return cuenta.n <= LIMITES_ERRORES_REMOTO.porIpYMinuto;
}

/** POST /api/remotos/errores: anyone may report; no personal data is stored (no user, no address). */
export async function reportarError(db: Db, ip: string, r: ReporteErrorRemoto): Promise<void> {
  if (!contarIp(ip)) throw tooManyRequests();
  const dir = REMOTE_APPS[r.remoto].dir;
  const i = r.version.lastIndexOf('+');
  const release_id = i > 0 ? await q.releasePorCarpeta(db, dir, r.version.slice(0, i), r.version.slice(i + 1)) : null;
  if (release_id === null && r.version !== 'repositorio') return;
  await q.guardarError(db, { remoto: r.remoto, version: r.version, release_id, tipo: r.tipo, mensaje: r.mensaje });
}
