/**
 * Exportar a Excel of the Call Center report: the rows of the report's filter as the
 * user sees them (the same view, filter and order as GET /api/solicitudes_operadores), with the
 * screen's columns and labels plus the row's status and vigencia (shown on screen by its colour),
 * and the call attempts.
 * Read in pages of LOTE rows, written as they come, so memory stays bounded.
 */
import { PassThrough, type Readable } from 'node:stream';
import { COLUMNAS_REPORTE_LLAMADAS as T, EstatusCallCenter, estatusLlamada, resultadoIntento, Vigencia, type SolicitudesOperadoresQuery, type SolicitudOperadorFila } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { fecha } from '../../lib/dates';
import { hojaXlsx, serialExcel, type Celda, type ColumnaXlsx, type CrearHoja } from '../../lib/xlsx/escritura';
import { conteoSolicitudes, consultaFilas } from '../../consultas/solicitudes/listado';
import { aFilaLlamada, filtroLlamadas, ordenLlamadas, type VistaLlamadas } from '../../consultas/solicitudes/llamadas';

const LOTE = 1000;

export const nombreArchivoLlamadas = (now: Date) => `call-center-${fecha(now)}.xlsx`;

/** A 'YYYY-MM-DD[ HH:mm:ss]' wall-clock text (as the screen shows it) as an Excel serial. */
const serial = (texto: string | null): number | null => (texto ? serialExcel(Date.parse(`${texto.replace(' ', 'T')}${texto.length > 10 ? '' : 'T00:00:00'}Z`)) : null);

type ColumnaLlamadas = ColumnaXlsx & { valor: (f: SolicitudOperadorFila) => Celda };

/** The sheet's columns; Agencia only for a global user, as on the screen. */
export function columnasLlamadas(conAgencia: boolean): ColumnaLlamadas[] {
  return [
    { titulo: T.folio_solicitud, ancho: 18, valor: (f) => f.folio_solicitud },
    { titulo: T.nombre, ancho: 20, valor: (f) => f.nombre },
    { titulo: T.appat_rzsoc, ancho: 22, valor: (f) => f.appat_rzsoc },
    { titulo: T.apmat_nomco, ancho: 22, valor: (f) => f.apmat_nomco },
    ...(conAgencia ? [{ titulo: T.agencia_nombre, ancho: 18, repetida: true, valor: (f: SolicitudOperadorFila) => f.agencia_nombre }] : []),
    { titulo: T.operador, ancho: 24, repetida: true, valor: (f) => f.operador },
    { titulo: T.fecha_captura, ancho: 14, formato: 'yyyy-mm-dd', valor: (f) => serial(f.fecha_captura) },
    { titulo: T.solicitudes_operadores_created_at, ancho: 19, formato: 'yyyy-mm-dd hh:mm:ss', valor: (f) => serial(f.solicitudes_operadores_created_at) },
    { titulo: T.verify_hora_verificacion, ancho: 19, formato: 'yyyy-mm-dd hh:mm:ss', valor: (f) => serial(f.verify_hora_verificacion) },
    { titulo: T.estatus, ancho: 14, repetida: true, valor: (f) => EstatusCallCenter.label(estatusLlamada(f)) },
    { titulo: T.vigencia, ancho: 12, repetida: true, valor: (f) => (f.vigencia === null ? null : Vigencia.label(f.vigencia as 1 | 2 | 3)) },
    // The call attempts and the last one's time and result.
    { titulo: T.intentos, ancho: 10, valor: (f) => f.intentos },
    { titulo: T.ultimo_intento, ancho: 19, formato: 'yyyy-mm-dd hh:mm:ss', valor: (f) => serial(f.ultimo_intento?.fecha ?? null) },
    { titulo: `${T.ultimo_intento} (resultado)`, ancho: 26, repetida: true, valor: (f) => (f.ultimo_intento ? resultadoIntento(f.ultimo_intento) : null) },
  ];
}

/** How many rows the export of `q` in view `v` will have. */
export async function totalLlamadas(db: Db, q: SolicitudesOperadoresQuery, v: VistaLlamadas): Promise<number> {
  return (await conteoSolicitudes(db, filtroLlamadas(q, v), null))[0]?.n ?? 0;
}

/**
 * The .xlsx of the report's rows for `q` in view `v`, in the report's order (ties by id: pages
 * never overlap). `crearHoja` lets a job count the rows as they are written.
 */
export function exportarLlamadas(db: Db, q: SolicitudesOperadoresQuery, v: VistaLlamadas, crearHoja: CrearHoja = hojaXlsx): Readable {
  const salida = new PassThrough({ highWaterMark: 1024 * 1024 });
  const columnas = columnasLlamadas(v.scope === null);
  const where = filtroLlamadas(q, v);
  const orden = ordenLlamadas(q);
  const ahora = v.ahora ?? new Date();
  void (async () => {
    const hoja = crearHoja(salida, 'Call Center', columnas);
    for (let desde = 0; ; desde += LOTE) {
      const lote = await consultaFilas(db).where(where).orderBy(...orden).limit(LOTE).offset(desde);
      for (const r of lote) {
        const f = aFilaLlamada(r, ahora, v.umbrales);
        hoja.fila(columnas.map((c) => c.valor(f)));
      }
      await hoja.vaciar();
      if (lote.length < LOTE) break;
    }
    await hoja.cerrar();
  })().catch((e: unknown) => salida.destroy(e instanceof Error ? e : new Error(String(e))));
  return salida;
}
