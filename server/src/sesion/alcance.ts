/** Permissions and agency scope: what handlers and services use to stay inside the caller's data. */
import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { can, hasBroadPermission, type Permiso } from '@verifica/contracts';
import { notFound, unauthorized } from '../lib/errors';
import type { Contexto, UsuarioSesion } from './tipos';

/** Who may call: any session, the broad permission only, one permission, or any of several. */
export type PolicyPermiso = 'authenticated' | 'broad' | Permiso | readonly Permiso[];

export function permite(permisos: readonly string[], permiso: PolicyPermiso): boolean {
  if (permiso === 'authenticated') return true;
  if (permiso === 'broad') return hasBroadPermission(permisos);
  if (typeof permiso === 'string') return can(permisos, permiso);
  return permiso.some((p) => can(permisos, p));
}

/**
 * The agency scope of a user on a route of `permiso` that touches agency data: null = every agency
 * (broad permission), the user's agency otherwise; 'denegado' without the permission or, for a
 * scoped user, without an agency. The rule of the policy hook and of signed downloads.
 */
export function alcanceDe(u: Pick<UsuarioSesion, 'permisos' | 'broad' | 'agencia_id'>, permiso: PolicyPermiso): number | null | 'denegado' {
  if (!permite(u.permisos, permiso)) return 'denegado';
  if (u.broad) return null;
  return u.agencia_id ?? 'denegado';
}

/** The request context (actor, scope, db) every service takes; 401 on a public route. */
export function contexto(request: FastifyRequest): Contexto {
  if (!request.contexto) throw unauthorized();
  return request.contexto;
}

/** A Drizzle condition restricting `column` to the scope (undefined = no restriction). */
export function scopeWhere(column: AnyPgColumn, scope: number | null): SQL | undefined {
  return scope === null ? undefined : eq(column, scope);
}

/**
 * The agency a scoped request acts on: a global user may pick one (or none = all), a scoped user
 * always gets their own, whatever they asked for.
 */
export function agenciaEfectiva(scope: number | null, pedida: number | null | undefined): number | null {
  if (scope !== null) return scope;
  return pedida && pedida > 0 ? pedida : null;
}

/** 404 unless `agenciaId` is inside the scope (never reveal another agency's record). */
export function assertInScope(scope: number | null, agenciaId: number | null | undefined): void {
  if (scope !== null && agenciaId !== scope) throw notFound();
}
