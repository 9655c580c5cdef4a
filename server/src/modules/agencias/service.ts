import type { Readable } from 'node:stream';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { MENSAJES_ADMIN, Region, type Agencia, type AgenciaInput, type AgenciaListItem, type AgenciasQuery, type AgenciaUpdate, type Paged } from '@verifica/contracts';
import type { Db } from '../../db/client';
import type { Contexto } from '../../plugins/policy';
import { agencias } from '../../db/schema';
import { audit } from '../../db/auditoria';
import { conflicto, notFound, validation } from '../../lib/errors';
import { buscarEn, claveSql, filaN, minusculas, ordenarPor, paginaConTotal, porBase, totalSql } from '../../db/listado';

const columnas = {
  id: agencias.id,
  nombre: agencias.nombre,
  direccion: agencias.direccion,
  region: agencias.region,
  color: agencias.color,
  version: agencias.version,
};

type Fila = { id: number; nombre: string; direccion: string; region: string | null; color: string; version: number };

const aAgencia = (r: Fila): Agencia => ({
  id: r.id,
  nombre: r.nombre,
  direccion: r.direccion,
  region: Region.has(r.region) ? r.region : null,
  color: r.color,
  version: r.version,
});

/** ORDER BY of the list: whitelisted column (text case-insensitive), id as tie-breaker. */
function orden(q: Pick<AgenciasQuery, 'sortBy' | 'descending'>): SQL[] {
  const col = q.sortBy ?? 'nombre';
  return ordenarPor(q.descending, col === 'id' ? [] : [minusculas(columnas[col])], agencias.id);
}

const ordenPorNombre = (direccion: 'asc' | 'desc') => orden({ sortBy: 'nombre', descending: direccion === 'desc' });

/** The view the agencies screen opens with: no search, by name, paged. */
const vistaPorDefecto = (q: AgenciasQuery) => q.rowsPerPage > 0 && !q.search?.trim() && (q.sortBy ?? 'nombre') === 'nombre';

/** That view's page and total, prepared (planned once per connection). */
const paginaPorNombre = porBase((db, direccion: 'asc' | 'desc') =>
  db
    .select({ ...columnas, total: totalSql })
    .from(agencias)
    .orderBy(...ordenPorNombre(direccion))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`verifica_agencias_pagina_${direccion}`),
);

async function contar(ctx: Contexto, where: SQL | undefined): Promise<number> {
  const [r] = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(agencias).where(where);
  return r?.n ?? 0;
}

/** GET /api/agencias (the default view's page is prepared). */
export async function listar(ctx: Contexto, q: AgenciasQuery): Promise<Paged<Agencia> | Readable> {
  const where = buscarEn(q.search, [agencias.nombre, agencias.direccion]);
  const ord = orden(q);
  return paginaConTotal<Agencia, number>(
    ctx.db,
    q,
    async (limit, offset) => {
      const rows = vistaPorDefecto(q)
        ? await paginaPorNombre(ctx.db, q.descending ? 'desc' : 'asc').execute({ limit, offset })
        : await ctx.db.select({ ...columnas, total: totalSql }).from(agencias).where(where).orderBy(...ord).limit(limit).offset(offset);
      return rows.map((r) => ({ ...aAgencia(r), total: r.total }));
    },
    () => contar(ctx, where),
    {
      claves: ctx.db.select({ k: claveSql<number>(agencias.id), n: filaN(ord) }).from(agencias).where(where),
      filas: async (ids) => (await ctx.db.select(columnas).from(agencias).where(and(where, sql`${agencias.id} = any(${sql.param(ids)}::int[])`))).map(aAgencia),
      clave: (f) => f.id,
    },
  );
}

/** GET /api/agencias/list: every agency for a global user, the own one for a scoped user. */
export async function lista(ctx: Contexto): Promise<AgenciaListItem[]> {
  const scope = ctx.scope;
  return ctx.db
    .select({ id: agencias.id, nombre: agencias.nombre })
    .from(agencias)
    .where(scope === null ? undefined : eq(agencias.id, scope))
    .orderBy(sql`lower(${agencias.nombre})`, agencias.id);
}

/** GET /api/agencias/{id}. */
export async function obtener(ctx: Contexto, id: number): Promise<Agencia> {
  const [r] = await ctx.db.select(columnas).from(agencias).where(eq(agencias.id, id)).limit(1);
  if (!r) throw notFound();
  return aAgencia(r);
}

/**
 * Names are unique case-insensitively (and ignoring surrounding spaces). An advisory lock
 * serialises concurrent saves so two requests cannot both pass the check.
 */
async function verificarNombre(tx: Db, nombre: string, exceptoId: number | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('verifica.agencias.nombre'))`);
  const [dup] = await tx
    .select({ id: agencias.id })
    .from(agencias)
    .where(and(sql`lower(trim(${agencias.nombre})) = ${nombre.trim().toLowerCase()}`, exceptoId === null ? undefined : ne(agencias.id, exceptoId)))
    .limit(1);
  if (dup) throw validation({ nombre: [MENSAJES_ADMIN.agenciaDuplicada] });
}

/** POST /api/agencias. */
export async function crear(ctx: Contexto, input: AgenciaInput): Promise<Agencia> {
  const actor = { usuario_id: ctx.actor.id, ip: ctx.actor.ip };
  return ctx.db.transaction(async (tx) => {
    await verificarNombre(tx, input.nombre, null);
    const [r] = await tx
      .insert(agencias)
      .values({ nombre: input.nombre, direccion: input.direccion, region: input.region, color: input.color })
      .returning(columnas);
    if (!r) throw new Error('insert agencias sin fila');
    await audit(tx, { ...actor, accion: 'crear', entidad: 'agencias', entidad_id: r.id, datos: { despues: input } });
    return aAgencia(r);
  });
}

/** PUT /api/agencias/{id}: with `version`, 409 when someone saved after it (nothing changes). */
export async function actualizar(ctx: Contexto, id: number, input: AgenciaUpdate): Promise<Agencia> {
  const actor = { usuario_id: ctx.actor.id, ip: ctx.actor.ip };
  return ctx.db.transaction(async (tx) => {
    const [antes] = await tx.select(columnas).from(agencias).where(eq(agencias.id, id)).for('update').limit(1);
    if (!antes) throw notFound();
    // Read under the row lock: of two saves based on the same version, the second sees the first's.
    if (input.version !== undefined && input.version !== antes.version) throw conflicto();
    await verificarNombre(tx, input.nombre, id);
    const [r] = await tx
      .update(agencias)
      .set({ nombre: input.nombre, direccion: input.direccion, region: input.region, color: input.color, updated_at: sql`now()`, version: sql`${agencias.version} + 1` })
      .where(eq(agencias.id, id))
      .returning(columnas);
    if (!r) throw notFound();
    const { id: _id, version: _v, ...previo } = antes;
    const { version: _base, ...despues } = input;
    await audit(tx, { ...actor, accion: 'actualizar', entidad: 'agencias', entidad_id: id, datos: { antes: previo, despues } });
    return aAgencia(r);
  });
}
