/**
 * GET /api/solicitudes_operadores/resumen: the report's rows counted by status and by vigencia in
 * one statement over the list's own WHERE (`filtroLlamadas`), so the line above the table always
 * counts what the table shows.
 */
import { sql, type SQL } from 'drizzle-orm';
import { Vigencia, type ResumenLlamadas, type SolicitudesOperadoresQuery } from '@verifica/contracts';
import { filasDe } from '../../db/filas';
import { solicitudes } from '../../db/schema';
import type { Contexto } from '../../plugins/policy';
import { OPERADOR, type UmbralesVigencia } from '../../consultas/solicitudes/asignacion';
import { estatusPermitidos } from '../../sesion/llamadas';
import { vistaDe } from './service';
import { filtroLlamadas } from '../../consultas/solicitudes/llamadas';

export async function resumenReporte(ctx: Contexto, pedida: SolicitudesOperadoresQuery, umbrales: UmbralesVigencia, ahora = new Date()): Promise<ResumenLlamadas> {
  const { q, vista } = vistaDe(ctx, pedida, umbrales);
  const estatus = estatusPermitidos(ctx.actor);
  const cuenta = (condicion: SQL | undefined) => (condicion ? sql`count(*) filter (where ${condicion})` : sql`0`);
  const columnas = [
    sql`count(*) as total`,
    ...estatus.map((v) => sql`${cuenta(OPERADOR.estatus(v))} as ${sql.identifier(`e${v}`)}`),
    ...Vigencia.values.map((v) => sql`${cuenta(OPERADOR.vigencia(v, { ahora, umbrales }))} as ${sql.identifier(`v${v}`)}`),
  ];
  const where = filtroLlamadas(q, { ...vista, ahora });
  const [f] = filasDe<Record<string, number | string>>(
    await ctx.db.execute(sql`select ${sql.join(columnas, sql`, `)} from ${solicitudes}${where ? sql` where ${where}` : sql``}`),
  );
  const n = (k: string) => Number(f?.[k] ?? 0);
  return {
    total: n('total'),
    estatus: estatus.map((v) => ({ valor: v, cantidad: n(`e${v}`) })),
    vigencia: Vigencia.values.map((v) => ({ valor: v, cantidad: n(`v${v}`) })),
  };
}
