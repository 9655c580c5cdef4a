import type { Contexto } from '../../plugins/policy';
import { agenciasDeLista, personasDeRol } from '../gestores/service';

/** GET /api/operadores/list: active operators of the agency (all agencies for a global user). */
export const lista = (ctx: Contexto, pedidas: readonly number[]) => personasDeRol(ctx.db, 'operador', agenciasDeLista(ctx.scope, pedidas));
