import { closeSync, linkSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crearDirectorioSync, MODO_ARCHIVO } from './archivos';

/** The lock file of an embedded data folder: `<pid> <host>` of the process that holds it. */
export const ARCHIVO_BLOQUEO = 'verifica.lock';

export class DataDirOcupadoError extends Error {
  constructor(readonly dataDir: string, readonly pid: number, readonly host: string) {
    super(
      `La carpeta de datos ${dataDir} ya está en uso por otro proceso de Verifica (pid ${pid}${host === os.hostname() ? '' : ` en ${host}`}). ` +
        'La base embebida admite un solo proceso: detén ese servidor o usa otra DATA_DIR.',
    );
    this.name = 'DataDirOcupadoError';
  }
}

function leer(archivo: string): { pid: number; host: string; texto: string } | null {
  let texto: string;
  try {
    texto = readFileSync(archivo, 'utf8');
  } catch {
    return null;
  }
  const [pid, host = ''] = texto.trim().split(/\s+/);
  return { pid: Number(pid), host, texto };
}

/** A process of this machine still runs with that pid (EPERM: it runs as another user). */
function vive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the exclusive lock of an embedded data folder (PGlite writes its files from one process
 * only: a second one would corrupt them). The lock is created atomically (a hard link of a
 * private temp file, which fails when the lock exists). A lock left by a process that no longer
 * runs on this host is stale and is broken once. Returns the release function; the lock is also
 * released when the process exits.
 */
export function bloquearDataDir(dataDir: string): () => void {
  crearDirectorioSync(dataDir);
  const archivo = path.join(dataDir, ARCHIVO_BLOQUEO);
  const contenido = `${process.pid} ${os.hostname()}\n`;
  const temporal = `${archivo}.${process.pid}`;
  const fd = openSync(temporal, 'w', MODO_ARCHIVO);
  writeSync(fd, contenido);
  closeSync(fd);
  try {
    for (let intento = 0; ; intento++) {
      try {
        linkSync(temporal, archivo);
        break;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
        const actual = leer(archivo);
        if (actual && (actual.host !== os.hostname() || vive(actual.pid) || intento > 0)) {
          throw new DataDirOcupadoError(dataDir, actual.pid, actual.host);
        }
        // Stale: remove it only if it is still the stale one we read.
        if (actual && leer(archivo)?.texto === actual.texto) unlinkSync(archivo);
      }
    }
  } finally {
    unlinkSync(temporal);
  }
  let liberado = false;
  const liberar = () => {
    if (liberado) return;
    liberado = true;
    process.off('exit', liberar);
    if (leer(archivo)?.texto === contenido) unlinkSync(archivo);
  };
  process.on('exit', liberar);
  return liberar;
}
