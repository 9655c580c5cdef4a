/** The SQL of users: a user row as the list and the record read it, its answer shape; GET /api/usuarios (filters, order, the prepared default page and "Todos"). */
import type { Readable } from 'node:stream';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { ROLES, type Paged, type UsuarioFila, type UsuariosQuery } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { buscarEn, claveSql, filaN, minusculas as lower, ordenarPor, paginaConTotal, porBase, totalSql } from '../../db/listado';
import { agencias, roles, usuarios } from '../../db/schema';
import { nombreCompleto, nombreCompletoSql } from '../../lib/nombre';
import { agenciaEfectiva, scopeWhere, type Contexto } from '../../plugins/policy';

export const campos = {
  id: usuarios.id,
  nombre: usuarios.nombre,
  apellido_paterno: usuarios.apellido_paterno,
  apellido_materno: usuarios.apellido_materno,
  correo: usuarios.correo,
  telefono: usuarios.telefono,
  agencia_id: usuarios.agencia_id,
  rol_id: usuarios.rol_id,
  direccion: usuarios.direccion,
  activo: usuarios.activo,
  eliminado_at: usuarios.eliminado_at,
  version: usuarios.version,
  agencia_nombre: agencias.nombre,
  rol_title: roles.title,
  rol_permisos: roles.permisos,
};

export interface Fila {
  id: number;
  nombre: string;
  apellido_paterno: string;
  apellido_materno: string;
  correo: string;
  telefono: string;
  agencia_id: number | null;
  rol_id: number;
  direccion: string;
  activo: boolean;
  eliminado_at: Date | null;
  version: number;
  agencia_nombre: string | null;
  rol_title: string;
  rol_permisos: string[];
}


/** What a list row needs. */
export type FilaLista = Omit<Fila, 'rol_permisos'>;

export function aUsuario(r: FilaLista): UsuarioFila {
  return {
    id: r.id,
    nombre: r.nombre,
    apellido_paterno: r.apellido_paterno,
    apellido_materno: r.apellido_materno,
    nombre_completo: nombreCompleto(r),
    correo: r.correo,
    telefono: r.telefono,
    agencia_id: r.agencia_id,
    agencia: r.agencia_id !== null && r.agencia_nombre !== null ? { id: r.agencia_id, nombre: r.agencia_nombre } : null,
    rol_id: r.rol_id,
    rol: { id: r.rol_id, title: r.rol_title },
    direccion: r.direccion,
    activo: r.activo,
    eliminado: r.eliminado_at !== null,
    version: r.version,
  };
}

export const consulta = (db: Db) =>
  db.select(campos).from(usuarios).innerJoin(roles, eq(roles.id, usuarios.rol_id)).leftJoin(agencias, eq(agencias.id, usuarios.agencia_id));

function orden(q: Pick<UsuariosQuery, 'sortBy' | 'descending'>): SQL[] {
  const nombre = [lower(usuarios.nombre), lower(usuarios.apellido_paterno), lower(usuarios.apellido_materno)];
  const cols: SQL[] = (() => {
    switch (q.sortBy) {
      case 'apellido_paterno':
      case 'apellido_materno':
      case 'correo':
      case 'telefono':
        return [lower(usuarios[q.sortBy])];
      case 'agencia':
        return [lower(sql`coalesce(${agencias.nombre}, '')`)];
      case 'rol':
        return [lower(roles.title)];
      case 'activo':
        return [sql`${usuarios.activo}`];
      case 'id':
        return [];
      case 'nombre':
      case 'nombre_completo':
      case undefined:
        return nombre;
    }
  })();
  return ordenarPor(q.descending, cols, usuarios.id);
}

const vistaPorDefecto = (q: UsuariosQuery) =>
  q.rowsPerPage > 0 &&
  !q.search?.trim() && !q.rol && !q.rol_id && (q.sortBy === undefined || q.sortBy === 'nombre' || q.sortBy === 'nombre_completo');

/** WHERE of a users list: the scope (or the agency a global user picked), filters and search. */
function filtro(ctx: Contexto, q: UsuariosQuery): SQL | undefined {
  return and(
    scopeWhere(usuarios.agencia_id, agenciaEfectiva(ctx.scope, q.agencia_id)),
    q.eliminado ? isNull(usuarios.eliminado_at) : undefined,
    q.rol ? eq(roles.title, ROLES[q.rol].title) : undefined,
    q.rol_id ? eq(usuarios.rol_id, q.rol_id) : undefined,
    buscarEn(q.search, [
      usuarios.nombre,
      usuarios.apellido_paterno,
      usuarios.apellido_materno,
      usuarios.correo,
      nombreCompletoSql(usuarios),
    ]),
  );
}

async function contar(ctx: Contexto, where: SQL | undefined): Promise<number> {
  const [r] = await ctx.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.rol_id))
    .where(where);
  return r?.n ?? 0;
}

/** A users list's query (rows or "Todos" keys) with the joins its order may name. */
const consultaLista = (db: Db) => db.select({ ...campos, total: totalSql }).from(usuarios).innerJoin(roles, eq(roles.id, usuarios.rol_id)).leftJoin(agencias, eq(agencias.id, usuarios.agencia_id)).$dynamic();
const clavesLista = (db: Db, ord: SQL[]) =>
  db.select({ k: claveSql<number>(usuarios.id), n: filaN(ord) }).from(usuarios).innerJoin(roles, eq(roles.id, usuarios.rol_id)).leftJoin(agencias, eq(agencias.id, usuarios.agencia_id)).$dynamic();

/**
 * The page every users screen opens with (no search or role filter, sorted by name), prepared:
 * planned once per connection. The agency (null = all) and "hide deleted" are placeholders, so
 * one statement per direction serves every user.
 */
const paginaPorDefecto = porBase((db: Db, direccion: 'asc' | 'desc') => {
  const agencia = sql.placeholder('agencia');
  return consultaLista(db)
    .where(
      sql`(${agencia}::int is null or ${usuarios.agencia_id} = ${agencia}::int)
        and (not ${sql.placeholder('vigentes')}::boolean or ${usuarios.eliminado_at} is null)`,
    )
    .orderBy(...orden({ sortBy: undefined, descending: direccion === 'desc' }))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`verifica_usuarios_pagina_${direccion}`);
});

/** GET /api/usuarios (the default view's page is prepared). */
export async function listar(ctx: Contexto, q: UsuariosQuery): Promise<Paged<UsuarioFila> | Readable> {
  const where = filtro(ctx, q);
  const ord = orden(q);
  return paginaConTotal<UsuarioFila, number>(
    ctx.db,
    q,
    async (limit, offset) => {
      const rows = vistaPorDefecto(q)
        ? await paginaPorDefecto(ctx.db, q.descending ? 'desc' : 'asc').execute({
            agencia: agenciaEfectiva(ctx.scope, q.agencia_id),
            vigentes: q.eliminado === true,
            limit,
            offset,
          })
        : await consultaLista(ctx.db).where(where).orderBy(...ord).limit(limit).offset(offset);
      return rows.map((r) => ({ ...aUsuario(r), total: r.total }));
    },
    () => contar(ctx, where),
    {
      claves: clavesLista(ctx.db, ord).where(where),
      filas: async (ids) => (await consultaLista(ctx.db).where(and(where, sql`${usuarios.id} = any(${sql.param(ids)}::int[])`))).map(aUsuario),
      clave: (f) => f.id,
    },
  );
}
