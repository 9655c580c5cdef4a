import type { Db } from '../../db/client';
import { personasDeRol } from '../gestores/service';

/** GET /api/operadores/list: active operators of the agency (all agencies for a global user). */
export const lista = (db: Db, agenciaIds: readonly number[]) => personasDeRol(db, 'operador', agenciaIds);
