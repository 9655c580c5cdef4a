/** Start-up database errors as one Spanish line: where it tried, and the driver's cause. */
import { ocultarContrasenas } from '../lib/secretos';

const CAUSAS: Record<string, string> = {
  ECONNREFUSED: 'conexión rechazada: ¿está en marcha PostgreSQL en ese puerto?',
  ENOTFOUND: 'no se encontró el host',
  EAI_AGAIN: 'no se pudo resolver el host',
  ETIMEDOUT: 'tiempo de espera agotado',
  EHOSTUNREACH: 'host inalcanzable',
  ECONNRESET: 'el servidor cerró la conexión',
  '28P01': 'autenticación fallida (usuario o contraseña)',
  '28000': 'el servidor no admite a ese usuario (pg_hba.conf o rol inexistente)',
  '3D000': 'la base de datos no existe',
  '42501': 'permisos insuficientes',
  '53300': 'demasiadas conexiones',
  '57P03': 'el servidor está arrancando o apagándose',
};

/** Every error of a cause chain (drizzle wraps the driver's error; `localhost` may give an AggregateError). */
function cadena(e: unknown): unknown[] {
  const out: unknown[] = [];
  const pendientes = [e];
  while (pendientes.length > 0 && out.length < 20) {
    const x = pendientes.shift();
    if (typeof x !== 'object' || x === null) continue;
    out.push(x);
    if ('cause' in x) pendientes.push(x.cause);
    if (x instanceof AggregateError) pendientes.push(...(x.errors as unknown[]));
  }
  return out;
}

/** host:puerto/base of a postgres:// URL, without the password. */
export function destinoDe(databaseUrl: string): string {
  try {
    const u = new URL(databaseUrl);
    return `${u.hostname || 'localhost'}:${u.port || '5432'}${u.pathname.length > 1 ? u.pathname : ''}`;
  } catch {
    return 'DATABASE_URL';
  }
}

export function describirErrorConexion(e: unknown, databaseUrl: string): string {
  let causa: string | undefined;
  let detalle: string | undefined;
  for (const x of cadena(e)) {
    const code = (x as { code?: unknown }).code;
    if (typeof code === 'string' && CAUSAS[code]) {
      causa = `${CAUSAS[code]} (${code})`;
      break;
    }
    const m = (x as { message?: unknown }).message;
    if (!detalle && typeof m === 'string' && m && !m.startsWith('Failed query')) detalle = ocultarContrasenas(m.split('\n')[0] ?? '');
  }
  return `No se pudo usar la base de datos PostgreSQL en ${destinoDe(databaseUrl)}: ${causa ?? detalle ?? 'error desconocido'}.`;
}
