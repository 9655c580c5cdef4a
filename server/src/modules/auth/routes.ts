import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  errorSchema,
  loginRequestSchema,
  loginResponseSchema,
  MENSAJES,
  messageSchema,
  passwordEmailRequestSchema,
  passwordResetRequestSchema,
  sesionActualSchema,
  validationErrorSchema,
} from '@verifica/contracts';
import { serializarSinRevalidar } from '../../lib/serializar';
import { contexto } from '../../plugins/policy';
import * as service from './service';

const tags = ['autenticación'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Recovery mails are sent after answering, so the response time does not reveal whether the
  // account exists. close() waits for them.
  const pendientes = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pendientes]);
  });

  app.post(
    '/api/login',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        operationId: 'iniciarSesion',
        summary: 'Iniciar sesión',
        security: [],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: errorSchema, 422: validationErrorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { response, usuarioId } = await service.login(app.db, app.config, request.body.correo, request.body.password, request.ip);
      request.log.info({ usuario_id: usuarioId }, 'inicio de sesión');
      return response;
    },
  );

  app.post(
    '/api/logout',
    {
      config: { policy: { permiso: 'authenticated', scope: 'none' } },
      schema: { tags, operationId: 'cerrarSesion', summary: 'Cerrar sesión (revoca el token)', response: { 200: messageSchema } },
    },
    async (request) => {
      await service.logout(contexto(request));
      return { message: MENSAJES.sesionCerrada };
    },
  );

  app.get(
    '/api/me',
    {
      config: { policy: { permiso: 'authenticated', scope: 'none' } },
      schema: { tags, operationId: 'obtenerSesionActual', summary: 'Sesión del token actual', response: { 200: sesionActualSchema } },
      serializerCompiler: serializarSinRevalidar,
    },
    async (request) => service.sesionDe(contexto(request)),
  );

  app.post(
    '/password/email',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        operationId: 'enviarEnlaceRecuperacion',
        summary: 'Enviar enlace de recuperación (misma respuesta exista o no la cuenta)',
        security: [],
        body: passwordEmailRequestSchema,
        response: { 200: messageSchema, 422: validationErrorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await service.reservarRecuperacion(app.db, app.config, request.ip);
      const envio = service
        .requestPasswordReset(app.db, app.config, app.mailer, request.body.correo)
        .catch((err: unknown) => request.log.error({ err }, 'no se pudo enviar el correo de recuperación'))
        .finally(() => pendientes.delete(envio));
      pendientes.add(envio);
      return { message: MENSAJES.correoRecuperacionEnviado };
    },
  );

  app.post(
    '/password/reset',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        operationId: 'restablecerContrasena',
        summary: 'Elegir nueva contraseña con el enlace recibido',
        security: [],
        body: passwordResetRequestSchema,
        response: { 200: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      await service.resetPassword(app.db, request.body.token, request.body.password);
      return { message: MENSAJES.contrasenaRestablecida };
    },
  );

  app.post(
    '/api/change_password',
    {
      config: { policy: { permiso: 'authenticated', scope: 'none' } },
      schema: {
        tags,
        operationId: 'cambiarContrasena',
        summary: 'Cambiar la contraseña propia',
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema, 422: validationErrorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { token } = await service.changePassword(contexto(request), app.config, request.body.old_password, request.body.password);
      return { message: MENSAJES.contrasenaActualizada, token };
    },
  );
};
