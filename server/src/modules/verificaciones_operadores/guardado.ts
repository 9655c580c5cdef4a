/**
 * The two statements of a save (PUT): the locking read, then the UPDATE with its audit row
 * and live notice in one statement. Both have placeholders only, so their text never changes: each
 * is rendered once (db/sentencia-fija.ts) and every save fills in its values, in the save's
 * transaction (`tx`, db/transaccion-fija.ts: named statements on PostgreSQL).
 */
import { and, eq, getTableColumns, isNull, sql, type Column, type SQL, type Table } from 'drizzle-orm';
import { limpiarCamposOcultos, type VerificacionOperadorForm } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { filaDeTabla, sentenciaFija, type SentenciaFija } from '../../db/sentencia-fija';
import type { TransaccionFija } from '../../db/transaccion-fija';
import { auditLog, intentosLlamada, rellamadas, solicitudes, solicitudesOperadores, verificacionesOperadores } from '../../db/schema';
import { filaDeAuditoria, type AuditEntry } from '../../db/auditoria';
import { avisoDe, CANAL_EVENTOS } from '../../db/aviso';

type Fila = typeof verificacionesOperadores.$inferSelect;

const CAMPOS: readonly (keyof VerificacionOperadorForm)[] = [
  'particular_contesto',
  'particular_nombre',
  'particular_telefono_estatus',
  'comentarios_nombre',
  'comentarios_apellido_paterno',
  'comentarios_apellido_materno',
  'comentarios_domicilio',
  'comentarios_rfc',
  'laboral_tipo_telefono',
  'laboral_informante',
  'laboral_cargo_puesto',
  'laboral_telefono_recados',
  ...([1, 2, 3] as const).flatMap((n) =>
    (['conocen', 'nombre', 'familia_amistad', 'parentesco', 'tiempo_conocerlo', 'tipo_atencion', 'comentarios'] as const).map((k) => `ref${n}_${k}` as const),
  ),
];

/** The columns to write: every form field (blank text = null), hidden ones null. */
export function columnas(form: VerificacionOperadorForm): Partial<Fila> {
  const limpio = limpiarCamposOcultos(form);
  const out: Record<string, unknown> = {};
  for (const c of CAMPOS) {
    const v = limpio[c];
    out[c] = v === undefined || v === '' ? null : v;
  }
  for (const n of [1, 2, 3] as const) out[`ref${n}_conocen`] = limpio[`ref${n}_conocen`] !== false;
  return out as Partial<Fila>;
}

/**
 * A PUT's columns: the stored answers with the fields sent laid on top. A field left
 * out keeps its value, so a save never clears what its user did not send; hidden ones are null.
 */
export function columnasSobre(guardada: Fila, enviado: Partial<VerificacionOperadorForm>): Partial<Fila> {
  const form: Record<string, unknown> = {};
  for (const c of CAMPOS) form[c] = enviado[c] === undefined ? guardada[c] : enviado[c];
  return columnas(form as VerificacionOperadorForm);
}

/**
 * What a save changed, for its audit row (the Bitácora's «antes → después»): the answers that
 * differ from `antes` (a new form: from an empty one, and only their new values), and finalizado
 * when it changed. Nothing when nothing changed.
 */
export function cambiosDeLlamada(
  antes: (Partial<Fila> & { finalizado: boolean }) | null,
  despues: Partial<Fila> & { finalizado: boolean },
): { antes?: Record<string, unknown>; despues?: Record<string, unknown> } {
  const base: Record<string, unknown> = { ...(antes ?? columnas({} as VerificacionOperadorForm)), finalizado: antes?.finalizado ?? false };
  const nuevo: Record<string, unknown> = { ...despues };
  const a: Record<string, unknown> = {};
  const d: Record<string, unknown> = {};
  for (const k of [...CAMPOS, 'ref1_conocen', 'ref2_conocen', 'ref3_conocen', 'finalizado']) {
    if (JSON.stringify(base[k] ?? null) === JSON.stringify(nuevo[k] ?? null)) continue;
    a[k] = base[k] ?? null;
    d[k] = nuevo[k] ?? null;
  }
  if (Object.keys(d).length === 0) return {};
  return antes ? { antes: a, despues: d } : { despues: d };
}

