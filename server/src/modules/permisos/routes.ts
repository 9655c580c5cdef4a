import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISOS, rolOptionSchema } from '@verifica/contracts';
import { contexto } from '../../plugins/policy';
import { declararRutas } from '../../plugins/rutas';
import * as service from './service';

/** Roles (permisos) for the user form. */
export const permisosRoutes: FastifyPluginAsyncZod = async (app) => {
  declararRutas(app, { tags: ['usuarios'], policy: { permiso: PERMISOS.gestionarUsuarios, scope: 'none' } }).get('/api/permisos/list', {
    operationId: 'listarRolesOpciones',
    summary: 'Roles para el formulario de usuarios (sin roles globales para administradores de agencia)',
    respuesta: z.array(rolOptionSchema),
    errores: [403],
  }, async (request) => service.lista(contexto(request)));
};
