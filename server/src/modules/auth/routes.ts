import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  MENSAJES,
  messageSchema,
  passwordEmailRequestSchema,
  passwordResetRequestSchema,
  sesionActualSchema,
} from '@verifica/contracts';
import { serializarSinRevalidar } from '../../lib/serializar';
import { contexto } from '../../plugins/policy';
import { declararRutas } from '../../plugins/rutas';
import * as service from './service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Recovery mails are sent after answering, so the response time does not reveal whether the
  // account exists. close() waits for them.
  const pendientes = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pendientes]);
  });

  const rutas = declararRutas(app, { tags: ['autenticación'], policy: { permiso: 'authenticated', scope: 'none' } });

  rutas.post('/api/login', {
    policy: 'public',
    operationId: 'iniciarSesion',
    summary: 'Iniciar sesión',
    security: [],
    body: loginRequestSchema,
    respuesta: loginResponseSchema,
    errores: [401, 422, 429],
  }, async (request) => {
    const { response, usuarioId } = await service.login(app.db, app.config, request.body.correo, request.body.password, request.ip);
    request.log.info({ usuario_id: usuarioId }, 'inicio de sesión');
    return response;
  });

  rutas.post('/api/logout', { operationId: 'cerrarSesion', summary: 'Cerrar sesión (revoca el token)', respuesta: messageSchema }, async (request) => {
    await service.logout(contexto(request));
    return { message: MENSAJES.sesionCerrada };
  });

  rutas.get('/api/me', {
    operationId: 'obtenerSesionActual',
    summary: 'Sesión del token actual',
    respuesta: sesionActualSchema,
    serializerCompiler: serializarSinRevalidar,
  }, async (request) => service.sesionDe(contexto(request)));

  rutas.post('/password/email', {
    policy: 'public',
    operationId: 'enviarEnlaceRecuperacion',
    summary: 'Enviar enlace de recuperación (misma respuesta exista o no la cuenta)',
    security: [],
    body: passwordEmailRequestSchema,
    respuesta: messageSchema,
    errores: [422, 429],
  }, async (request) => {
    await service.reservarRecuperacion(app.db, app.config, request.ip);
    const envio = service
      .requestPasswordReset(app.db, app.config, app.mailer, request.body.correo)
      .catch((err: unknown) => request.log.error({ err }, 'no se pudo enviar el correo de recuperación'))
      .finally(() => pendientes.delete(envio));
    pendientes.add(envio);
    return { message: MENSAJES.correoRecuperacionEnviado };
  });

  rutas.post('/password/reset', {
    policy: 'public',
    operationId: 'restablecerContrasena',
    summary: 'Elegir nueva contraseña con el enlace recibido',
    security: [],
    body: passwordResetRequestSchema,
    respuesta: messageSchema,
    errores: [422],
  }, async (request) => {
    await service.resetPassword(app.db, request.body.token, request.body.password);
    return { message: MENSAJES.contrasenaRestablecida };
  });

  rutas.post('/api/change_password', {
    operationId: 'cambiarContrasena',
    summary: 'Cambiar la contraseña propia',
    body: changePasswordRequestSchema,
    respuesta: changePasswordResponseSchema,
    errores: [422, 429],
  }, async (request) => {
    const { token } = await service.changePassword(contexto(request), app.config, request.body.old_password, request.body.password);
    return { message: MENSAJES.contrasenaActualizada, token };
  });
};