/** A global user reads any agency's form; a scoped one only its agency's (placeholder `agencia`). */
export type Alcance = 'global' | 'agencia';

export const alcanceDe = (scope: number | null): Alcance => (scope === null ? 'global' : 'agencia');

const vo = verificacionesOperadores;
/** The form's columns. */
const COLUMNAS = getTableColumns(vo);

/** The locking read of a save: the form and its request's active operator, both rows locked, in ONE statement. */
export function consultaFormularioBloqueado(db: Db, alcance: Alcance) {
  const so = solicitudesOperadores;
  return db
    .select({
      ...COLUMNAS,
      operador: sql<number | null>`(select ${so.usuario_id} from ${so} where ${so.solicitud_id} = ${solicitudes.id} and ${so.activo})`.as('operador'),
    })
    .from(vo)
    .innerJoin(
      solicitudes,
      and(eq(solicitudes.id, vo.solicitud_id), alcance === 'agencia' ? eq(solicitudes.agencia_id, sql.placeholder('agencia')) : undefined),
    )
    .where(eq(vo.id, sql.placeholder('id')))
    .for('update', { of: [vo, solicitudes] });
}

/** The placeholders of the locking read. */
export const valoresBloqueo = (id: number, scope: number | null): Record<string, unknown> => ({ id, agencia: scope });

/**
 * A placeholder drizzle leaves as is: a column's placeholder would be encoded by drizzle even when
 * null (a null timestamp fails, a null jsonb becomes JSON null), so `codificados` encodes the values
 * as drizzle encodes inline ones (null stays SQL NULL).
 */
const marca = (nombre: string): SQL => sql`${sql.placeholder(nombre)}`;

/** `valores` encoded by the columns of the same name in `tabla` (prefixed by `prefijo` in the result). */
function codificados(tabla: Table, valores: Record<string, unknown>, prefijo = ''): Record<string, unknown> {
  const columnas: Record<string, Column> = getTableColumns(tabla);
  return Object.fromEntries(
    Object.entries(valores).map(([k, v]) => {
      const columna = columnas[k];
      if (!columna) throw new Error(`columna desconocida: ${k}`);
      return [prefijo + k, v === null || v === undefined ? null : columna.mapToDriverValue(v)];
    }),
  );
}

/** What a save writes besides the form's fields (the attempt count and last attempt). */
const ESTADO = ['finalizado', 'hora_verificacion', 'updated_at', 'intentos', 'ultimo_intento_id', 'ultimo_intento_at'] as const;

/** The columns a save writes (placeholders of the same name): the form's fields (columnas()) and its state. */
export type Cambios = Partial<Fila> & Pick<Fila, (typeof ESTADO)[number]>;

/**
 * The UPDATE of the form `id` (placeholders: every form column, finalizado, hora_verificacion,
 * updated_at; version + 1) returning the row, its audit row (audit(): db/auditoria.ts, placeholders
 * `auditoria_<columna>`) and NOTIFY of its notice (`aviso`), in one statement: the writes audit()
 * would do after the UPDATE, in the same transaction.
 */
export function consultaGuardado(db: Db) {
  const cambio = db
    .update(vo)
    .set({ ...Object.fromEntries([...CAMPOS, ...ESTADO].map((c) => [c, marca(c)])), version: sql`${vo.version} + 1` })
    .where(eq(vo.id, sql.placeholder('id')))
    .returning();
  const marcasAuditoria = Object.fromEntries(
    Object.keys(filaDeAuditoria({ usuario_id: null, accion: '', entidad: '' })).map((k) => [k, marca(`auditoria_${k}`)]),
  );
  const registro = db.insert(auditLog).values(marcasAuditoria as Record<keyof ReturnType<typeof filaDeAuditoria>, SQL>);
  const fila = db.$with('fila', COLUMNAS).as(cambio.getSQL());
  const auditoria = db.$with('auditoria', {}).as(registro.getSQL());
  const columnasDeFila = Object.fromEntries(Object.keys(COLUMNAS).map((k) => [k, fila[k as keyof typeof COLUMNAS]])) as { [K in keyof typeof COLUMNAS]: (typeof fila)[K] };
  return db
    .with(fila, auditoria)
    .select({ ...columnasDeFila, aviso: sql`pg_notify(${CANAL_EVENTOS}, ${sql.placeholder('aviso')})`.as('aviso') })
    .from(fila);
}

