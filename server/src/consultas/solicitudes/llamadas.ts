/**
 * The call center's list (GET /api/solicitudes_operadores, its export and option lists): the request filter
 * (filtros.ts) with the operador kind, narrowed to one operator's own assignments and by call
 * attempts; its order, rows and option lists. Who may see what is decided before (sesion/llamadas.ts).
 */
import type { Readable } from 'node:stream';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import { colorFilaLlamada, SOLICITUDES_SORT, vigenciaDe, type FiltroIntentos, type Paged, type SolicitudesOperadoresQuery, type SolicitudOperadorFila, type SolicitudesSort } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { solicitudes, solicitudesOperadores, verificacionesOperadores } from '../../db/schema';
import { fechaHora } from '../../lib/dates';
import { nombreCompletoONuloSql } from '../../lib/nombre';
import { OPERADOR, type UmbralesVigencia } from './asignacion';
import { filtroBusquedaAngosta, filtroSolicitudes, type CampoOpciones } from './filtros';
import { filaComun, listaDeSolicitudes, opciones, ordenSolicitudes, uo } from './listado';

export interface VistaLlamadas {
  /** Agency scope (null = global). */
  scope: number | null;
  /** Only the requests actively assigned to this operator (operators' own view). */
  soloDe: number | null;
  umbrales: UmbralesVigencia;
  /** The clock (tests pass a fixed one). */
  ahora?: Date;
}

/** The attempt filter on the outer `solicitudes` row: a folio never saved has none. */
function filtroIntentos(f: FiltroIntentos | undefined): SQL | undefined {
  if (f === undefined) return undefined;
  const vo = verificacionesOperadores;
  const con = (minimo: number) => sql`exists (select 1 from ${vo} where ${vo.solicitud_id} = ${solicitudes.id} and ${vo.intentos} >= ${minimo})`;
  return f === 'ninguno' ? sql`not ${con(1)}` : con(f === 'alguno' ? 1 : 3);
}

export function filtroLlamadas(q: SolicitudesOperadoresQuery, v: VistaLlamadas, omitir?: CampoOpciones): SQL | undefined {
  return and(
    filtroSolicitudes(q, { scope: v.scope, asignacion: OPERADOR, omitir, vigencia: { ahora: v.ahora, umbrales: v.umbrales } }),
    v.soloDe !== null ? OPERADOR.asignadaA(v.soloDe) : undefined,
    filtroIntentos(q.intentos),
  );
}

/** `filtroLlamadas` on solicitudes_busqueda when it is a search narrowed at most by agency and dates (filtros.ts; an attempt filter or an operator's own view is not). */
export const filtroLlamadasAngosto = (q: SolicitudesOperadoresQuery, v: VistaLlamadas): SQL | undefined =>
  v.soloDe === null ? filtroBusquedaAngosta(q, { scope: v.scope, asignacion: OPERADOR }) : undefined;

export function ordenLlamadas(q: Pick<SolicitudesOperadoresQuery, 'sortBy' | 'descending'>): SQL[] {
  const dir = q.descending ? desc : asc;
  switch (q.sortBy) {
    case 'operador':
      return [dir(sql`lower(${nombreCompletoONuloSql(uo)})`), dir(solicitudes.id)];
    case 'solicitudes_operadores_created_at':
      return [dir(solicitudesOperadores.created_at), dir(solicitudes.id)];
    case 'verify_hora_verificacion':
      return [dir(verificacionesOperadores.hora_verificacion), dir(solicitudes.id)];
    case 'intentos':
      return [dir(sql`coalesce(${verificacionesOperadores.intentos}, 0)`), dir(solicitudes.id)];
    case 'ultimo_intento':
      // Folios never tried go last either way.
      return [sql`${verificacionesOperadores.ultimo_intento_at} ${q.descending ? sql`desc` : sql`asc`} nulls last`, dir(solicitudes.id)];
    default: {
      const s = q.sortBy;
      const base: SolicitudesSort | undefined = s !== undefined && (SOLICITUDES_SORT as readonly string[]).includes(s) ? (s as SolicitudesSort) : undefined;
      return ordenSolicitudes({ sortBy: base, descending: q.descending });
    }
  }
}

/** A row of the report (the list's and its Excel export's) from the list query's row. */
export function aFilaLlamada(r: Parameters<typeof filaComun>[0], ahora: Date, umbrales: UmbralesVigencia): SolicitudOperadorFila {
  // Without the request list's own fields (the answer has exactly the schema's), added onto one object as filaComun says why.
  const f = filaComun(r, ahora);
  return Object.assign(f, {
    operador_id: f.solicitud_operador?.usuario_id ?? null,
    vigencia: vigenciaDe(f.tiempo_esperando, umbrales),
    color_fila: colorFilaLlamada(f, umbrales),
    intentos: r.vo_intentos ?? 0,
    ultimo_intento: r.ui_fecha && r.ui_contesto !== null ? { fecha: fechaHora(r.ui_fecha) ?? '', contesto: r.ui_contesto, telefono_estatus: r.ui_telefono_estatus } : null,
  });
}

export async function listar(db: Db, q: SolicitudesOperadoresQuery, v: VistaLlamadas): Promise<Paged<SolicitudOperadorFila> | Readable> {
  const ahora = v.ahora ?? new Date();
  return listaDeSolicitudes(db, q, filtroLlamadas(q, v), ordenLlamadas(q), (r) => aFilaLlamada(r, ahora, v.umbrales), filtroLlamadasAngosto(q, v));
}

export function opcionesLlamadas(db: Db, campo: CampoOpciones, q: SolicitudesOperadoresQuery, v: VistaLlamadas): Promise<string[]> {
  return opciones(db, v.scope, campo, q, OPERADOR, and(v.soloDe !== null ? OPERADOR.asignadaA(v.soloDe) : undefined, filtroIntentos(q.intentos)));
}
