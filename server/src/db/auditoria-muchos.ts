/**
 * A notice naming more requests than NOTIFY can carry (an assignment of over MAX_IDS_AVISO): who it
 * concerns is computed as it is sent, in the change's transaction, from the requests themselves:
 * the agencies they belong to and every user who holds one now (gestor or operator) or held one.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { filas } from './filas';
import type { Aviso } from './aviso';

/**
 * Users named in such a notice (NOTIFY's 8000 bytes hold about that many ids with the rest). Past
 * it the others are not told (their lists check themselves): a notice never reaches someone it does not concern.
 */
export const MAX_USUARIOS_AVISO = 600;

const enteros = (v: unknown): number[] => (Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n) && (n as number) > 0) : []);

/** `aviso` (without ids) with its `agencias` and `usuarios` read from the requests of `solicitudes`. */
export async function completarMuchos(db: Db, aviso: Aviso, solicitudes: unknown): Promise<Aviso> {
  const ids = enteros(solicitudes);
  const [r] = await filas<{ agencias: number[] | null; usuarios: number[] | null }>(
    db,
    sql`select array_agg(distinct s.agencia_id) as agencias,
               array_agg(distinct v.u) filter (where v.u is not null) as usuarios
        from solicitudes s
        left join solicitudes_encuestadores se on se.solicitud_id = s.id and se.activo
        left join solicitudes_operadores so on so.solicitud_id = s.id and so.activo
        cross join lateral (values (se.usuario_id), (so.usuario_id)) v(u)
        where s.id = any(${sql.param(ids)}::int[])`,
  );
  const usuarios = [...new Set([...aviso.usuarios, ...(r?.usuarios ?? []).map(Number)])].slice(0, MAX_USUARIOS_AVISO);
  return { ...aviso, agencias: (r?.agencias ?? []).map(Number), usuarios };
}
