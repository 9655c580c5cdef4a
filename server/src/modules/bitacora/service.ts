/** GET /api/bitacora: the audited changes in the caller's scope. */
import type { Readable } from 'node:stream';
import type { BitacoraQuery, EntradaBitacora, Paged } from '@verifica/contracts';
import { filas } from '../../db/filas';
import { paginaConTotal } from '../../db/listado';
import { fechaHora } from '../../lib/dates';
import { nombreCompleto } from '../../lib/nombre';
import { agenciaEfectiva, type Contexto } from '../../plugins/policy';
import { claves, conteo, deClaves, pagina, type FiltroBitacora } from './consultas';

type Datos = Record<string, unknown>;
interface Fila {
  id: number | string;
  usuario_id: number | null;
  accion: string;
  entidad: string;
  entidad_id: string | null;
  datos: Datos | string | null;
  ip: string | null;
  created_at: Date | string;
  solicitud_id: number | null;
  agencia_id: number | null;
  folio: string | null;
  agencia: string | null;
  nombre: string | null;
  apellido_paterno: string | null;
  apellido_materno: string | null;
}

const ASIGNACIONES = new Set(['solicitudes_encuestadores', 'solicitudes_operadores']);
const esObjeto = (v: unknown): v is Datos => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The fields before and after, as each change records them: `antes`/`despues` (edits), `cambios`
 * (a field verification's edit), `de`/`a` (a reassignment or unassignment: the assignee).
 */
export function antesYDespues(entidad: string, accion: string, datos: Datos | null): Pick<EntradaBitacora, 'antes' | 'despues' | 'datos'> {
  if (!datos) return { antes: null, despues: null, datos: null };
  const { antes, despues, cambios, ...resto } = datos;
  let a: Datos | null = esObjeto(antes) ? antes : null;
  let d: Datos | null = esObjeto(despues) ? despues : esObjeto(cambios) ? cambios : null;
  if (ASIGNACIONES.has(entidad) && (accion === 'reasignar' || accion === 'desasignar') && 'de' in resto) {
    const { de, a: nuevo, ...otros } = resto;
    a = { usuario_id: de ?? null };
    d = { usuario_id: nuevo ?? null };
    return { antes: a, despues: d, datos: Object.keys(otros).length ? otros : null };
  }
  return { antes: a, despues: d, datos: Object.keys(resto).length ? resto : null };
}

function aEntrada(r: Fila): EntradaBitacora {
  const datos = typeof r.datos === 'string' ? (JSON.parse(r.datos) as Datos) : r.datos;
  const usuario = r.nombre === null ? null : nombreCompleto({ nombre: r.nombre, apellido_paterno: r.apellido_paterno ?? '', apellido_materno: r.apellido_materno ?? '' });
  return {
    id: Number(r.id),
    fecha: fechaHora(new Date(r.created_at)) ?? '',
    usuario_id: r.usuario_id,
    usuario,
    accion: r.accion,
    entidad: r.entidad,
    entidad_id: r.entidad_id,
    solicitud_id: r.solicitud_id,
    folio: r.folio,
    agencia_id: r.agencia_id,
    agencia: r.agencia,
    ...antesYDespues(r.entidad, r.accion, esObjeto(datos) ? datos : null),
    ip: r.ip,
  };
}

/** The entries of these audit ids (still in the filter and scope), in any order. */
export async function entradasDe(ctx: Contexto, f: FiltroBitacora, ids: number[]): Promise<EntradaBitacora[]> {
  return (await filas<Fila>(ctx.db, deClaves(f, ids))).map(aEntrada);
}

/** GET /api/bitacora: a page (total in the same statement) or, with rowsPerPage -1, every entry streamed. */
export async function listar(ctx: Contexto, q: BitacoraQuery): Promise<Paged<EntradaBitacora> | Readable> {
  const f: FiltroBitacora = { agencia: agenciaEfectiva(ctx.scope, q.agencia_id), q };
  return paginaConTotal<EntradaBitacora, number>(
    ctx.db,
    q,
    async (limit, offset) => (await filas<Fila & { total: number }>(ctx.db, pagina(f, limit, offset))).map((r) => ({ ...aEntrada(r), total: Number(r.total) })),
    async () => Number((await filas<{ n: number }>(ctx.db, conteo(f)))[0]?.n ?? 0),
    { claves: claves(f), filas: (ids) => entradasDe(ctx, f, ids), clave: (e) => e.id },
  );
}
