import type { FastifyRequest } from 'fastify';
import { CARGA_LIMITES, MENSAJES, MENSAJES_API, MENSAJES_SOLICITUDES } from '@verifica/contracts';
import { HttpError, validation } from './errors';

export interface ArchivoRecibido {
  campo: string;
  nombre: string;
  mime: string;
  datos: Buffer;
}

const codigoDe = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '');

/**
 * Reads a multipart body: text fields (last value wins; repeated keys become arrays) and files
 * buffered in memory (each at most `maxBytes`). Not multipart -> 422; a file over the limit ->
 * 413 with `mensajeGrande`; too many parts -> 413.
 */
export async function leerMultipart(
  request: FastifyRequest,
  opts: { maxBytes?: number; maxArchivos?: number; mensajeGrande?: string } = {},
): Promise<{ archivo: ArchivoRecibido | null; archivos: ArchivoRecibido[]; campos: Record<string, string | string[]> }> {
  if (!request.isMultipart()) throw validation({ file: [MENSAJES_SOLICITUDES.archivoRequerido] }, MENSAJES_API.tipoContenidoNoSoportado);
  const archivos: ArchivoRecibido[] = [];
  const campos: Record<string, string | string[]> = {};
  try {
    const parts = request.parts({
      limits: { fileSize: opts.maxBytes ?? CARGA_LIMITES.bytes, files: opts.maxArchivos ?? 1, fields: 30, fieldSize: 100_000, parts: 50 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        archivos.push({ campo: part.fieldname, nombre: part.filename, mime: part.mimetype, datos: await part.toBuffer() });
      } else {
        const v = typeof part.value === 'string' ? part.value : String(part.value);
        const previo = campos[part.fieldname];
        campos[part.fieldname] = previo === undefined ? v : Array.isArray(previo) ? [...previo, v] : [previo, v];
      }
    }
  } catch (e) {
    const code = codigoDe(e);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, { message: MENSAJES.errorArchivo, errors: { file: [opts.mensajeGrande ?? MENSAJES_SOLICITUDES.archivoDemasiadoGrande] } });
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, { message: MENSAJES_API.cuerpoDemasiadoGrande });
    }
    if (e instanceof HttpError) throw e;
    throw validation({ file: [MENSAJES_SOLICITUDES.archivoIlegible] }, MENSAJES_API.peticionInvalida);
  }
  return { archivo: archivos[0] ?? null, archivos, campos };
}
