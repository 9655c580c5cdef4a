/**
 * The rows of one upload, staged in `cargas_filas` (drizzle/0006) while the file is read: each
 * batch is a short statement of its own, so on the embedded database (one connection) other
 * requests run between batches instead of waiting for the whole file. Only when every row is
 * good do they move into solicitudes, in one transaction: all or nothing.
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as ceder } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { SolicitudCampos } from '@verifica/contracts';
import { esPostgres, type Db } from '../../db/client';
import { filasDe } from '../../db/filas';
import { audit } from '../../db/auditoria';
import { CAMPOS, folioExistente, MAX_LINEAS_ERROR, type Campo } from './carga-validacion';

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
/** Rows moved into solicitudes per transaction on the embedded database (about 0.1 s each). */
const MOVER_POR_VEZ = 2_000;

const columnas = sql.raw(CAMPOS.map((c) => `"${c}"`).join(', '));
const tipoDe = (c: Campo) => (c === 'fecha_captura' ? 'date' : 'text');

/** What moving the rows may add to its last transaction (a job records there that they were stored). */
export type AlGuardar = (tx: Db, insertados: number) => Promise<void>;

export class FilasPreparadas {
  private readonly existentes: string[] = [];
  private existentesDeMas = 0;
  /** Spreadsheet rows whose folio is already in the agency. */
  readonly filasExistentes = new Set<number>();
  private ultimaFila = 0;

  /** The upload's id: its staged rows, and solicitudes.carga_id of what it stores. */
  readonly id: string;
  /** Rows moved per transaction on the embedded database. */
  private readonly porParte: number;

  constructor(
    private readonly db: Db,
    private readonly agenciaId: number,
    opciones: { porParte?: number } = {},
  ) {
    this.id = randomUUID();
    this.porParte = opciones.porParte ?? MOVER_POR_VEZ;
  }

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
        if (this.existentes.length < MAX_LINEAS_ERROR) this.existentes.push(`Fila ${lote.filas[k] ?? ''}: ${folioExistente(f).texto}`);
        else this.existentesDeMas++;
      });
    }
    if (this.existentes.length > 0 || !preparar) return;
    const arreglos = CAMPOS.map((c) => sql`${sql.param(lote.columnas[c])}::${sql.raw(tipoDe(c))}[]`);
    await this.db.execute(
      sql`insert into cargas_filas (carga_id, fila, ${columnas})
          select ${this.id}::uuid, * from unnest(${sql.param(lote.filas)}::int[], ${sql.join(arreglos, sql`, `)})`,
    );
    this.ultimaFila = lote.filas[n - 1] ?? this.ultimaFila;
  }

  /** "Fila N: El folio F ya existe en la agencia" lines, empty when none. */
  lineasExistentes(): string[] {
    return this.existentesDeMas > 0 ? [...this.existentes, `... y ${this.existentesDeMas} errores más`] : this.existentes;
  }

  /**
   * Every staged row into solicitudes (file order), with the audit row; answers how many. On
   * PostgreSQL one transaction. On the embedded database a single statement of 200,000 rows kept
   * every other request waiting for seconds, so the rows move `porParte` at a time, each part its
   * own transaction with other requests served in between; `cargas_en_curso` records the move
   * until its last part, and any failure (a folio stored meanwhile, a cancel from `entrePartes`, a
   * crash: deshacerCargasInterrumpidas) deletes what had moved: still all or nothing.
   */
  async pasarASolicitudes(
    ahora: Date,
    registro: { usuario_id: number; ip: string; archivo: string },
    entrePartes?: () => Promise<void>,
    alGuardar?: AlGuardar,
  ): Promise<number> {
    const porParte = esPostgres(this.db) ? Infinity : this.porParte;
    const creadas = ahora.toISOString();
    let insertados = 0;
    for (let desde = 0; ; ) {
      const hasta = Math.min(desde + porParte, this.ultimaFila);
      const primera = desde === 0;
      const ultima = hasta === this.ultimaFila;
      try {
        if (!primera) await entrePartes?.();
        insertados += await this.db.transaction(async (tx) => {
          if (primera && !ultima) await tx.execute(sql`insert into cargas_en_curso (carga_id, agencia_id, creadas) values (${this.id}::uuid, ${this.agenciaId}, ${creadas}::timestamptz)`);
          const [r] = filasDe<{ n: number | string }>(
            await tx.execute(sql`
              with nuevas as (
                insert into solicitudes (agencia_id, carga_id, ${columnas}, created_at, updated_at)
                select ${this.agenciaId}, carga_id, ${columnas}, ${creadas}::timestamptz, ${creadas}::timestamptz from cargas_filas
                where carga_id = ${this.id}::uuid and fila > ${desde} and fila <= ${hasta} order by fila
                returning 1)
              select count(*) as n from nuevas`),
          );
          const n = Number(r?.n ?? 0);
          if (ultima) {
            if (!primera) await tx.execute(sql`delete from cargas_en_curso where carga_id = ${this.id}::uuid`);
            await audit(tx, { usuario_id: registro.usuario_id, accion: 'importar', entidad: 'solicitudes', datos: { archivo: registro.archivo, filas: insertados + n, agencia_id: this.agenciaId, creadas }, ip: registro.ip });
            await alGuardar?.(tx, insertados + n);
          }
          return n;
        });
      } catch (e) {
        if (!primera) await deshacerCarga(this.db, { carga_id: this.id, agencia_id: this.agenciaId, creadas });
        throw e;
      }
      if (ultima) return insertados;
      desde = hasta;
      await ceder();
    }
  }

  /** The staged rows, deleted a slice at a time. */
  async borrar(): Promise<void> {
    for (let desde = 0; desde <= this.ultimaFila; desde += BORRAR_POR_VEZ) {
      await this.db.execute(sql`delete from cargas_filas where carga_id = ${this.id}::uuid and fila >= ${desde} and fila < ${desde + BORRAR_POR_VEZ}`);
    }
  }
}

interface CargaEnCurso {
  carga_id: string;
  agencia_id: number;
  creadas: string;
}

/** The requests an upload had moved, deleted a part at a time (their assignments and verifications go with them), then its record. */
async function deshacerCarga(db: Db, c: CargaEnCurso): Promise<void> {
  for (;;) {
    const [r] = filasDe<{ n: number | string }>(
      await db.execute(sql`
        with borradas as (
          delete from solicitudes where id in (
            select id from solicitudes where agencia_id = ${c.agencia_id} and created_at = ${c.creadas}::timestamptz and carga_id = ${c.carga_id}::uuid limit ${MOVER_POR_VEZ})
          returning 1)
        select count(*) as n from borradas`),
    );
    if (Number(r?.n ?? 0) === 0) break;
    await ceder();
  }
  await db.execute(sql`delete from cargas_en_curso where carga_id = ${c.carga_id}::uuid`);
}

/**
 * Undoes the uploads a stopped process left half moved (run at start, before any job resumes):
 * their requests had not been announced, and the upload answered nothing.
 */
export async function deshacerCargasInterrumpidas(db: Db): Promise<number> {
  const cargas = filasDe<CargaEnCurso>(
    await db.execute(sql`select carga_id, agencia_id, to_char(creadas at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as creadas from cargas_en_curso`),
  );
  for (const c of cargas) await deshacerCarga(db, c);
  return cargas.length;
}
