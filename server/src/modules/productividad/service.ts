/**
 * Productividad: one statement over the attempts, the finalised call forms and
 * the callbacks of the folios in scope, grouped per operator and business day and per operator
 * alone (grouping sets), so the range's median is a true median, not a mean of daily ones.
 * The rules of each figure are in docs/reglas.md (Productividad).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Productividad, ProductividadFila, ProductividadQuery } from '@verifica/contracts';
import { filas } from '../../db/filas';
import { ZONA_HORARIA } from '../../lib/dates';
import { nombreCompleto } from '../../lib/nombre';
import { agenciaEfectiva, type Contexto } from '../../plugins/policy';

/** `columna` (a timestamptz) falls on the business days [desde, hasta]; written on the column for its index. */
function enRango(columna: SQL, q: ProductividadQuery): SQL {
  const conds: SQL[] = [sql`true`];
  if (q.fecha_desde) conds.push(sql`${columna} >= (${q.fecha_desde}::date::timestamp at time zone ${ZONA_HORARIA})`);
  if (q.fecha_hasta) conds.push(sql`${columna} < ((${q.fecha_hasta}::date + 1)::timestamp at time zone ${ZONA_HORARIA})`);
  return sql.join(conds, sql` and `);
}

const dia = (columna: SQL): SQL => sql`(${columna} at time zone ${ZONA_HORARIA})::date`;

interface FilaSql {
  usuario_id: number | string;
  nombre: string;
  apellido_paterno: string;
  apellido_materno: string;
  dia: string | null;
  intentos: number | string;
  contactados: number | string;
  finalizadas: number | string;
  cumplidas: number | string;
  incumplidas: number | string;
  mediana: number | string | null;
}

/**
 * The report's statement for `agencia` (null: every agency) and the range of `q`, over the kept
 * counters (migrations 0024, 0025): the hours of productividad_horas (attempts, contacted, callbacks
 * kept or missed; the open ones of an hour already past count missed), the counted finalised forms
 * with their minutes (productividad_finalizadas, for the medians) and, read live, the open callbacks
 * of the current hour already due. The agency is a condition on every row read. A group exists only
 * with some activity, as when it was read from the events themselves.
 */
export function consultaProductividad(agencia: number | null, q: ProductividadQuery): SQL {
  const enAgencia = (columna: SQL) => (agencia === null ? sql`true` : sql`${columna} = ${agencia}`);
  return sql`with ev as (
      select h.usuario_id, ${dia(sql`h.hora`)} as dia, h.intentos as intento, h.contactados as contactado,
             0 as finalizada, null::float8 as minutos, h.cumplidas as cumplida,
             h.incumplidas + case when h.hora + interval '1 hour' <= now() then h.abiertas else 0 end as incumplida
        from productividad_horas h
       where ${enAgencia(sql`h.agencia_id`)} and ${enRango(sql`h.hora`, q)}
      union all
      select f.usuario_id, ${dia(sql`f.hora_verificacion`)}, 0, 0, 1, f.minutos, 0, 0
        from productividad_finalizadas f
       where ${enAgencia(sql`f.agencia_id`)} and ${enRango(sql`f.hora_verificacion`, q)}
      union all
      select r.usuario_id, ${dia(sql`r.programada_para`)}, 0, 0, 0, null, 0, 1
        from rellamadas r join solicitudes s on s.id = r.solicitud_id
       where r.terminada_at is null and r.motivo_fin is distinct from 'guardada'
         and r.programada_para >= date_trunc('hour', now(), 'UTC') and r.programada_para <= now()
         and ${enAgencia(sql`s.agencia_id`)} and ${enRango(sql`r.programada_para`, q)}
    ), g as (
      select usuario_id, dia, sum(intento)::int as intentos, sum(contactado)::int as contactados, sum(finalizada)::int as finalizadas,
             sum(cumplida)::int as cumplidas, sum(incumplida)::int as incumplidas,
             round(percentile_cont(0.5) within group (order by minutos))::int as mediana
        from ev group by grouping sets ((usuario_id, dia), (usuario_id))
      having sum(intento) + sum(finalizada) + sum(cumplida) + sum(incumplida) > 0
    )
    select g.usuario_id, to_char(g.dia, 'YYYY-MM-DD') as dia, g.intentos, g.contactados, g.finalizadas, g.cumplidas, g.incumplidas, g.mediana,
           u.nombre, u.apellido_paterno, u.apellido_materno
      from g join usuarios u on u.id = g.usuario_id
     order by g.dia nulls first, u.nombre, u.apellido_paterno, u.apellido_materno, g.usuario_id`;
}

