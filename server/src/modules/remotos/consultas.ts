/** Every statement of the release registry (remotos_releases, remotos_errores). */
import { and, desc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { LIMITES_ERRORES_REMOTO, type CanaryRelease, type EstadoRelease, type IntegrityJson, type ReleaseJson } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { filas } from '../../db/filas';
import { remotosErrores, remotosReleases, usuarios } from '../../db/schema';
import { nombreCompletoSql } from '../../lib/nombre';

export interface FilaRelease {
  id: number;
  remoto: string;
  version: string;
  hash: string;
  base_url: string | null;
  release: ReleaseJson;
  estado: EstadoRelease;
  canary: CanaryRelease | null;
  publicado_por: string | null;
  publicado_at: Date;
  activada_at: Date | null;
}

const columnas = {
  id: remotosReleases.id,
  remoto: remotosReleases.remoto,
  version: remotosReleases.version,
  hash: remotosReleases.hash,
  base_url: remotosReleases.base_url,
  release: remotosReleases.release,
  estado: sql<EstadoRelease>`${remotosReleases.estado}`,
  canary: remotosReleases.canary,
  publicado_por: nombreCompletoSql(usuarios),
  publicado_at: remotosReleases.publicado_at,
  activada_at: remotosReleases.activada_at,
};

/** The releases with who published each: the select the reads below narrow. */
const releases = (db: Db) => db.select(columnas).from(remotosReleases).leftJoin(usuarios, eq(usuarios.id, remotosReleases.publicado_por));

/** Serialises the registry changes of one remote (activation, revert, canary, retire, publish). */
export async function bloquearRemoto(tx: Db, remoto: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verifica.remotos.${remoto}`}))`);
}

/** The releases of a remote, newest first (at most `limite`). */
export async function releasesDe(db: Db, remoto: string, limite = 100): Promise<FilaRelease[]> {
  return releases(db)
    .where(eq(remotosReleases.remoto, remoto))
    .orderBy(desc(remotosReleases.publicado_at), desc(remotosReleases.id))
    .limit(limite);
}

export async function releasePorId(db: Db, remoto: string, id: number): Promise<FilaRelease | undefined> {
  const [r] = await releases(db)
    .where(and(eq(remotosReleases.remoto, remoto), eq(remotosReleases.id, id)));
  return r;
}

export async function existeCarpeta(db: Db, remoto: string, version: string, hash: string): Promise<boolean> {
  const [r] = await db
    .select({ id: remotosReleases.id })
    .from(remotosReleases)
    .where(and(eq(remotosReleases.remoto, remoto), eq(remotosReleases.version, version), eq(remotosReleases.hash, hash)));
  return r !== undefined;
}

export async function insertarRelease(
  tx: Db,
  fila: { remoto: string; version: string; hash: string; base_url: string | null; integrity: IntegrityJson; release: ReleaseJson; publicado_por: number | null },
): Promise<number> {
  const [r] = await tx.insert(remotosReleases).values(fila).returning({ id: remotosReleases.id });
  return (r as { id: number }).id;
}

/** The active release leaves its state (to 'publicada'); then `id` becomes the active one. */
export async function marcarActiva(tx: Db, remoto: string, id: number | null): Promise<void> {
  await tx
    .update(remotosReleases)
    .set({ estado: 'publicada' })
    .where(and(eq(remotosReleases.remoto, remoto), eq(remotosReleases.estado, 'activa')));
  if (id === null) return;
  await tx.update(remotosReleases).set({ estado: 'activa', activada_at: sql`now()`, canary: null }).where(eq(remotosReleases.id, id));
}

export async function fijarCanary(tx: Db, remoto: string, id: number | null, canary: CanaryRelease | null): Promise<void> {
  await tx
    .update(remotosReleases)
    .set({ canary: null })
    .where(and(eq(remotosReleases.remoto, remoto), isNotNull(remotosReleases.canary)));
  if (id !== null) await tx.update(remotosReleases).set({ canary }).where(eq(remotosReleases.id, id));
}

export async function marcarRetirada(tx: Db, id: number): Promise<void> {
  await tx.update(remotosReleases).set({ estado: 'retirada', canary: null }).where(eq(remotosReleases.id, id));
}

/** Releases that were active once and are not retired, newest activation first: revert targets and fallbacks. */
export async function anterioresActivas(db: Db, remoto: string, excepto: number): Promise<FilaRelease[]> {
  return releases(db)
    .where(and(eq(remotosReleases.remoto, remoto), ne(remotosReleases.id, excepto), ne(remotosReleases.estado, 'retirada'), isNotNull(remotosReleases.activada_at)))
    .orderBy(desc(remotosReleases.activada_at), desc(remotosReleases.id))
    .limit(20);
}

