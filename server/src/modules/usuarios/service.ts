import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  hasBroadPermission,
  MENSAJES_ADMIN,
  PERMISOS,
  type Usuario,
  type UsuarioCreate,
  type UsuarioUpdate,
} from '@verifica/contracts';
import type { Db } from '../../db/client';
import { agencias, roles, usuarios } from '../../db/schema';
import { audit } from '../../db/auditoria';
import { conflicto, forbidden, notFound, validation } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { sqlStateOf } from '../../plugins/errors';
import { assertInScope, type Contexto } from '../../plugins/policy';
import { aUsuario, consulta, type Fila } from './consultas';

export { listar } from './consultas';

async function esRolGlobal(db: Db, rolId: number): Promise<boolean> {
  const [rol] = await db.select({ permisos: roles.permisos }).from(roles).where(eq(roles.id, rolId)).limit(1);
  return rol ? hasBroadPermission(rol.permisos) : false;
}

/** A non-deleted user inside the scope, or 404. */
async function cargar(db: Db, id: number, scope: number | null): Promise<Fila> {
  const [r] = await consulta(db)
    .where(and(eq(usuarios.id, id), isNull(usuarios.eliminado_at)))
    .limit(1);
  if (!r) throw notFound();
  assertInScope(scope, r.agencia_id);
  return r;
}

/** GET /api/usuarios/{id}. */
export async function obtener(ctx: Contexto, id: number): Promise<Usuario> {
  return aUsuario(await cargar(ctx.db, id, ctx.scope));
}

type Entrada = UsuarioCreate | UsuarioUpdate;

/**
 * Checks role, agency and correo; answers the agency the user goes to. All field errors come
 * back together (422). `actual` is the user being edited (null when creating).
 */
async function validar(ctx: Contexto, input: Entrada, actual: Fila | null): Promise<number | null> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, msg: string) => (errors[field] ??= []).push(msg);

  const [rol] = await ctx.db.select({ permisos: roles.permisos }).from(roles).where(eq(roles.id, input.rol_id)).limit(1);
  const rolGlobal = rol ? hasBroadPermission(rol.permisos) : false;
  if (!rol) add('rol_id', MENSAJES_ADMIN.rolInexistente);

  let agenciaId: number | null;
  if (ctx.scope !== null) {
    // Scoped admin: never a global role, never another agency (their users stay in their agency).
    if (rolGlobal) add('rol_id', MENSAJES_ADMIN.rolNoPermitido);
    if (input.agencia_id != null && input.agencia_id !== ctx.scope) add('agencia_id', MENSAJES_ADMIN.otraAgencia);
    agenciaId = ctx.scope;
  } else if (input.agencia_id == null) {
    // Broad user: only a global role may go without agency.
    if (rol && !rolGlobal) add('agencia_id', MENSAJES_ADMIN.agenciaObligatoria);
    agenciaId = null;
  } else {
    const [ag] = await ctx.db.select({ id: agencias.id }).from(agencias).where(eq(agencias.id, input.agencia_id)).limit(1);
    if (!ag) add('agencia_id', MENSAJES_ADMIN.agenciaInexistente);
    agenciaId = input.agencia_id;
  }

  // Unique case-insensitively among users that are not deleted (same rule as the database index).
  const [dup] = await ctx.db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(
      and(
        sql`lower(${usuarios.correo}) = ${input.correo.toLowerCase()}`,
        isNull(usuarios.eliminado_at),
        actual ? ne(usuarios.id, actual.id) : undefined,
      ),
    )
    .limit(1);
  if (dup) add('correo', MENSAJES_ADMIN.correoRegistrado);

  if (actual && actual.id === ctx.actor.id && !input.activo) add('activo', MENSAJES_ADMIN.noDesactivarseASiMismo);

  if (Object.keys(errors).length > 0) throw validation(errors);
  return agenciaId;
}

/** Advisory-lock key serialising changes that could remove a global user. */
const LOCK_USUARIOS_GLOBALES = 7302;

/**
 * 422 on `campo` when `id` is the last active global user (is_super_admin or '*'): nobody could
 * administer agencies afterwards. Runs inside the change's transaction under an advisory lock, so
 * two global users demoting each other at once cannot both pass.
 */
