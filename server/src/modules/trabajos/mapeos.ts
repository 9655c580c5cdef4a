/**
 * The column mappings users chose for headers the import does not recognise (mapeos_importacion):
 * remembered per user by the header's key, applied to their next file.
 */
import { eq, sql } from 'drizzle-orm';
import { CAMPOS_CARGA, type CampoCarga, type MapeoImportacion } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { mapeosImportacion as m } from '../../db/schema';
import { claveEncabezado } from '../solicitudes/carga-validacion';

const esCampo = (c: string): c is CampoCarga => (CAMPOS_CARGA as readonly string[]).includes(c);

/** Stores (or replaces) each header's field for the user. */
export async function recordar(db: Db, usuarioId: number, mapeo: MapeoImportacion): Promise<void> {
  const filas = Object.entries(mapeo)
    .map(([encabezado, campo]) => ({ usuario_id: usuarioId, encabezado: claveEncabezado(encabezado), campo }))
    .filter((f) => f.encabezado !== '');
  if (filas.length === 0) return;
  await db
    .insert(m)
    .values(filas)
    .onConflictDoUpdate({ target: [m.usuario_id, m.encabezado], set: { campo: sql`excluded.campo`, updated_at: sql`now()` } });
}

/** The user's remembered mapping, by header key (fields no longer importable are left out); `propio` (this job's choice) wins. */
export async function mapeoDe(db: Db, usuarioId: number, propio: MapeoImportacion = {}): Promise<Map<string, CampoCarga>> {
  const guardado = await db.select({ encabezado: m.encabezado, campo: m.campo }).from(m).where(eq(m.usuario_id, usuarioId));
  const mapeo = new Map<string, CampoCarga>();
  for (const g of guardado) if (esCampo(g.campo)) mapeo.set(g.encabezado, g.campo);
  for (const [encabezado, campo] of Object.entries(propio)) mapeo.set(claveEncabezado(encabezado), campo);
  return mapeo;
}