export async function agenciasExistentes(db: Db, ids: number[]): Promise<number> {
  const [r] = await filas<{ n: number }>(db, sql`select count(*)::int as n from agencias where id = any(${sql.param(ids)}::int[])`);
  return r?.n ?? 0;
}

/** What /remotes.json needs of the registry: per remote its active, canary and fallback candidates. */
export interface FilaServida {
  id: number;
  remoto: string;
  version: string;
  hash: string;
  base_url: string | null;
  estado: EstadoRelease;
  canary: CanaryRelease | null;
  activada_at: Date | null;
  requiere: ReleaseJson['requiere'];
  remote_entry: string;
  manifest: string;
}

export async function releasesServibles(db: Db): Promise<FilaServida[]> {
  const rows = await filas<Omit<FilaServida, 'activada_at'> & { activada_at: string | Date | null }>(
    db,
    sql`select id, remoto, version, hash, base_url, estado, canary, activada_at, requiere, remote_entry, manifest from (
          select id, remoto, version, hash, base_url, estado, canary, activada_at, release -> 'requiere' as requiere,
                 integrity ->> 'remoteEntry' as remote_entry, integrity ->> 'manifest' as manifest,
                 row_number() over (partition by remoto order by activada_at desc nulls last, id desc) as n
            from remotos_releases
           where estado <> 'retirada' and (estado = 'activa' or canary is not null or activada_at is not null)
        ) r where n <= 20 or estado = 'activa' or canary is not null`,
  );
  return rows.map((r) => ({ ...r, activada_at: r.activada_at === null ? null : new Date(r.activada_at) }));
}

/** Releases served from another origin (their origins go in the CSP). */
export async function basesExternas(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ base_url: remotosReleases.base_url })
    .from(remotosReleases)
    .where(and(isNotNull(remotosReleases.base_url), ne(remotosReleases.estado, 'retirada')));
  return rows.map((r) => r.base_url).filter((b): b is string => b !== null);
}

/** Reports of the last hour per `<remoto federation name>|<version+hash>`. */
export async function erroresUltimaHora(db: Db, remoto: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ version: remotosErrores.version, n: sql<number>`count(*)::int` })
    .from(remotosErrores)
    .where(and(eq(remotosErrores.remoto, remoto), gt(remotosErrores.created_at, sql`now() - interval '1 hour'`)))
    .groupBy(remotosErrores.version);
  return new Map(rows.map((r) => [r.version, r.n]));
}

export async function erroresDeVersion(db: Db, remoto: string, version: string) {
  return filas<{ tipo: string; mensaje: string; total: number; ultimo_at: Date | string }>(
    db,
    sql`select tipo, mensaje, count(*)::int as total, max(created_at) as ultimo_at from remotos_errores
         where remoto = ${remoto} and version = ${version} and created_at > now() - interval '7 days'
         group by tipo, mensaje order by max(created_at) desc limit 50`,
  );
}

/**
 * Stores one report unless its release already has the hour's quota (storage stays bounded
 * whatever a client sends); old reports go on the way. Answers whether it was stored.
 */
export async function guardarError(
  db: Db,
  e: { remoto: string; version: string; release_id: number | null; tipo: string; mensaje: string },
): Promise<boolean> {
  const rows = await filas<{ id: number }>(
    db,
    sql`with borrados as (
          delete from remotos_errores where id in (
            select id from remotos_errores where created_at < now() - make_interval(days => ${LIMITES_ERRORES_REMOTO.diasGuardados}) limit 1000))
        insert into remotos_errores (remoto, version, release_id, tipo, mensaje)
        select ${e.remoto}, ${e.version}, ${e.release_id}, ${e.tipo}, ${e.mensaje}
         where (select count(*) from remotos_errores
                 where remoto = ${e.remoto} and version = ${e.version} and created_at > now() - interval '1 hour') < ${LIMITES_ERRORES_REMOTO.porVersionYHora}
        returning id`,
  );
  return rows.length > 0;
}

export async function releasePorCarpeta(db: Db, remoto: string, version: string, hash: string): Promise<number | null> {
  const [r] = await db
    .select({ id: remotosReleases.id })
    .from(remotosReleases)
    .where(and(eq(remotosReleases.remoto, remoto), eq(remotosReleases.version, version), eq(remotosReleases.hash, hash)));
  return r?.id ?? null;
}
