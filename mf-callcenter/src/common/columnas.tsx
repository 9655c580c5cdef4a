import { COLUMNAS_REPORTE_LLAMADAS as C, resultadoIntento, type SolicitudOperadorFila } from '@verifica/contracts';
import { columnaDia, columnasTexto, type DataTableColumn, type DataTableProps } from '@verifica/shared';
import { tonoLlamada } from './colores';

type Columnas = DataTableColumn<SolicitudOperadorFila>[];

/** SPEC §9: the call-center page sizes (-1 = Todos), and the rows coloured by the server's colour. */
export const TABLA_LLAMADAS = {
  opcionesPorPagina: [10, 25, 50, 100, -1],
  etiquetaPorPagina: 'Solicitudes por página',
  colorFila: tonoLlamada,
} satisfies Partial<DataTableProps<SolicitudOperadorFila>>;

const agencia = (conAgencia: boolean) => columnasTexto<SolicitudOperadorFila>(conAgencia ? { agencia_nombre: 'Agencia' } : {});
const operador: DataTableColumn<SolicitudOperadorFila> = { id: 'operador', encabezado: 'Operador', celda: (s) => s.operador ?? '' };

/**
 * Reporte del Call Center (SPEC §2): folio, name, surnames, operator, capture, assignment,
 * verification time; the labels its Excel export uses too (contracts COLUMNAS_REPORTE_LLAMADAS).
 */
export function columnasReporte(conAgencia: boolean): Columnas {
  return [
    ...columnasTexto<SolicitudOperadorFila>({ folio_solicitud: C.folio_solicitud, nombre: C.nombre, appat_rzsoc: C.appat_rzsoc, apmat_nomco: C.apmat_nomco }),
    ...agencia(conAgencia),
    { ...operador, encabezado: C.operador },
    columnaDia('fecha_captura', C.fecha_captura),
    { id: 'solicitudes_operadores_created_at', encabezado: C.solicitudes_operadores_created_at, celda: (s) => s.solicitudes_operadores_created_at ?? '' },
    { id: 'verify_hora_verificacion', encabezado: C.verify_hora_verificacion, celda: (s) => s.verify_hora_verificacion ?? '' },
    // The call attempts recorded and the last one (when, result).
    { id: 'intentos', encabezado: C.intentos, celda: (s) => String(s.intentos) },
    { id: 'ultimo_intento', encabezado: C.ultimo_intento, celda: (s) => (s.ultimo_intento ? `${s.ultimo_intento.fecha} · ${resultadoIntento(s.ultimo_intento)}` : '') },
  ];
}

/** Asignar Solicitudes a Operadores (SPEC §2). */
export function columnasAsignacion(conAgencia: boolean): Columnas {
  return [
    ...columnasTexto<SolicitudOperadorFila>({
      folio_solicitud: 'Folio',
      nombre: 'Nombre',
      appat_rzsoc: 'Apellido Paterno / Razón Social',
      apmat_nomco: 'Apellido Materno / Nombre Comercial',
      edo: 'Estado',
      cp: 'C.P.',
    }),
    columnaDia('fecha_captura', 'Fecha Captura'),
    columnaDia('created_at', 'Fecha Creación'),
    ...columnasTexto<SolicitudOperadorFila>({ fuerza_venta: 'Fuerza de Venta' }),
    ...agencia(conAgencia),
    operador,
  ];
}