/** The placeholders of the save: the columns to write, the row `id` and its audit entry. */
export function valoresGuardado(id: number, cambios: Cambios, entrada: AuditEntry): Record<string, unknown> {
  const aviso = avisoDe(entrada);
  // A call form's entry always names its request (datos.solicitud_id): it always has a notice.
  if (!aviso) throw new Error('guardado sin aviso');
  return { ...codificados(vo, cambios), id, ...codificados(auditLog, filaDeAuditoria(entrada), 'auditoria_'), aviso: JSON.stringify(aviso) };
}

/** The locking read of each scope, the save and the attempt, rendered on first use (`db` only builds them). */
const bloqueos: Partial<Record<Alcance, SentenciaFija>> = {};
let guardado: SentenciaFija | undefined;
let intento: SentenciaFija | undefined;
let finRellamada: SentenciaFija | undefined;

/** The UPDATE that ends the folio's open callback because its call form was saved. */
export const consultaFinRellamada = (db: Db) =>
  db
    .update(rellamadas)
    .set({ terminada_at: sql`now()`, motivo_fin: 'guardada' })
    .where(and(eq(rellamadas.solicitud_id, sql.placeholder('solicitud_id')), isNull(rellamadas.terminada_at)))
    .returning({ id: rellamadas.id });

/** Ends the folio's open callback in the save's transaction `tx`. */
export async function terminarRellamada(db: Db, tx: TransaccionFija, solicitudId: number): Promise<void> {
  finRellamada ??= sentenciaFija('verifica_llamada_fin_rellamada', consultaFinRellamada(db));
  await tx.filas(finRellamada, { solicitud_id: solicitudId });
}

/** A call attempt: who, the request and the result. */
export interface Intento {
  solicitud_id: number;
  usuario_id: number;
  contesto: number;
  telefono_estatus: number | null;
}

/** The INSERT of an attempt (placeholders of its columns) returning its id and time. */
export function consultaIntento(db: Db) {
  const columnasIntento = ['solicitud_id', 'usuario_id', 'contesto', 'telefono_estatus'] as const;
  return db
    .insert(intentosLlamada)
    .values(Object.fromEntries(columnasIntento.map((c) => [c, marca(c)])) as Record<(typeof columnasIntento)[number], SQL>)
    .returning({ id: intentosLlamada.id, created_at: intentosLlamada.created_at });
}

/** Records `i` in the save's transaction `tx`; its id and time (the transaction's now()). */
export async function registrarIntento(db: Db, tx: TransaccionFija, i: Intento): Promise<{ id: number; created_at: Date }> {
  intento ??= sentenciaFija('verifica_llamada_intento', consultaIntento(db));
  const [f] = await tx.filas<{ id: number | string; created_at: Date | string }>(intento, codificados(intentosLlamada, { ...i }));
  if (!f) throw new Error('intento sin fila');
  return { id: Number(f.id), created_at: new Date(f.created_at) };
}

/** The form `id` in reach of `scope` and its request's active operator, locked until `tx` ends; null when out of reach. */
export async function leerBloqueado(db: Db, tx: TransaccionFija, id: number, scope: number | null): Promise<{ vo: Fila; operador: number | null } | null> {
  const alcance = alcanceDe(scope);
  const consulta = (bloqueos[alcance] ??= sentenciaFija(`verifica_llamada_bloqueo_${alcance}`, consultaFormularioBloqueado(db, alcance)));
  const [f] = await tx.filas<Record<string, unknown>>(consulta, valoresBloqueo(id, scope));
  if (!f) return null;
  return { vo: filaDeTabla(vo, f), operador: f.operador === null || f.operador === undefined ? null : Number(f.operador) };
}

/** Writes `cambios` to the form `id` with its audit row and notice; the row as saved, or null when missing. */
export async function guardarConAuditoria(db: Db, tx: TransaccionFija, id: number, cambios: Cambios, entrada: AuditEntry): Promise<Fila | null> {
  guardado ??= sentenciaFija('verifica_llamada_guardado', consultaGuardado(db));
  const [f] = await tx.filas<Record<string, unknown>>(guardado, valoresGuardado(id, cambios, entrada));
  return f ? filaDeTabla(vo, f) : null;
}
