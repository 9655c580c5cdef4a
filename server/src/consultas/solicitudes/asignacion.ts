/**
 * The two assignment kinds: a request is assigned to a gestor (field visit, verified by a row of
 * `verificaciones`) and/or to an operador (phone call, verified by `verificaciones_operadores`).
 * Filters and the assignment service take one of these and never name the tables themselves.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MENSAJES_CALLCENTER, MENSAJES_SOLICITUDES, type RolClave } from '@verifica/contracts';
import { solicitudes, solicitudesEncuestadores, solicitudesOperadores } from '../../db/schema';
import { vigenciaSql, type OpcionesVigencia } from '../../lib/vigencia';

export type TipoAsignacion = 'gestor' | 'operador';

export type { UmbralesVigencia } from '@verifica/contracts';
export type { OpcionesVigencia } from '../../lib/vigencia';

export interface DefinicionAsignacion {
  tipo: TipoAsignacion;
  /** History table (one active row per solicitud, partial unique index). */
  tabla: typeof solicitudesEncuestadores | typeof solicitudesOperadores;
  /** Role of the users who may hold this kind of assignment. */
  rol: RolClave;
  /** Audit entity name. */
  entidad: string;
  /** 422 messages: not an active user of the kind in the agency; verified request; nothing to unassign. */
  mensajes: { invalido: string; verificada: string; sinAsignar: string };
  /** Condition on the outer `solicitudes` row: verified for this kind. */
  verificada: SQL;
  /** Condition on the outer `solicitudes` row: it has an active assignment of this kind. */
  asignada: SQL;
  /** Active assignment of this kind to `usuarioId`. */
  asignadaA(usuarioId: number): SQL;
  /**
   * Whole days (business time zone) since the active assignment, bucketed as vigencia
   * 1 En Tiempo (0), 2 Retrasada (1), 3 Vencida (2+), for unverified requests. `ahora`
   * replaces now() (tests with a fixed clock); `umbrales` the day thresholds.
   */
  vigencia(v: 1 | 2 | 3, opts?: OpcionesVigencia): SQL;
  /** Condition of each value of the `asignadas` status filter. */
  estatus(valor: number): SQL | undefined;
}

/** The columns of `solicitudes` holding a kind's current state (kept by triggers, migration 0010). */
interface EstadoActual {
  usuario: AnyPgColumn;
  desde: AnyPgColumn;
  /** Verified, and its negation written as the partial indexes' predicates are (so they apply). */
  verificada: SQL;
  pendiente: SQL;
}

function definir(
  tipo: TipoAsignacion,
  tabla: typeof solicitudesEncuestadores | typeof solicitudesOperadores,
  estado: EstadoActual,
  rol: RolClave,
  mensajes: DefinicionAsignacion['mensajes'],
  extraEstatus: (valor: number) => SQL | undefined,
): DefinicionAsignacion {
  const { verificada, pendiente } = estado;
  const asignada = sql`${estado.usuario} is not null`;
  return {
    tipo,
    tabla,
    rol,
    mensajes,
    entidad: tabla === solicitudesEncuestadores ? 'solicitudes_encuestadores' : 'solicitudes_operadores',
    verificada,
    asignada,
    asignadaA: (usuarioId) => sql`${estado.usuario} = ${usuarioId}`,
    vigencia: (v, opts = {}) => sql`(${asignada} and ${pendiente} and ${vigenciaSql(estado.desde, v, opts)})`,
    estatus: (valor) => {
      if (valor === 1) return sql`(${asignada} and ${pendiente})`;
      if (valor === 2) return sql`(${estado.usuario} is null and ${pendiente})`;
      return extraEstatus(valor);
    },
  };
}

const verificadaCampo = sql`${solicitudes.verificada_campo}`;

/** Gestor: 3 Verificadas = has a field verification. */
export const GESTOR = definir(
  'gestor',
  solicitudesEncuestadores,
  { usuario: solicitudes.gestor_id, desde: solicitudes.gestor_desde, verificada: verificadaCampo, pendiente: sql`not ${solicitudes.verificada_campo}` },
  'gestor',
  { invalido: MENSAJES_SOLICITUDES.gestorInvalido, verificada: MENSAJES_SOLICITUDES.solicitudVerificada, sinAsignar: MENSAJES_SOLICITUDES.sinGestor },
  (v) => (v === 3 ? verificadaCampo : undefined),
);

/** Operador: 3 En Proceso = call verification saved, not finished; 4 Finalizada = finished. */
export const OPERADOR = definir(
  'operador',
  solicitudesOperadores,
  { usuario: solicitudes.operador_id, desde: solicitudes.operador_desde, verificada: sql`${solicitudes.estado_llamada} > 0`, pendiente: sql`${solicitudes.estado_llamada} = 0` },
  'operador',
  { invalido: MENSAJES_CALLCENTER.operadorInvalido, verificada: MENSAJES_CALLCENTER.solicitudVerificada, sinAsignar: MENSAJES_CALLCENTER.sinOperador },
  (v) => (v === 3 ? sql`${solicitudes.estado_llamada} = 1` : v === 4 ? sql`${solicitudes.estado_llamada} = 2` : undefined),
);
