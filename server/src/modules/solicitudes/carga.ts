/**
 * Spreadsheet upload (POST /api/solicitudes/load_file) and its template. All or nothing: the file
 * is read and validated row by row (lib/hojas/lectura.ts, carga-validacion) while good rows are staged
 * in short statements (carga-preparadas); any bad row, or a folio already in the agency, is a 422
 * errors.file with one "Fila N: ..." line per problem and nothing stored. Only a wholly good file
 * moves into solicitudes, in one transaction.
 */
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { setImmediate as ceder } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { cargaCamposSchema, lineasDeCarga, MENSAJES, MENSAJES_SOLICITUDES, MENSAJES_TRABAJOS, type CargaRespuesta } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { sqlStateOf } from '../../plugins/errors';
import { agencias } from '../../db/schema';
import { validation, validationDeZod } from '../../lib/errors';
import type { ArchivoRecibido } from '../../lib/multipart';
import type { Actor, Contexto } from '../../plugins/policy';
import { comprobarArchivo, errorArchivo, filasDelArchivo, type Formato } from '../../lib/hojas/lectura';
import { agregarALote, FilasPreparadas, loteVacio, type AlGuardar } from './carga-preparadas';
import { CAMPOS, encabezadoPlantilla, ValidadorFilas, type Mapeo } from './carga-validacion';
import { hojaXlsx } from '../../lib/xlsx/escritura';

/** Rows staged per statement. */
const LOTE = 5000;
/** Rows read between two turns of the event loop, so other requests are served meanwhile. */
const FILAS_POR_TURNO = 1000;

/** Told the rows read so far, between batches; what it throws stops the upload with nothing stored (a job's cancel). */
export type AvanceCarga = (filasLeidas: number) => Promise<void>;

/** What the error workbook needs of a refused file (carga-errores): its format, and the rows whose folio is already in the agency. */
export interface RevisionConErrores {
  formato: Formato;
  existentes: ReadonlySet<number>;
  /** Rows that would be stored. */
  validas: number;
}

export interface OpcionesCarga {
  /** A dry run: every check of a real upload, nothing stored. */
  validar?: boolean;
  /** The user's choice of field for headers the import does not recognise. */
  mapeo?: Mapeo;
  /** Told the file's headers that match no field, once the header row is read. */
  alEncabezado?: (sinCampo: string[]) => void;
  /** A file with bad rows, before its 422. */
  conErrores?: (r: RevisionConErrores) => Promise<void>;
  /** Runs inside the transaction that stores the last rows (all or nothing with them). */
  alGuardar?: AlGuardar;
}

/** The outcome of an upload or a dry run (insertados 0). */
export type ResultadoCarga = CargaRespuesta & { validas: number };

/**
 * Reads, validates and stages every row (a dry run only checks); the validator answered knows what
 * was bad. After the first bad row nothing more is staged, but every good row's folio is still
 * looked up in the agency, so the answer names every problem of the file.
 */
async function preparar(formato: Formato, buf: Buffer, preparadas: FilasPreparadas, opciones: OpcionesCarga, avance?: AvanceCarga): Promise<ValidadorFilas> {
  let validador: ValidadorFilas | null = null;
  let lote = loteVacio();
  let leidas = 0;
  const guardar = (v: ValidadorFilas) => preparadas.guardar(lote, !opciones.validar && !v.conErrores);
  for await (const { numero, celdas } of filasDelArchivo(formato, buf)) {
    if (++leidas % FILAS_POR_TURNO === 0) {
      await ceder();
      await avance?.(leidas - 1);
    }
    if (!validador) {
      validador = new ValidadorFilas(celdas, opciones.mapeo);
      opciones.alEncabezado?.(validador.sinCampo);
      validador.comprobarEncabezado();
      continue;
    }
    const datos = validador.agregar(numero, celdas);
    if (validador.excedido) break;
    if (!datos) continue;
    agregarALote(lote, numero, datos);
    if (lote.filas.length >= LOTE) {
      await guardar(validador);
      lote = loteVacio();
    }
  }
  if (!validador) throw errorArchivo([MENSAJES_SOLICITUDES.archivoVacio]);
  if (!validador.excedido) await guardar(validador);
  return validador;
}

/**
 * POST /api/solicitudes/load_file: the form's fields checked and the agency resolved (a scoped
 * user's own; a global user names one), then the upload.
 */
