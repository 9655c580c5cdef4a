// The archive itself: a gzip-compressed tar written and read as streams (node-tar), so memory
// stays bounded however many photos DATA_DIR/uploads holds.
import { createWriteStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { MODO_ARCHIVO } from '../lib/archivos';
import { RespaldoError } from './errores';

/** Regular files under `dir` (relative paths with /), and their total size; none when it is missing. */
export async function listarArchivos(dir: string): Promise<{ rutas: string[]; bytes: number }> {
  let entradas;
  try {
    entradas = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { rutas: [], bytes: 0 };
    throw e;
  }
  const rutas: string[] = [];
  let bytes = 0;
  for (const entrada of entradas) {
    if (!entrada.isFile()) continue;
    const absoluta = path.join(entrada.parentPath, entrada.name);
    rutas.push(path.relative(dir, absoluta).split(path.sep).join('/'));
    bytes += (await stat(absoluta)).size;
  }
  return { rutas: rutas.sort(), bytes };
}

/** Writes the tar.gz of `entradas` (paths relative to `cwd`, in that order) to `salida`, mode 0600. */
export async function empaquetar(cwd: string, entradas: string[], salida: string): Promise<void> {
  await pipeline(tar.create({ cwd, gzip: true, portable: true, strict: true }, entradas), createWriteStream(salida, { mode: MODO_ARCHIVO }));
}

/** Extracts the archive into `destino` (refusing absolute and `..` paths, as node-tar does by default). */
export async function extraer(archivo: string, destino: string): Promise<void> {
  try {
    await tar.extract({ file: archivo, cwd: destino, strict: true });
  } catch (e) {
    const codigo = (e as NodeJS.ErrnoException).code;
    if (codigo === 'ENOENT' && !(await stat(archivo).catch(() => null))) throw new RespaldoError(`No existe el archivo ${archivo}.`);
    if (codigo?.startsWith('TAR_') || codigo === 'Z_DATA_ERROR' || codigo === 'Z_BUF_ERROR') {
      throw new RespaldoError(`${archivo} no es un respaldo de Verifica válido (no se pudo leer como .tar.gz: ${e instanceof Error ? e.message : String(e)}).`);
    }
    throw e;
  }
}
