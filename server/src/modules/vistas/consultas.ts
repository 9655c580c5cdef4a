/** The SQL of saved views: every read and write of `vistas` goes through here. */
import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usuarios, vistas } from '../../db/schema';

export const columnas = {
  id: vistas.id,
  usuario_id: vistas.usuario_id,
  agencia_id: vistas.agencia_id,
  nombre: vistas.nombre,
  pantalla: vistas.pantalla,
  consulta: vistas.consulta,
  columnas: vistas.columnas,
  compartida: vistas.compartida,
  predeterminada: vistas.predeterminada,
  version: vistas.version,
  autor: sql<string>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellido_paterno})`,
};

export interface NuevaVista {
  usuario_id: number;
  agencia_id: number | null;
  pantalla: string;
  nombre: string;
  consulta: Record<string, string>;
  columnas: string[] | null;
  compartida: boolean;
  predeterminada: boolean;
}

export interface FilaVista extends NuevaVista {
  id: number;
  version: number;
  autor: string;
}

/** Who looks: their own views, plus the shared ones of everyone (agencia null) and of their agency. */
export interface Lector {
  usuario_id: number;
  agencia_id: number | null;
}

function visiblesPara(lector: Lector): SQL | undefined {
  const alcance = lector.agencia_id === null ? isNull(vistas.agencia_id) : or(isNull(vistas.agencia_id), eq(vistas.agencia_id, lector.agencia_id));
  return or(eq(vistas.usuario_id, lector.usuario_id), and(eq(vistas.compartida, true), alcance));
}

/** The views of a screen the reader reaches: own first (default first), then shared, by name. */
export async function listar(db: Db, lector: Lector, pantalla: string): Promise<FilaVista[]> {
  return db
    .select(columnas)
    .from(vistas)
    .innerJoin(usuarios, eq(usuarios.id, vistas.usuario_id))
    .where(and(eq(vistas.pantalla, pantalla), visiblesPara(lector)))
    .orderBy(sql`${vistas.usuario_id} <> ${lector.usuario_id}`, sql`${vistas.predeterminada} desc`, sql`lower(${vistas.nombre})`, vistas.id);
}

/** One of the owner's views, locked for the change (another user's view reads as absent). */
export async function propiaParaCambiar(tx: Db, usuarioId: number, id: number): Promise<FilaVista | undefined> {
  const [r] = await tx
    .select(columnas)
    .from(vistas)
    .innerJoin(usuarios, eq(usuarios.id, vistas.usuario_id))
    .where(and(eq(vistas.id, id), eq(vistas.usuario_id, usuarioId)))
    .for('update', { of: vistas })
    .limit(1);
  return r;
}

/** Serialises one user's view changes (name check, count limit, the one default). */
export async function bloquearUsuario(tx: Db, usuarioId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('verifica.vistas'), ${usuarioId}::int)`);
}

export async function contar(tx: Db, usuarioId: number, pantalla: string): Promise<number> {
  const [r] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(vistas)
    .where(and(eq(vistas.usuario_id, usuarioId), eq(vistas.pantalla, pantalla)));
  return r?.n ?? 0;
}

/** Another of the user's views of the screen already has this name (case-insensitive). */
export async function nombreOcupado(tx: Db, usuarioId: number, pantalla: string, nombre: string, exceptoId: number | null): Promise<boolean> {
  const [r] = await tx
    .select({ id: vistas.id })
    .from(vistas)
    .where(
      and(
        eq(vistas.usuario_id, usuarioId),
        eq(vistas.pantalla, pantalla),
        sql`lower(${vistas.nombre}) = lower(${nombre})`,
        exceptoId === null ? undefined : ne(vistas.id, exceptoId),
      ),
    )
    .limit(1);
  return r !== undefined;
}

/** Unsets the user's current default of the screen (all but `exceptoId`). */
export async function quitarPredeterminada(tx: Db, usuarioId: number, pantalla: string, exceptoId: number | null): Promise<void> {
  await tx
    .update(vistas)
    .set({ predeterminada: false, version: sql`${vistas.version} + 1`, updated_at: sql`now()` })
    .where(
      and(eq(vistas.usuario_id, usuarioId), eq(vistas.pantalla, pantalla), eq(vistas.predeterminada, true), exceptoId === null ? undefined : ne(vistas.id, exceptoId)),
    );
}

export async function insertar(tx: Db, v: NuevaVista): Promise<number> {
  const [r] = await tx.insert(vistas).values(v).returning({ id: vistas.id });
  if (!r) throw new Error('insert vistas sin fila');
  return r.id;
}

export type CambioVista = Partial<Pick<NuevaVista, 'nombre' | 'consulta' | 'columnas' | 'compartida' | 'predeterminada' | 'agencia_id'>>;

export async function actualizar(tx: Db, id: number, cambio: CambioVista): Promise<void> {
  await tx
    .update(vistas)
    .set({ ...cambio, version: sql`${vistas.version} + 1`, updated_at: sql`now()` })
    .where(eq(vistas.id, id));
}

export async function eliminar(tx: Db, id: number): Promise<void> {
  await tx.delete(vistas).where(eq(vistas.id, id));
}

export async function leer(db: Db, id: number): Promise<FilaVista | undefined> {
  const [r] = await db.select(columnas).from(vistas).innerJoin(usuarios, eq(usuarios.id, vistas.usuario_id)).where(eq(vistas.id, id)).limit(1);
  return r;
}
