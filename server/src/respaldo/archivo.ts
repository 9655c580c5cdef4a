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

/** An archive entry as the user reads it: no leading './', no trailing '/'. */
const nombreEntrada = (ruta: string) => ruta.replace(/^(\.\/)+/, '').replace(/\/+$/, '');

/**
 * Extracts the archive into `destino` (refusing absolute and `..` paths, as node-tar does by
 * default). Only files and folders: an archive with a link (symbolic or hard) or a device is not
 * one of ours and is refused, its links never created. Every failure is one Spanish line.
 */
export async function extraer(archivo: string, destino: string): Promise<void> {
  const noValido = (causa: string) => new RespaldoError(`${archivo} no es un respaldo de Verifica válido: ${causa}. No se restauró nada.`);
  let ajena: { ruta: string; tipo: string } | null = null;
  try {
    await tar.extract({
      file: archivo,
      cwd: destino,
      strict: true,
      filter: (ruta, entrada) => {
        const tipo = 'type' in entrada ? entrada.type : entrada.isDirectory() ? 'Directory' : 'File';
        if (tipo === 'File' || tipo === 'OldFile' || tipo === 'ContiguousFile' || tipo === 'Directory') return true;
        ajena ??= { ruta: nombreEntrada(ruta), tipo };
        return false;
      },
    });
  } catch (e) {
    const codigo = (e as NodeJS.ErrnoException).code;
    if (codigo === 'ENOENT' && !(await stat(archivo).catch(() => null))) throw new RespaldoError(`No existe el archivo ${archivo}.`);
    if (codigo?.startsWith('TAR_') || codigo?.startsWith('Z_')) throw noValido('no se pudo leer como .tar.gz');
    throw e;
  }
  const encontrada = ajena as { ruta: string; tipo: string } | null;
  if (encontrada) {
    const que = encontrada.tipo === 'SymbolicLink' ? 'un enlace simbólico' : encontrada.tipo === 'Link' ? 'un enlace duro' : 'una entrada que no es un archivo';
    throw noValido(`contiene ${que} (${encontrada.ruta})`);
  }
}
