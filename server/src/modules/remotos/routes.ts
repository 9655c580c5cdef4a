import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canaryInputSchema,
  erroresVersionSchema,
  estadoRemotoSchema,
  LIMITES_RELEASE,
  MENSAJES_API,
  MENSAJES_RELEASES,
  remotoParamsSchema,
  remotosRespuestaSchema,
  reporteErrorRemotoSchema,
  versionRemotoParamsSchema,
  versionRemotoSchema,
} from '@verifica/contracts';
import { MODO_ARCHIVO } from '../../lib/archivos';
import { badRequest, HttpError, validation } from '../../lib/errors';
import { contexto } from '../../plugins/policy';
import { declararRutas } from '../../plugins/rutas';
import * as service from './service';

const entorno = (request: FastifyRequest): service.EntornoRemotos => {
  const ctx = contexto(request);
  return { db: ctx.db, repoRoot: request.server.config.repoRoot, dataDir: request.server.config.dataDir, usuario_id: ctx.actor.id, ip: ctx.actor.ip };
};

/** The upload's multipart parts, for the OpenAPI document (the route reads them itself). */
const publicarMultipartSchema = z.object({
  base_url: z.string().optional().describe('URL https de la carpeta de la versión en un CDN (antes del archivo); sin ella, este servidor sirve los archivos'),
  archivo: z.file().max(LIMITES_RELEASE.bytesArchivo).describe('La versión: un .tgz con una sola carpeta <versión>+<hash>/'),
});

/**
 * The release archive of a multipart upload, streamed to a file under DATA_DIR (never in memory),
 * with the text fields sent before it.
 */
async function recibirArchivo(request: FastifyRequest, destino: string): Promise<{ baseUrl: string | null }> {
  if (!request.isMultipart()) throw validation({ archivo: [MENSAJES_RELEASES.archivoRequerido] }, MENSAJES_API.tipoContenidoNoSoportado);
  let baseUrl: string | null = null;
  let recibido = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: LIMITES_RELEASE.bytesArchivo, files: 1, fields: 5, fieldSize: 2000, parts: 10 } })) {
      if (part.type === 'file') {
        await pipeline(part.file, createWriteStream(destino, { mode: MODO_ARCHIVO }));
        if (part.file.truncated) throw new HttpError(413, { message: MENSAJES_RELEASES.archivoDemasiadoGrande });
        recibido = true;
      } else if (part.fieldname === 'base_url' && typeof part.value === 'string' && part.value.trim()) {
        baseUrl = part.value.trim();
      }
    }
  } catch (e) {
    if (e instanceof HttpError) throw e;
    const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, { message: MENSAJES_RELEASES.archivoDemasiadoGrande });
    if (code.startsWith('FST_')) throw new HttpError(413, { message: MENSAJES_API.cuerpoDemasiadoGrande });
    throw badRequest(MENSAJES_RELEASES.archivoIlegible);
  }
  if (!recibido) throw validation({ archivo: [MENSAJES_RELEASES.archivoRequerido] });
  return { baseUrl };
}

export const remotosRoutes: FastifyPluginAsyncZod = async (app) => {
  // Releases of the remotes: is_super_admin or '*' only.
  const rutas = declararRutas(app, { tags: ['remotos'], policy: { permiso: 'broad', scope: 'none' } });

  rutas.get('/api/remotos', {
    operationId: 'listarRemotos',
    summary: 'Remotos con su versión activa, canary e historial, y lo que ofrece el shell',
    respuesta: remotosRespuestaSchema,
    errores: [403],
  }, async (request) => service.listar(entorno(request)));

  rutas.post('/api/remotos/:nombre/versiones', {
    operationId: 'publicarVersionRemoto',
    summary: 'Publica una versión de un remoto (multipart: "archivo" .tgz y opcional "base_url"); se verifica antes de aceptarla',
    params: remotoParamsSchema,
    multipart: publicarMultipartSchema,
    respuesta: versionRemotoSchema,
    codigo: 201,
    errores: [400, 403, 409, 413, 422],
  }, async (request) => {
    const env = entorno(request);
    const temporal = await service.carpetaTemporal(env.dataDir);
    try {
      const archivo = join(temporal, 'version.tgz');
      const { baseUrl } = await recibirArchivo(request, archivo);
      return await service.publicar(env, request.params.nombre, archivo, baseUrl);
    } finally {
      await rm(temporal, { recursive: true, force: true });
    }
  });

  /** A change of the remote's state: its new state, or why not. */
  const cambio = { respuesta: estadoRemotoSchema, errores: [403, 404, 409, 422] } as const;

  rutas.post('/api/remotos/:nombre/versiones/:id/activar', {
    operationId: 'activarVersionRemoto',
    summary: 'Activa una versión: la reciben las cargas nuevas de la página (se rechaza si el shell no es compatible)',
    params: versionRemotoParamsSchema,
    ...cambio,
  }, async (request) => service.activar(entorno(request), request.params.nombre, request.params.id));

  rutas.post('/api/remotos/:nombre/revertir', {
    operationId: 'revertirRemoto',
    summary: 'Vuelve a la versión activa anterior (o a la compilación del repositorio si no hay otra)',
    params: remotoParamsSchema,
    ...cambio,
  }, async (request) => service.revertir(entorno(request), request.params.nombre));

  rutas.put('/api/remotos/:nombre/versiones/:id/canary', {
    operationId: 'fijarCanaryRemoto',
    summary: 'Envía una versión como canary a unas agencias o a un porcentaje estable de usuarios',
    params: versionRemotoParamsSchema,
    body: canaryInputSchema,
    respuesta: estadoRemotoSchema,
    errores: [400, ...cambio.errores],
  }, async (request) => service.fijarCanary(entorno(request), request.params.nombre, request.params.id, request.body));

  rutas.delete('/api/remotos/:nombre/canary', {
    operationId: 'quitarCanaryRemoto',
    summary: 'Termina el canary del remoto: todos reciben la versión activa',
    params: remotoParamsSchema,
    ...cambio,
  }, async (request) => service.quitarCanary(entorno(request), request.params.nombre));

  rutas.post('/api/remotos/:nombre/versiones/:id/retirar', {
    operationId: 'retirarVersionRemoto',
    summary: 'Retira una versión (no la activa): no se vuelve a servir ni a activar',
    params: versionRemotoParamsSchema,
    ...cambio,
  }, async (request) => service.retirar(entorno(request), request.params.nombre, request.params.id));

  rutas.get('/api/remotos/:nombre/versiones/:id/errores', {
    operationId: 'listarErroresVersionRemoto',
    summary: 'Fallos de carga reportados por los navegadores para una versión (últimos 7 días, agrupados)',
    params: versionRemotoParamsSchema,
    respuesta: erroresVersionSchema,
    errores: [403, 404],
  }, async (request) => service.erroresDe(entorno(request), request.params.nombre, request.params.id));

  rutas.post('/api/remotos/errores', {
    // Any browser, signed in or not: the shell reports a remote it could not load.
    policy: 'public',
    operationId: 'reportarErrorRemoto',
    summary: 'Reporta que un navegador no pudo cargar una versión de un remoto (sin datos personales; limitado por dirección)',
    body: reporteErrorRemotoSchema,
    respuesta: z.null(),
    codigo: 204,
    errores: [422, 429],
  }, async (request) => {
    await service.reportarError(request.server.db, request.ip, request.body);
    return null;
  });
};
