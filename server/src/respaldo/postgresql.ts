// pg_dump / pg_restore, the PostgreSQL client tools, run as child processes.
import { spawn } from 'node:child_process';
import { RespaldoError } from './errores';

type Herramienta = 'pg_dump' | 'pg_restore';

/**
 * The URL without its password, which goes in PGPASSWORD instead: a password on the command
 * line is visible to every user of the machine (ps).
 */
function conexion(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function ejecutar(herramienta: Herramienta, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const hijo = spawn(herramienta, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let salida = '';
    hijo.stderr.setEncoding('utf8');
    hijo.stderr.on('data', (d: string) => {
      if (salida.length < 4000) salida += d;
    });
    hijo.on('error', (e: NodeJS.ErrnoException) => {
      reject(
        e.code === 'ENOENT'
          ? new RespaldoError(
              `No se encontró ${herramienta} en el PATH: instala el cliente de PostgreSQL (en Debian/Ubuntu, el paquete postgresql-client) de la misma versión mayor que el servidor o una más nueva.`,
            )
          : new RespaldoError(`No se pudo ejecutar ${herramienta}: ${e.message}`),
      );
    });
    hijo.on('close', (codigo) => {
      if (codigo === 0) return resolve();
      const causa = salida.split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 3).join(' · ');
      reject(new RespaldoError(`${herramienta} terminó con error (código ${codigo ?? 'desconocido'})${causa ? `: ${causa}` : ''}`));
    });
  });
}

/** Fails early, with the install hint, when the tool is not on the PATH. */
export const comprobarHerramienta = (herramienta: Herramienta) => ejecutar(herramienta, ['--version']);

/**
 * pg_dump in custom format into `archivo`. `snapshot` (pg_export_snapshot of an open
 * transaction) makes the dump see exactly what that transaction counted.
 */
export function pgDump(databaseUrl: string, archivo: string, snapshot: string | null): Promise<void> {
  const { url, env } = conexion(databaseUrl);
  return ejecutar('pg_dump', ['--format=custom', `--file=${archivo}`, ...(snapshot ? [`--snapshot=${snapshot}`] : []), `--dbname=${url}`], env);
}

/**
 * pg_restore in one transaction (all or nothing). Owners and grants are left out, so the dump of
 * one role restores into a database of another. `limpiar` drops the saved objects first (a
 * target that already has the tables).
 */
export function pgRestore(databaseUrl: string, archivo: string, limpiar: boolean): Promise<void> {
  const { url, env } = conexion(databaseUrl);
  return ejecutar(
    'pg_restore',
    ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', ...(limpiar ? ['--clean', '--if-exists'] : []), `--dbname=${url}`, archivo],
    env,
  );
}
