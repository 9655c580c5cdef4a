import type { TestContext } from './context';

/** A multipart/form-data body for app.inject: text fields, then files. */
export interface ArchivoMultipart {
  /** Form field name (default "file"). */
  campo?: string;
  nombre: string;
  datos: Buffer;
  tipo?: string;
}

export function multipart(campos: Record<string, string>, archivos: ArchivoMultipart[] = []): { payload: Buffer; headers: { 'content-type': string } } {
  const limite = `----verifica${Math.random().toString(16).slice(2)}`;
  const partes: Buffer[] = [];
  for (const [k, v] of Object.entries(campos)) partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const a of archivos) {
    const cabecera = `--${limite}\r\nContent-Disposition: form-data; name="${a.campo ?? 'file'}"; filename="${a.nombre}"\r\nContent-Type: ${a.tipo ?? 'application/octet-stream'}\r\n\r\n`;
    partes.push(Buffer.from(cabecera), a.datos, Buffer.from('\r\n'));
  }
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

/** POST /api/solicitudes/load_file with one file (and form fields such as agencia_id). */
export function subirCarga(ctx: TestContext, token: string, archivo: ArchivoMultipart | null, campos: Record<string, string> = {}) {
  const m = multipart(campos, archivo ? [archivo] : []);
  return ctx.app.inject({ method: 'POST', url: '/api/solicitudes/load_file', headers: { ...ctx.auth(token), ...m.headers }, payload: m.payload });
}
