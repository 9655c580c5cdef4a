/**
 * GET /api/solicitudes_operadores and its option lists as the actor may see them: the actor's
 * view (sesion/llamadas.ts) applied to the call-center list (consultas/solicitudes/llamadas.ts).
 */
import type { Readable } from 'node:stream';
import { MENSAJES_CALLCENTER, type Paged, type SolicitudesOperadoresQuery, type SolicitudOperadorFila } from '@verifica/contracts';
import { validation } from '../../lib/errors';
import type { Contexto } from '../../plugins/policy';
import type { UmbralesVigencia } from '../../consultas/solicitudes/asignacion';
import type { CampoOpciones } from '../../consultas/solicitudes/filtros';
import { listar, opcionesLlamadas, type VistaLlamadas } from '../../consultas/solicitudes/llamadas';
import { esAdminLlamadas, estatusVisibles, soloAsignadasAlUsuario } from '../../sesion/llamadas';

/**
 * The actor's view and filter: a non-admin asking for No Asignadas or another operator's rows
 * gets 422, and their "all statuses" leaves the unassigned rows out.
 */
export function vistaDe(ctx: Contexto, q: SolicitudesOperadoresQuery, umbrales: UmbralesVigencia): { q: SolicitudesOperadoresQuery; vista: VistaLlamadas } {
  const u = ctx.actor;
  if (!esAdminLlamadas(u)) {
    const errores: Record<string, string[]> = {};
    if (q.asignadas.includes(2)) errores.asignadas = [MENSAJES_CALLCENTER.soloAdminEstatus];
    if (q.usuario_id !== undefined) errores.usuario_id = [MENSAJES_CALLCENTER.soloAdminOperador];
    if (Object.keys(errores).length > 0) throw validation(errores);
  }
  return {
    q: { ...q, asignadas: estatusVisibles(u, q.asignadas) },
    vista: { scope: ctx.scope, soloDe: soloAsignadasAlUsuario(u) ? u.id : null, umbrales },
  };
}

/** The Call Center report as the actor may see it. */
export async function listarReporte(ctx: Contexto, pedida: SolicitudesOperadoresQuery, umbrales: UmbralesVigencia): Promise<Paged<SolicitudOperadorFila> | Readable> {
  const { q, vista } = vistaDe(ctx, pedida, umbrales);
  return listar(ctx.db, q, vista);
}

/** An option list of the report as the actor may see it. */
export function opcionesReporte(ctx: Contexto, campo: CampoOpciones, pedida: SolicitudesOperadoresQuery, umbrales: UmbralesVigencia): Promise<string[]> {
  const { q, vista } = vistaDe(ctx, pedida, umbrales);
  return opcionesLlamadas(ctx.db, campo, q, vista);
}