/**
 * The same report aggregated from the events themselves (every attempt, finalised form and counted
 * callback of the range joined to its folio for the agency): the definition the counters must
 * answer exactly. Not served (it reads every event of the range); the tests compare against it.
 */
export function consultaProductividadDirecta(agencia: number | null, q: ProductividadQuery): SQL {
  const enAgencia = agencia === null ? sql`true` : sql`s.agencia_id = ${agencia}`;
  return sql`with ev as (
      select i.usuario_id, ${dia(sql`i.created_at`)} as dia, 1 as intento, (i.contesto = 1)::int as contactado,
             0 as finalizada, null::float8 as minutos, 0 as cumplida, 0 as incumplida
        from intentos_llamada i join solicitudes s on s.id = i.solicitud_id
       where i.usuario_id is not null and ${enAgencia} and ${enRango(sql`i.created_at`, q)}
      union all
      select vo.usuario_id, ${dia(sql`vo.hora_verificacion`)}, 0, 0, 1,
             extract(epoch from vo.hora_verificacion - a.created_at) / 60, 0, 0
        from verificaciones_operadores vo join solicitudes s on s.id = vo.solicitud_id
        left join lateral (
          select so.created_at from solicitudes_operadores so
           where so.solicitud_id = vo.solicitud_id and so.usuario_id = vo.usuario_id and so.created_at <= vo.hora_verificacion
           order by so.created_at desc limit 1) a on true
       where vo.finalizado and vo.hora_verificacion is not null and vo.usuario_id is not null
         and ${enAgencia} and ${enRango(sql`vo.hora_verificacion`, q)}
      union all
      select r.usuario_id, ${dia(sql`r.programada_para`)}, 0, 0, 0, null,
             (r.motivo_fin is not distinct from 'guardada')::int, (r.motivo_fin is distinct from 'guardada')::int
        from rellamadas r join solicitudes s on s.id = r.solicitud_id
       where (r.motivo_fin = 'guardada' or (r.programada_para <= now() and (r.terminada_at is null or r.terminada_at >= r.programada_para)))
         and ${enAgencia} and ${enRango(sql`r.programada_para`, q)}
    ), g as (
      select usuario_id, dia, sum(intento)::int as intentos, sum(contactado)::int as contactados, sum(finalizada)::int as finalizadas,
             sum(cumplida)::int as cumplidas, sum(incumplida)::int as incumplidas,
             round(percentile_cont(0.5) within group (order by minutos))::int as mediana
        from ev group by grouping sets ((usuario_id, dia), (usuario_id))
    )
    select g.usuario_id, to_char(g.dia, 'YYYY-MM-DD') as dia, g.intentos, g.contactados, g.finalizadas, g.cumplidas, g.incumplidas, g.mediana,
           u.nombre, u.apellido_paterno, u.apellido_materno
      from g join usuarios u on u.id = g.usuario_id
     order by g.dia nulls first, u.nombre, u.apellido_paterno, u.apellido_materno, g.usuario_id`;
}

/** GET /api/productividad. */
export async function productividad(ctx: Contexto, q: ProductividadQuery): Promise<Productividad> {
  const rows = await filas<FilaSql>(ctx.db, consultaProductividad(agenciaEfectiva(ctx.scope, q.agencia_id), q));
  const todas: ProductividadFila[] = rows.map((r) => ({
    usuario_id: Number(r.usuario_id),
    operador: nombreCompleto(r),
    dia: r.dia,
    intentos: Number(r.intentos),
    contactados: Number(r.contactados),
    finalizadas: Number(r.finalizadas),
    rellamadas_cumplidas: Number(r.cumplidas),
    rellamadas_incumplidas: Number(r.incumplidas),
    mediana_minutos: r.mediana === null ? null : Number(r.mediana),
  }));
  return { por_operador: todas.filter((f) => f.dia === null), por_dia: todas.filter((f) => f.dia !== null) };
}
