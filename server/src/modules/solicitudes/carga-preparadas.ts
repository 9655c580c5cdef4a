/**
 * The rows of one upload, staged in `cargas_filas` (drizzle/0006) while the file is read: each
 * batch is a short statement of its own, so on the embedded database (one connection) other
 * requests run between batches instead of waiting for the whole file. Only when every row is
 * good do they move into solicitudes, in one transaction: all or nothing.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SolicitudCampos } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { filasDe } from '../../db/filas';
import { audit } from '../../lib/audit';
import { CAMPOS, MAX_LINEAS_ERROR, type Campo } from './carga-validacion';

/** Good rows, column-wise (row objects of 25 fields cost far more memory). */
export interface Lote {
  /** Spreadsheet row of each. */
  filas: number[];
  columnas: Record<Campo, SolicitudCampos[Campo][]>;
}
export const loteVacio = (): Lote => ({ filas: [], columnas: Object.fromEntries(CAMPOS.map((c) => [c, []])) as unknown as Lote['columnas'] });

export function agregarALote(lote: Lote, fila: number, datos: SolicitudCampos): void {
  lote.filas.push(fila);
  for (const campo of CAMPOS) lote.columnas[campo].push(datos[campo]);
}

/** Staged rows older than this belong to an upload whose process died. */
const VIEJAS = sql`interval '1 hour'`;
/** Staged rows deleted per statement when an upload ends. */
const BORRAR_POR_VEZ = 20_000;

const columnas = sql.raw(CAMPOS.map((c) => `"${c}"`).join(', '));
const tipoDe = (c: Campo) => (c === 'fecha_captura' ? 'date' : 'text');

export class FilasPreparadas {
  readonly id = randomUUID();
  private readonly existentes: string[] = [];
  private existentesDeMas = 0;
  /** Spreadsheet rows whose folio is already in the agency. */
  readonly filasExistentes = new Set<number>();
  private ultimaFila = 0;
  preparadas = 0;

  constructor(
    private readonly db: Db,
    private readonly agenciaId: number,
  ) {}

  /** Rows a killed process left behind. */
  async borrarAbandonadas(): Promise<void> {
    await this.db.execute(sql`delete from cargas_filas where created_at < now() - ${VIEJAS}`);
  }

  /**
   * One batch: notes its folios already in the agency (their lines answer a 422 at the end), and
   * stages the batch while none was found and `preparar` (a dry run, or a file already known to be
   * refused, only checks).
   */
  async guardar(lote: Lote, preparar = true): Promise<void> {
    const n = lote.filas.length;
    if (n === 0) return;
    const folios = lote.columnas.folio_solicitud as string[];
    const ya = filasDe<{ f: string }>(
      await this.db.execute(sql`select folio_solicitud as f from solicitudes where agencia_id = ${this.agenciaId} and folio_solicitud = any(${sql.param(folios)}::text[])`),
    );
    if (ya.length > 0) {
      const existe = new Set(ya.map((r) => r.f));
      folios.forEach((f, k) => {
        if (!existe.has(f)) return;
        this.filasExistentes.add(lote.filas[k] ?? 0);
        if (this.existentes.length < MAX_LINEAS_ERROR) this.existentes.push(`Fila ${lote.filas[k] ?? ''}: el folio ${f} ya existe en la agencia`);
        else this.existentesDeMas++;
      });
    }
    if (this.existentes.length > 0 || !preparar) return;
    const arreglos = CAMPOS.map((c) => sql`${sql.param(lote.columnas[c])}::${sql.raw(tipoDe(c))}[]`);
    await this.db.execute(
      sql`insert into cargas_filas (carga_id, fila, ${columnas})
          select ${this.id}::uuid, * from unnest(${sql.param(lote.filas)}::int[], ${sql.join(arreglos, sql`, `)})`,
    );
    this.preparadas += n;
    this.ultimaFila = lote.filas[n - 1] ?? this.ultimaFila;
  }

  /** "Fila N: el folio F ya existe en la agencia" lines, empty when none. */
  lineasExistentes(): string[] {
    return this.existentesDeMas > 0 ? [...this.existentes, `... y ${this.existentesDeMas} errores más`] : this.existentes;
  }

  /** Every staged row into solicitudes (file order), with the audit row: one transaction. Answers how many. */
  async pasarASolicitudes(ahora: Date, registro: { usuario_id: number; ip: string; archivo: string }): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [r] = filasDe<{ n: number | string }>(
        await tx.execute(sql`
          with nuevas as (
            insert into solicitudes (agencia_id, ${columnas}, created_at, updated_at)
            select ${this.agenciaId}, ${columnas}, ${ahora.toISOString()}::timestamptz, ${ahora.toISOString()}::timestamptz from cargas_filas where carga_id = ${this.id}::uuid order by fila
            returning 1)
          select count(*) as n from nuevas`),
      );
      const insertados = Number(r?.n ?? 0);
      await audit(tx, { usuario_id: registro.usuario_id, accion: 'importar', entidad: 'solicitudes', datos: { archivo: registro.archivo, filas: insertados, agencia_id: this.agenciaId, creadas: ahora.toISOString() }, ip: registro.ip });
      return insertados;
    });
  }

  /** The staged rows, deleted a slice at a time. */
  async borrar(): Promise<void> {
    for (let desde = 0; desde <= this.ultimaFila; desde += BORRAR_POR_VEZ) {
      await this.db.execute(sql`delete from cargas_filas where carga_id = ${this.id}::uuid and fila >= ${desde} and fila < ${desde + BORRAR_POR_VEZ}`);
    }
  }
}
