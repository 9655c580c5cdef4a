import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISOS, productividadQuerySchema, productividadSchema } from '@verifica/contracts';
import { contexto } from '../../plugins/policy';
import { declararRutas } from '../../plugins/rutas';
import { productividad } from './service';

/** Productividad del call center. */
export const productividadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Supervisors and admins (both roles hold gestionar_solicitudes, the screen's permission); operators and gestores get 403.
  const rutas = declararRutas(app, { tags: ['callcenter'], policy: { permiso: PERMISOS.gestionarSolicitudes, scope: 'agencia' } });

  rutas.get('/api/productividad', {
    operationId: 'obtenerProductividad',
    summary: 'Productividad por operador y día: intentos, contactados, finalizadas, rellamadas cumplidas e incumplidas, mediana de asignación a Finalizar',
    description:
      'Días en la zona horaria del negocio. fecha_desde y fecha_hasta (AAAA-MM-DD, ambos incluidos; desde > hasta → 422); ' +
      'agencia_id (0 o ausente = todas; un usuario con agencia siempre recibe la suya). Cuenta la actividad sobre los folios de la agencia. ' +
      'por_operador: totales del periodo (la mediana, sobre todo el periodo); por_dia: una fila por operador y día con actividad.',
    querystring: productividadQuerySchema,
    respuesta: productividadSchema,
    errores: [403, 422],
  }, async (request) => productividad(contexto(request), request.query));
};
