import { asc } from 'drizzle-orm';
import { hasBroadPermission, type RolOption } from '@verifica/contracts';
import type { Contexto } from '../../plugins/policy';
import { roles } from '../../db/schema';

/**
 * GET /api/permisos/list: the roles to choose from in the user form. A user without the broad
 * permission does not see global roles (is_super_admin or '*'): they could not grant them.
 */
export async function lista(ctx: Contexto): Promise<RolOption[]> {
  const broad = ctx.actor.broad;
  const rows = await ctx.db.select({ id: roles.id, title: roles.title, permisos: roles.permisos }).from(roles).orderBy(asc(roles.id));
  return rows.filter((r) => broad || !hasBroadPermission(r.permisos)).map(({ id, title }) => ({ id, title }));
}
