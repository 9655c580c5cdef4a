/** Files of the jobs, under DATA_DIR/trabajos: the uploads imports read and the results users download. */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { crearDirectorio } from '../../lib/archivos';

export const CARPETA = 'trabajos';

/** Relative to DATA_DIR (what the table stores). */
export const rutaResultado = (id: number, ext: string) => path.join(CARPETA, `${id}.${ext}`);
export const rutaEntrada = (nombre: string) => path.join(CARPETA, nombre);

/** The absolute path of a stored relative one; never outside DATA_DIR/trabajos. */
export function absoluta(dataDir: string, relativa: string): string {
  const base = path.resolve(dataDir, CARPETA);
  const ruta = path.resolve(dataDir, relativa);
  if (!ruta.startsWith(base + path.sep)) throw new Error(`ruta de trabajo fuera de ${base}: ${relativa}`);
  return ruta;
}

export const asegurarCarpeta = (dataDir: string) => crearDirectorio(path.join(dataDir, CARPETA));

/** Deletes a job file; a missing one is fine. */
export async function borrar(dataDir: string, relativa: string | null | undefined): Promise<void> {
  if (!relativa) return;
  await rm(absoluta(dataDir, relativa), { force: true });
}
