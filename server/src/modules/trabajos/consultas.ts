/**
 * Every statement on `trabajos`: create, claim (FOR UPDATE SKIP LOCKED, so with several processes
 * each job is taken once), heartbeat and progress, the end of a run, cancel, the sweeps of
 * abandoned and expired jobs, and the reads of the API.
 */
import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { MENSAJES_TRABAJOS, type EstadoTrabajo, type ResultadoTrabajo, type TipoTrabajo } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { filas } from '../../db/filas';
import { trabajos, usuarios } from '../../db/schema';
import { nombreCompletoSql } from '../../lib/nombre';

export type FilaTrabajo = typeof trabajos.$inferSelect;

/** Attempts after which an abandoned job fails instead of going back to the queue. */
export const MAX_INTENTOS = 3;
/** Jobs a list shows. */
const LIMITE_LISTA = 50;

const t = trabajos;
/** NOTIFY channel of a new job: every process's worker loop looks at once (it also polls). */
export const CANAL_TRABAJOS = 'verifica_trabajos';

/** Only while this process still holds it (a sweep elsewhere may have taken it back). */
const mio = (id: number, trabajador: string) => and(eq(t.id, id), eq(t.trabajador, trabajador), eq(t.estado, 'en_curso'));
const expira = (horas: number) => sql`now() + make_interval(hours => ${horas})`;

export async function crear(
  db: Db,
  v: { tipo: TipoTrabajo; usuario_id: number; agencia_id: number | null; parametros: Record<string, unknown>; entrada?: string | null },
): Promise<number> {
  const [r] = await filas<{ id: number }>(
    db,
    sql`with nuevo as ${db.insert(t).values({ ...v, entrada: v.entrada ?? null }).returning({ id: t.id })}
        select id, pg_notify(${CANAL_TRABAJOS}, '') from nuevo`,
  );
  if (!r) throw new Error('insert trabajos sin fila');
  return Number(r.id);
}

/** Advisory-lock namespace of a user's job queueing (the 5-open-jobs cap). */
const LOCK_CUPO_TRABAJOS = 7303;

/**
 * Creates the job only while its user has fewer than `max` jobs pendiente or en curso: answers its
 * id, or null when the cap is reached. The caller runs it in a transaction: the lock (one per user,
 * held until commit) makes parallel requests count and insert one at a time, on every process.
 */
