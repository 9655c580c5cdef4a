/**
 * Passwords never reach a message or a log: a connection URL (DATABASE_URL, SMTP_URL) is shown
 * with its password as `***`, even when it is malformed (a space or an `@` in the password).
 */
const OCULTO = '***';

/** One URL value: everything between `usuario:` and the last `@` of its authority is masked. */
export function ocultarUrl(valor: string): string {
  const inicio = valor.indexOf('://');
  if (inicio < 0) return ocultarContrasenas(valor);
  const resto = valor.slice(inicio + 3);
  // The authority ends at the first '/', '?' or '#' after the last '@' (a password may hold any of them).
  const arroba = resto.lastIndexOf('@');
  if (arroba < 0) return ocultarContrasenas(valor);
  const usuario = resto.slice(0, arroba);
  const dosPuntos = usuario.indexOf(':');
  const autoridad = dosPuntos < 0 ? usuario : `${usuario.slice(0, dosPuntos)}:${OCULTO}`;
  return ocultarContrasenas(`${valor.slice(0, inicio + 3)}${autoridad}${resto.slice(arroba)}`);
}

/** Any text (an error message, a log line): the passwords of the URLs and `password=` parameters in it. */
export function ocultarContrasenas(texto: string): string {
  return texto
    .replace(/([a-z][a-z0-9+.-]*:\/\/[^\s:/@"'<>]*:)[^\s"'<>]*@/gi, `$1${OCULTO}@`)
    .replace(/([?&;\s](?:password|passwd|pass)=)[^\s&;"']*/gi, `$1${OCULTO}`);
}

/** The logger's `err` serializer: the error's type, code, message and stack, without passwords. */
export function errorParaLog(e: Error & { code?: unknown; statusCode?: unknown }): { type: string; message: string; stack: string; [campo: string]: unknown } {
  return {
    type: e.name,
    message: ocultarContrasenas(String(e.message)),
    stack: ocultarContrasenas(e.stack ?? ''),
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(e.statusCode !== undefined ? { statusCode: e.statusCode } : {}),
  };
}
