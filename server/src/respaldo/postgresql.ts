// pg_dump / pg_restore, the PostgreSQL client tools, run as child processes.
import { spawn } from 'node:child_process';
import { RespaldoError } from './errores';

type Herramienta = 'pg_dump' | 'pg_restore';

/** A tool that ran and failed: its exit code and what it wrote to stderr. */
class ErrorHerramienta extends RespaldoError {
  constructor(
    message: string,
    readonly codigo: number | null,
    readonly salida: string,
  ) {
    super(message);
  }
}

/** What pg_restore says of a dump it cannot read (cut, corrupted, not a custom-format dump). */
const DUMP_ILEGIBLE = /could not read|unexpected end of file|did not find magic string|not a valid archive|input file (appears|does not appear)|corrupt|unsupported version|could not uncompress/i;

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
      reject(new ErrorHerramienta(`${herramienta} terminó con error (código ${codigo ?? 'desconocido'})${causa ? `: ${causa}` : ''}`, codigo, salida));
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
export async function pgRestore(databaseUrl: string, archivo: string, limpiar: boolean): Promise<void> {
  const { url, env } = conexion(databaseUrl);
  try {
    await ejecutar(
      'pg_restore',
      ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', ...(limpiar ? ['--clean', '--if-exists'] : []), `--dbname=${url}`, archivo],
      env,
    );
  } catch (e) {
    if (!(e instanceof ErrorHerramienta)) throw e;
    // One Spanish line: the tool's own (English) words stay out; its single transaction changed nothing.
    if (DUMP_ILEGIBLE.test(e.salida)) throw new RespaldoError('El respaldo está dañado: la copia de la base de datos no se pudo leer. No se restauró nada.');
    throw new RespaldoError(`pg_restore no pudo cargar la copia de la base de datos (código ${e.codigo ?? 'desconocido'}): la base destino quedó como estaba. No se restauró nada.`);
  }
}
