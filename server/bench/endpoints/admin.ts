/** Administration pages (mf-admin): first page of usuarios and agencias, default sort. */
import { bearer, defineEndpoints, rawSesion, sesionMuestra } from '../harness/types';

export default defineEndpoints([
  {
    name: 'GET /api/usuarios (página 1)',
    muestras: async (ctx) => [sesionMuestra(await ctx.sesion('superadmin@verifica.mx'))],
    api: { method: 'GET', url: () => '/api/usuarios?page=1&rowsPerPage=10', headers: bearer },
    raw: [
      rawSesion,
      {
        name: 'bench_usuarios_pagina',
        text: `select u.id, u.nombre, u.apellido_paterno, u.apellido_materno, u.correo, u.telefono, u.agencia_id, u.rol_id, u.direccion, u.activo,
                 u.eliminado_at, a.nombre as agencia_nombre, r.title as rol_title, r.permisos as rol_permisos, count(*) over () as total
               from usuarios u join roles r on r.id = u.rol_id left join agencias a on a.id = u.agencia_id
               order by lower(u.nombre), lower(u.apellido_paterno), lower(u.apellido_materno), u.id limit $1 offset $2`,
        values: () => [10, 0],
      },
    ],
    comprobar: (api, raw) => ((api as { data?: { id: number }[] }).data?.[0]?.id === raw[1]?.[0]?.id ? null : 'otra primera fila'),
  },
  {
    name: 'GET /api/agencias (página 1)',
    muestras: async (ctx) => [sesionMuestra(await ctx.sesion('superadmin@verifica.mx'))],
    api: { method: 'GET', url: () => '/api/agencias?page=1&rowsPerPage=10', headers: bearer },
    raw: [
      rawSesion,
      {
        name: 'bench_agencias_pagina',
        text: `select id, nombre, direccion, region, color, count(*) over () as total from agencias order by lower(nombre), id limit $1 offset $2`,
        values: () => [10, 0],
      },
    ],
    comprobar: (api, raw) => ((api as { data?: { id: number }[] }).data?.[0]?.id === raw[1]?.[0]?.id ? null : 'otra primera fila'),
  },
]);
