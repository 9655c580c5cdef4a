/** Administration pages (mf-admin): first page of usuarios and agencias, default sort. */
import { bearer, defineEndpoints, rawSesion, sesionMuestra, type BenchEndpoint } from '../harness/types';

/** Same ids in the same order and the same total as the raw page. */
function mismaPagina(api: unknown, raw: Record<string, unknown>[][]): string | null {
  const p = api as { totalItems?: number; data?: { id: number }[] };
  const filas = raw[1] ?? [];
  const ids = (p.data ?? []).map((r) => r.id).join(',');
  if (ids !== filas.map((r) => Number(r.id)).join(',')) return `otras filas: ${ids}`;
  return p.totalItems === Number(filas[0]?.total) ? null : `otro total: ${p.totalItems}`;
}

/** Page 1 of 10 rows of `ruta` as superadmin@; `text` takes the limit and offset ($1, $2). */
const primeraPagina = (ruta: string, sentencia: string, text: string): BenchEndpoint => ({
  name: `GET ${ruta} (página 1)`,
  muestras: async (ctx) => [sesionMuestra(await ctx.sesion('superadmin@verifica.mx'))],
  api: { method: 'GET', url: () => `${ruta}?page=1&rowsPerPage=10`, headers: bearer },
  raw: [rawSesion, { name: sentencia, text, values: () => [10, 0] }],
  comprobar: mismaPagina,
});

export default defineEndpoints([
  primeraPagina(
    '/api/usuarios',
    'bench_usuarios_pagina',
    `select u.id, u.nombre, u.apellido_paterno, u.apellido_materno, u.correo, u.telefono, u.agencia_id, u.rol_id, u.direccion, u.activo,
       u.eliminado_at, a.nombre as agencia_nombre, r.title as rol_title, r.permisos as rol_permisos, count(*) over () as total
     from usuarios u join roles r on r.id = u.rol_id left join agencias a on a.id = u.agencia_id
     where u.eliminado_at is null
     order by lower(u.nombre), lower(u.apellido_paterno), lower(u.apellido_materno), u.id limit $1 offset $2`,
  ),
  primeraPagina(
    '/api/agencias',
    'bench_agencias_pagina',
    `select id, nombre, direccion, region, color, count(*) over () as total from agencias order by lower(nombre), id limit $1 offset $2`,
  ),
]);
