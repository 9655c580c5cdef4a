import { mkdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';

/**
 * Everything under DATA_DIR (database, photos, outbox mail, the JWT secret) is private to the
 * server's user: directories 0700, files 0600. main.ts also sets umask 077 so files created by
 * libraries (PGlite) follow the same rule; these helpers make it hold without the umask too.
 */
export const MODO_DIRECTORIO = 0o700;
export const MODO_ARCHIVO = 0o600;
export const UMASK = 0o077;

export const crearDirectorio = (dir: string) => mkdir(dir, { recursive: true, mode: MODO_DIRECTORIO });
export const crearDirectorioSync = (dir: string) => mkdirSync(dir, { recursive: true, mode: MODO_DIRECTORIO });
export const escribirArchivo = (file: string, data: string | Uint8Array) => writeFile(file, data, { mode: MODO_ARCHIVO });
