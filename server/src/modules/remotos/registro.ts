/**
 * The registry as the browsers see it: /remotes.json per user (active release, canary, fallback)
 * and the external origins of the CSP. Read at most every CACHE_MS per process: a change made
 * through another process or machine on the same database is served within that time, or at once
 * when its live notice arrives (the LISTEN of modules/eventos/difusion.ts calls `invalidarRegistro`);
 * a change made here is served at once.
 */
import { createHash } from 'node:crypto';
import { carpetaRelease, REMOTE_APPS, REMOTES, type DescriptorRemoto, type RemoteName, type VersionesPaquetes } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { incompatibilidad, ofertaShell } from './compat';
import { basesExternas, releasesServibles, type FilaServida } from './consultas';

export const CACHE_MS = 10_000;

interface Lectura {
  en: number;
  filas: FilaServida[];
  shell: VersionesPaquetes;
  origenes: string[];
}

const lecturas = new WeakMap<Db, Promise<Lectura>>();
const leidas = new WeakMap<Db, Lectura>();

export function invalidarRegistro(db: Db): void {
  lecturas.delete(db);
  leidas.delete(db);
}

async function leer(db: Db, repoRoot: string): Promise<Lectura> {
  const previa = leidas.get(db);
  if (previa && Date.now() - previa.en < CACHE_MS) return previa;
  let enCurso = lecturas.get(db);
  if (!enCurso) {
    // One read at a time per process, whatever the number of page loads waiting for it.
    enCurso = (async () => {
      const [filas, bases] = await Promise.all([releasesServibles(db), basesExternas(db)]);
      const origenes = [...new Set(bases.map(origenDe).filter((o): o is string => o !== null))];
      return { en: Date.now(), filas, shell: ofertaShell(repoRoot), origenes };
    })();
    lecturas.set(db, enCurso);
    enCurso.then(
      (l) => {
        if (lecturas.get(db) === enCurso) {
          leidas.set(db, l);
          lecturas.delete(db);
        }
      },
      () => lecturas.delete(db),
    );
  }
  return enCurso;
}

function origenDe(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Origins of the releases served from elsewhere (a CDN), for the CSP. */
export async function origenesExternos(db: Db, repoRoot: string): Promise<string[]> {
  return (await leer(db, repoRoot)).origenes;
}

/** Stable per user and release: the same user is in or out of a percentage canary on every load. */
export function enPorcentaje(usuarioId: number, releaseId: number, porcentaje: number): boolean {
  const h = createHash('sha256').update(`${usuarioId}:${releaseId}`).digest();
  return h.readUInt32BE(0) % 100 < porcentaje;
}

export interface Destinatario {
  id: number;
  agencia_id: number | null;
}

const baseDe = (f: Pick<FilaServida, 'remoto' | 'base_url' | 'version' | 'hash'>) =>
  f.base_url ? f.base_url.replace(/\/+$/, '') : `/mf/${f.remoto}/r/${carpetaRelease(f)}`;

function descriptor(f: FilaServida): Omit<DescriptorRemoto, 'fallback'> {
  return {
    entry: `${baseDe(f)}/mf-manifest.json`,
    integrity: { remoteEntry: f.remote_entry, manifest: f.manifest },
    version: carpetaRelease(f),
    release_id: f.id,
  };
}

export interface RemotesServidos {
  cuerpo: Record<RemoteName, DescriptorRemoto>;
  /** A canary exists: the answer depends on who asks (private cache, Vary: Authorization). */
  porUsuario: boolean;
}

/** Whether some remote has a (compatible) canary: only then is the caller's session worth reading. */
export async function hayCanary(db: Db, repoRoot: string): Promise<boolean> {
  const l = await leer(db, repoRoot);
  return l.filas.some((f) => f.canary !== null && incompatibilidad(f.remoto, { version: f.version, requiere: f.requiere }, l.shell) === null);
}

/**
 * /remotes.json from the registry. `repositorio` is today's answer (the build in the repository or
 * REMOTE_*_URL): it stays the answer of a remote without releases, and the last fallback.
 */
export async function remotosServidos(db: Db, repoRoot: string, repositorio: Record<RemoteName, DescriptorRemoto>, quien: Destinatario | null): Promise<RemotesServidos> {
  const l = await leer(db, repoRoot);
  const cuerpo = {} as Record<RemoteName, DescriptorRemoto>;
  let porUsuario = false;
  for (const nombre of REMOTES) {
    const dir = REMOTE_APPS[nombre].dir;
    // Never an incompatible release, whatever its state.
    const filas = l.filas.filter((f) => f.remoto === dir && incompatibilidad(dir, { version: f.version, requiere: f.requiere }, l.shell) === null);
    const activa = filas.find((f) => f.estado === 'activa') ?? null;
    const canary = filas.find((f) => f.canary !== null) ?? null;
    if (canary) porUsuario = true;
    const enCanary =
      canary?.canary && quien
        ? (quien.agencia_id !== null && canary.canary.agencias.includes(quien.agencia_id)) || enPorcentaje(quien.id, canary.id, canary.canary.porcentaje)
        : false;
    const servida = enCanary ? canary : activa;
    if (!servida) {
      cuerpo[nombre] = repositorio[nombre];
      continue;
    }
    const anterior =
      servida === canary && activa
        ? activa
        : (filas.filter((f) => f.id !== servida.id && f.activada_at !== null).sort((a, b) => (b.activada_at?.getTime() ?? 0) - (a.activada_at?.getTime() ?? 0))[0] ?? null);
    const { fallback: _sinFallback, ...repo } = repositorio[nombre];
    cuerpo[nombre] = { ...descriptor(servida), fallback: anterior ? descriptor(anterior) : repo };
  }
  return { cuerpo, porUsuario };
}
