/** The session of the token (shell start-up, every page load). */
import { bearer, defineEndpoints, rawSesion, sesionMuestra } from '../harness/types';

export default defineEndpoints({
  name: 'GET /api/me',
  muestras: async (ctx) => [sesionMuestra(await ctx.sesion('admin@verifica.mx'))],
  api: { method: 'GET', url: () => '/api/me', headers: bearer },
  raw: [
    rawSesion,
    {
      name: 'bench_me',
      text: `select u.id, u.nombre, u.apellido_paterno, u.apellido_materno, u.correo, u.agencia_id, a.nombre as agencia, r.permisos
             from usuarios u join roles r on r.id = u.rol_id left join agencias a on a.id = u.agencia_id where u.id = $1`,
      values: (m) => [m.usuarioId],
    },
  ],
  comprobar: (api, raw) => ((api as { id?: number }).id === raw[1]?.[0]?.id ? null : 'otro usuario'),
});
