/** Administration pages (mf-admin): first page of usuarios and agencias, default sort. */
import { bearer, defineEndpoints, rawSesion, sesionMuestra } from '../harness/types';

/** Same ids in the same order and the same total as the raw page. */
function mismaPagina(api: unknown, raw: Record<string, unknown>[][]): string | null {
  const p = api as { totalItems?: number; data?: { id: number }[] };
  const filas = raw[1] ?? [];
  const ids = (p.data ?? []).map((r) => r.id).join(',');
  if (ids !== filas.map((r) => Number(r.id)).join(',')) return `otras filas: ${ids}`;
  return p.totalItems === Number(filas[0]?.total) ? null : `otro total: ${p.totalItems}`;
}

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
               where u.eliminado_at is null
               order by lower(u.nombre), lower(u.apellido_paterno), lower(u.apellido_materno), u.id limit $1 offset $2`,
        values: () => [10, 0],
      },
    ],
    comprobar: mismaPagina,
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
    comprobar: mismaPagina,
  },
]);
