// Shared by the backup and restore commands: arguments, paths and one-line errors.
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError } from '../config';
import { UMASK } from '../lib/archivos';
import { RespaldoError } from './errores';
import type { Manifiesto } from './manifiesto';
import { ocultarContrasenas } from '../lib/secretos';

/** Wrong arguments: the message and the usage line. */
export class ErrorUso extends Error {}

export function argumentos<T extends NonNullable<ParseArgsConfig['options']>>(opciones: T, uso: string) {
  try {
    // `npm run backup -- --out x` passes a literal `--` through pnpm.
    return parseArgs({ args: process.argv.slice(2).filter((a) => a !== '--'), options: opciones, allowPositionals: true, strict: true });
  } catch (e) {
    const opcion = e instanceof Error ? /'([^']+)'/.exec(e.message)?.[1] : undefined;
    const codigo = (e as NodeJS.ErrnoException).code;
    const causa =
      codigo === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
        ? `Opción desconocida: ${opcion ?? ''}.`
        : codigo === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE'
          ? `Valor inválido en ${opcion ?? 'una opción'}.`
          : 'Argumentos inválidos.';
    throw new ErrorUso(`${causa} ${uso}`);
  }
}

/** A path given on the command line, relative to where the user ran npm (npm sets INIT_CWD). */
export const rutaUsuario = (ruta: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), ruta);

export function resumen(m: Manifiesto): string {
  const filas = Object.values(m.tablas).reduce((a, b) => a + b, 0);
  const mb = (m.archivos.bytes / 1024 / 1024).toFixed(1);
  return `${m.modo === 'embebido' ? 'base embebida (PGlite)' : 'PostgreSQL'}, ${Object.keys(m.tablas).length} tablas, ${filas} filas, ${m.archivos.cantidad} archivos (${mb} MB)${m.jwtSecret ? ', secreto JWT' : ''}`;
}

/** Runs a command: files private to the user (as the server makes them), errors in one line, exit 1. */
export function ejecutarComando(principal: () => Promise<void>): void {
  process.umask(UMASK);
  principal().catch((e: unknown) => {
    console.error(
      ocultarContrasenas(
        e instanceof ConfigError || e instanceof ErrorUso || e instanceof RespaldoError ? e.message : `Error: ${e instanceof Error ? e.message : String(e)}`,
      ),
    );
    process.exit(1);
  });
}