async function conservarUltimoGlobal(tx: Db, id: number, campo: 'rol_id' | 'activo'): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_USUARIOS_GLOBALES})`);
  const [otro] = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.rol_id))
    .where(
      and(
        ne(usuarios.id, id),
        eq(usuarios.activo, true),
        isNull(usuarios.eliminado_at),
        sql`${roles.permisos} && array[${PERMISOS.superAdmin}, ${PERMISOS.comodin}]::text[]`,
      ),
    )
    .limit(1);
  if (!otro) throw validation({ [campo]: [MENSAJES_ADMIN.ultimoUsuarioGlobal] }, MENSAJES_ADMIN.ultimoUsuarioGlobal);
}

/** A concurrent insert of the same correo loses the race at the unique index: same 422. */
function correoDuplicado(e: unknown): never {
  if (sqlStateOf(e) === '23505') throw validation({ correo: [MENSAJES_ADMIN.correoRegistrado] });
  throw e;
}

/** What the audit log keeps of a user (never the password). */
const CAMPOS_AUDITABLES = ['nombre', 'apellido_paterno', 'apellido_materno', 'correo', 'telefono', 'agencia_id', 'rol_id', 'direccion', 'activo'] as const;
const datosAuditables = (u: Pick<Fila, (typeof CAMPOS_AUDITABLES)[number]>) => Object.fromEntries(CAMPOS_AUDITABLES.map((c) => [c, u[c]]));

/** The stored columns of a user form (everything but the password). */
function columnas(input: UsuarioCreate | UsuarioUpdate, agencia_id: number | null) {
  return {
    nombre: input.nombre,
    apellido_paterno: input.apellido_paterno,
    apellido_materno: input.apellido_materno,
    correo: input.correo,
    telefono: input.telefono,
    agencia_id,
    rol_id: input.rol_id,
    direccion: input.direccion,
    activo: input.activo,
  };
}

/** POST /api/usuarios. */
export async function crear(ctx: Contexto, input: UsuarioCreate): Promise<Usuario> {
  const agencia_id = await validar(ctx, input, null);
  const password_hash = await hashPassword(input.password);
  const valores = columnas(input, agencia_id);
  const id = await ctx.db
    .transaction(async (tx) => {
      const [r] = await tx
        .insert(usuarios)
        .values({ ...valores, password_hash })
        .returning({ id: usuarios.id });
      if (!r) throw new Error('insert usuarios sin fila');
      await audit(tx, { usuario_id: ctx.actor.id, ip: ctx.actor.ip, accion: 'crear', entidad: 'usuarios', entidad_id: r.id, datos: { despues: datosAuditables(valores) } });
      return r.id;
    })
    .catch(correoDuplicado);
  return obtener({ ...ctx, scope: null }, id);
}

/**
 * No lost edits: the user's row locked until the transaction ends; 409 when its version is no
 * longer the one the edit was based on.
 */
async function exigirVersion(tx: Db, id: number, version: number): Promise<void> {
  const [r] = await tx.select({ version: usuarios.version }).from(usuarios).where(and(eq(usuarios.id, id), isNull(usuarios.eliminado_at))).for('update').limit(1);
  if (!r) throw notFound();
  if (r.version !== version) throw conflicto();
}

/**
 * PUT /api/usuarios/{id}. A blank password keeps the current one. With `version`, 409 when someone
 * saved after it (nothing changes).
 */
export async function actualizar(ctx: Contexto, id: number, input: UsuarioUpdate): Promise<Usuario> {
  const actual = await cargar(ctx.db, id, ctx.scope);
  if (ctx.scope !== null && hasBroadPermission(actual.rol_permisos)) throw forbidden(MENSAJES_ADMIN.usuarioGlobalProtegido);
  const rolGlobal = await esRolGlobal(ctx.db, input.rol_id);
  const agencia_id = await validar(ctx, input, actual);
  const password_hash = input.password ? await hashPassword(input.password) : null;
  const valores = columnas(input, agencia_id);
  const pierdeGlobal = hasBroadPermission(actual.rol_permisos) && (!rolGlobal || !input.activo);
  await ctx.db
    .transaction(async (tx) => {
      if (pierdeGlobal) await conservarUltimoGlobal(tx, id, rolGlobal ? 'activo' : 'rol_id');
      // After the advisory lock: every save of a global user takes the two locks in this order.
      if (input.version !== undefined) await exigirVersion(tx, id, input.version);
      const [r] = await tx
        .update(usuarios)
        .set({
          ...valores,
          ...(password_hash
            ? // A new password set by someone else closes that user's open sessions.
              { password_hash, ...(id !== ctx.actor.id ? { sesiones_desde: new Date() } : {}) }
            : {}),
          updated_at: sql`now()`,
          version: sql`${usuarios.version} + 1`,
        })
        .where(and(eq(usuarios.id, id), isNull(usuarios.eliminado_at)))
        .returning({ id: usuarios.id });
      if (!r) throw notFound();
      const antes = datosAuditables(actual);
      const despues = datosAuditables(valores);
      const cambios = (Object.keys(despues) as (keyof typeof despues)[]).filter((k) => antes[k] !== despues[k]);
      await audit(tx, {
        usuario_id: ctx.actor.id,
        ip: ctx.actor.ip,
        accion: 'actualizar',
        entidad: 'usuarios',
        entidad_id: id,
        datos: {
          antes: Object.fromEntries(cambios.map((k) => [k, antes[k]])),
          despues: Object.fromEntries(cambios.map((k) => [k, despues[k]])),
          password_cambiada: password_hash !== null,
        },
      });
    })
    .catch(correoDuplicado);
  return obtener({ ...ctx, scope: null }, id);
}

/** DELETE /api/usuarios/{id}: soft delete (history stays; login and open tokens stop working). */
export async function eliminar(ctx: Contexto, id: number): Promise<void> {
  const actual = await cargar(ctx.db, id, ctx.scope);
  if (id === ctx.actor.id) throw forbidden(MENSAJES_ADMIN.noEliminarseASiMismo);
  if (ctx.scope !== null && hasBroadPermission(actual.rol_permisos)) throw forbidden(MENSAJES_ADMIN.usuarioGlobalProtegido);
  await ctx.db.transaction(async (tx) => {
    if (hasBroadPermission(actual.rol_permisos)) await conservarUltimoGlobal(tx, id, 'activo');
    const [r] = await tx
      .update(usuarios)
      .set({ eliminado_at: sql`now()`, activo: false, updated_at: sql`now()` })
      .where(and(eq(usuarios.id, id), isNull(usuarios.eliminado_at)))
      .returning({ id: usuarios.id });
    if (!r) throw notFound();
    await audit(tx, {
      usuario_id: ctx.actor.id,
      ip: ctx.actor.ip,
      accion: 'eliminar',
      entidad: 'usuarios',
      entidad_id: id,
      datos: { antes: datosAuditables(actual) },
    });
  });
}