export async function cargarFormulario(ctx: Contexto, form: { archivo: ArchivoRecibido | null; campos: Record<string, unknown> }): Promise<CargaRespuesta> {
  const c = cargaCamposSchema.safeParse(form.campos);
  if (!c.success) throw validationDeZod(c.error);
  if (!form.archivo) throw validation({ file: [MENSAJES_SOLICITUDES.archivoRequerido] }, MENSAJES.errorArchivo);
  let agenciaId = ctx.scope;
  if (agenciaId === null) {
    if (!c.data.agencia_id) throw validation({ agencia_id: [MENSAJES_SOLICITUDES.agenciaObligatoria] });
    const [a] = await ctx.db.select({ id: agencias.id }).from(agencias).where(eq(agencias.id, c.data.agencia_id)).limit(1);
    if (!a) throw validation({ agencia_id: [MENSAJES_SOLICITUDES.agenciaInexistente] });
    agenciaId = a.id;
  }
  const { message, insertados } = await cargarArchivo(ctx.db, agenciaId, form.archivo.nombre, form.archivo.datos, ctx.actor);
  return { message, insertados };
}

/**
 * The upload into the agency, all or nothing (also run by the background import job); with
 * `validar`, the same checks and nothing stored.
 */
export async function cargarArchivo(
  db: Db,
  agenciaId: number,
  nombre: string,
  buf: Buffer,
  actor: Pick<Actor, 'id' | 'ip'>,
  avance?: AvanceCarga,
  opciones: OpcionesCarga = {},
): Promise<ResultadoCarga> {
  const formato = comprobarArchivo(nombre, buf);
  const preparadas = new FilasPreparadas(db, agenciaId);
  await preparadas.borrarAbandonadas();
  try {
    const validador = await preparar(formato, buf, preparadas, opciones, avance);
    // By row, each starting with a capital letter, as the portal shows them.
    const lineas = lineasDeCarga([...validador.terminar(), ...preparadas.lineasExistentes()]);
    const validas = validador.buenas - preparadas.filasExistentes.size;
    if (lineas.length > 0) {
      await opciones.conErrores?.({ formato, existentes: preparadas.filasExistentes, validas });
      throw errorArchivo(lineas);
    }
    if (opciones.validar) return { message: MENSAJES_TRABAJOS.validacionCorrecta, insertados: 0, validas };
    // Between the parts of the move a job may still be cancelled (what moved is undone).
    const entrePartes = avance && (() => avance(validador.buenas));
    const insertados = await preparadas.pasarASolicitudes(new Date(), { usuario_id: actor.id, ip: actor.ip, archivo: nombre }, entrePartes, opciones.alGuardar);
    return { message: MENSAJES.archivoCargado, insertados, validas };
  } catch (e) {
    // Another upload stored one of these folios meanwhile: the unique index refused the move.
    if (sqlStateOf(e) === '23505') throw errorArchivo([MENSAJES_SOLICITUDES.folioExistente]);
    throw e;
  } finally {
    // A failed clean-up must not hide the answer; what it leaves is deleted by a later upload.
    await preparadas.borrar().catch(() => undefined);
  }
}

/** The example row of the template. */
const EJEMPLO: Partial<Record<(typeof CAMPOS)[number], string>> = {
  folio_solicitud: '10000001',
  nombre: 'María',
  appat_rzsoc: 'López',
  apmat_nomco: 'Hernández',
  calle: 'Av. Reforma',
  num_ext: '100',
  colonia: 'Juárez',
  edo: 'Ciudad de México',
  ciudad: 'Cuauhtémoc',
  cp: '06600',
  telefono: '5512345678',
  fecha_captura: '2026-01-15',
  fuerza_venta: 'Directa',
};
/** Columns typed as text in Excel, so "06600" or a long folio keep their digits. */
const COMO_TEXTO = new Set<string>(['cp', 'telefono', 'folio_solicitud', 'fecha_captura']);

/** GET /api/solicitudes/plantilla: every accepted column, with one example row (the export's writer). */
export async function plantilla(): Promise<Buffer> {
  const salida = new PassThrough();
  const partes: Buffer[] = [];
  salida.on('data', (b: Buffer) => partes.push(b));
  const fin = once(salida, 'end');
  const hoja = hojaXlsx(
    salida,
    'Solicitudes',
    CAMPOS.map((c) => ({ titulo: encabezadoPlantilla(c), ancho: Math.max(12, encabezadoPlantilla(c).length + 2), ...(COMO_TEXTO.has(c) ? { formato: '@' } : {}) })),
  );
  hoja.fila(CAMPOS.map((c) => EJEMPLO[c] ?? null));
  await hoja.cerrar();
  await fin;
  return Buffer.concat(partes);
}