export async function crearConCupo(tx: Db, v: Parameters<typeof crear>[1], max: number): Promise<number | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CUPO_TRABAJOS}, ${v.usuario_id}::int)`);
  if ((await activosDe(tx, v.usuario_id)) >= max) return null;
  return crear(tx, v);
}

/** Takes the oldest pending job for `trabajador`, or null; a job locked by another claimer is skipped. */
export async function reclamar(db: Db, trabajador: string): Promise<FilaTrabajo | null> {
  const [r] = await db
    .update(t)
    .set({ estado: 'en_curso', trabajador, latido: sql`now()`, iniciado_at: sql`now()`, intentos: sql`${t.intentos} + 1` })
    .where(
      eq(t.id, sql`(select ${t.id} from ${t} where ${t.estado} = 'pendiente' and not ${t.cancelar} order by ${t.created_at}, ${t.id} for update skip locked limit 1)`),
    )
    .returning();
  return r ?? null;
}

/**
 * Notes in an import job's parameters that its rows were stored, in the transaction that stores
 * them: an attempt after a crash reads it instead of importing again.
 */
export async function marcarGuardadas(db: Db, id: number, guardadas: number): Promise<void> {
  await db
    .update(t)
    .set({ parametros: sql`${t.parametros} || jsonb_build_object('guardadas', ${guardadas}::int)` })
    .where(eq(t.id, id));
}

/** What a heartbeat learnt: go on, stop because cancel was asked, or stop because the job is no longer this process's. */
export type Pulso = 'seguir' | 'cancelar' | 'ajeno';

/** Heartbeat with progress. */
export async function latir(db: Db, id: number, trabajador: string, hechos: number, total: number | null): Promise<Pulso> {
  const [r] = await db
    .update(t)
    .set({ latido: sql`now()`, hechos, total })
    .where(mio(id, trabajador))
    .returning({ cancelar: t.cancelar });
  return r === undefined ? 'ajeno' : r.cancelar ? 'cancelar' : 'seguir';
}

/** The end of a run, if the job is still ours: answers whether it was recorded. */
export async function terminar(
  db: Db,
  id: number,
  trabajador: string,
  fin: { estado: Extract<EstadoTrabajo, 'terminado' | 'fallido' | 'cancelado'>; horas: number; hechos?: number; total?: number | null; archivo?: string | null; nombre_archivo?: string | null; resultado?: ResultadoTrabajo | null; error?: string | null },
): Promise<boolean> {
  const { horas, ...campos } = fin;
  const r = await db
    .update(t)
    .set({ ...campos, entrada: null, terminado_at: sql`now()`, expira_at: expira(horas), latido: sql`now()` })
    .where(mio(id, trabajador))
    .returning({ id: t.id });
  return r.length > 0;
}

/**
 * A stopping process hands its job back to the queue (it resumes elsewhere or at the next start);
 * the attempt is not counted: it did not fail.
 */
export async function devolver(db: Db, id: number, trabajador: string): Promise<void> {
  await db.update(t).set({ estado: 'pendiente', trabajador: null, hechos: 0, intentos: sql`${t.intentos} - 1` }).where(mio(id, trabajador));
}

/**
 * Jobs 'en_curso' without a heartbeat for `segundos`: back to the queue while attempts remain,
 * else failed with the reason. Answers the ids put back, and those failed (their entrada to delete).
 */
export async function recuperarAbandonados(db: Db, segundos: number, horas: number): Promise<{ reanudados: number[]; fallidos: { id: number; entrada: string | null; archivo: string | null }[] }> {
  const viejo = and(eq(t.estado, 'en_curso'), lt(t.latido, sql`now() - make_interval(secs => ${segundos})`));
  const reanudados = await db
    .update(t)
    .set({ estado: 'pendiente', trabajador: null, hechos: 0 })
    .where(and(viejo, lt(t.intentos, MAX_INTENTOS), eq(t.cancelar, false)))
    .returning({ id: t.id });
  const fallidos = await db
    .update(t)
    .set({
      estado: sql`case when ${t.cancelar} then 'cancelado' else 'fallido' end`,
      error: sql`case when ${t.cancelar} then null else ${MENSAJES_TRABAJOS.procesoDetenido} end`,
      trabajador: null,
      terminado_at: sql`now()`,
      expira_at: expira(horas),
    })
    .where(viejo)
    .returning({ id: t.id, entrada: t.entrada, archivo: t.archivo });
  return { reanudados: reanudados.map((r) => r.id), fallidos };
}

/** Finished jobs past their expiry that still name a file: the names are cleared, the files are the caller's to delete. */
export async function expirar(db: Db): Promise<{ id: number; archivo: string | null; entrada: string | null }[]> {
  return filas(
    db,
    sql`with viejos as (
          select ${t.id} as id, ${t.archivo} as archivo, ${t.entrada} as entrada from ${t}
          where ${t.expira_at} < now() and (${t.archivo} is not null or ${t.entrada} is not null)
          for update skip locked)
        update ${t} set archivo = null, entrada = null from viejos where ${t.id} = viejos.id
        returning viejos.id, viejos.archivo, viejos.entrada`,
  );
}

/**
 * Cancel: a pending job is cancelled at once; a running one is asked to stop (its process sees
 * `cancelar` at its next heartbeat). Answers the state after, or null when the job had already ended.
 */
export async function cancelar(db: Db, id: number, horas: number): Promise<{ estado: string; entrada: string | null } | null> {
  const pendiente = sql`${t.estado} = 'pendiente'`;
  const [r] = await db
    .update(t)
    .set({
      cancelar: true,
      estado: sql`case when ${pendiente} then 'cancelado' else ${t.estado} end`,
      terminado_at: sql`case when ${pendiente} then now() else ${t.terminado_at} end`,
      expira_at: sql`case when ${pendiente} then ${expira(horas)} else ${t.expira_at} end`,
    })
    .where(and(eq(t.id, id), inArray(t.estado, ['pendiente', 'en_curso'])))
    .returning({ estado: t.estado, entrada: t.entrada });
  return r ?? null;
}

const columnasApi = {
  fila: t,
  usuario: nombreCompletoSql(usuarios),
};
export type FilaApi = { fila: FilaTrabajo; usuario: string };
const conUsuario = (db: Db) => db.select(columnasApi).from(t).innerJoin(usuarios, eq(usuarios.id, t.usuario_id));

/** Who may see a job: its owner; an administrator also his agency's (a broad one, every agency's). */
export interface Visibilidad {
  usuarioId: number;
  /** undefined: only own jobs; null: every job; a number: that agency's jobs too. */
  agencia: number | null | undefined;
}
const visibles = (v: Visibilidad): SQL | undefined =>
  v.agencia === undefined ? eq(t.usuario_id, v.usuarioId) : v.agencia === null ? undefined : or(eq(t.usuario_id, v.usuarioId), eq(t.agencia_id, v.agencia));

export async function listar(db: Db, v: Visibilidad): Promise<FilaApi[]> {
  return conUsuario(db)
    .where(visibles(v))
    .orderBy(desc(t.created_at), desc(t.id))
    .limit(LIMITE_LISTA);
}

export async function obtener(db: Db, id: number, v: Visibilidad): Promise<FilaApi | null> {
  const [r] = await conUsuario(db)
    .where(and(eq(t.id, id), visibles(v)))
    .limit(1);
  return r ?? null;
}

/** A job by id, for the signed download (the signature names the owner). */
export async function porId(db: Db, id: number): Promise<FilaTrabajo | null> {
  const [r] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return r ?? null;
}

/** How many jobs of the user are still pendiente or en curso. */
export async function activosDe(db: Db, usuarioId: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(t)
    .where(and(eq(t.usuario_id, usuarioId), inArray(t.estado, ['pendiente', 'en_curso'])));
  return r?.n ?? 0;
}

export async function estadoDe(db: Db, id: number): Promise<string | null> {
  const [r] = await db.select({ estado: t.estado }).from(t).where(eq(t.id, id)).limit(1);
  return r?.estado ?? null;
}
