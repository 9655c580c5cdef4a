import type { SolicitudOperadorFila } from '@verifica/contracts';
import { columnaDia, columnasTexto, type DataTableColumn, type DataTableProps } from '@verifica/shared';
import { tonoLlamada } from './colores';

type Columnas = DataTableColumn<SolicitudOperadorFila>[];

/** SPEC §9: the call-center page sizes (-1 = Todos), and the rows coloured by the server's colour. */
export const TABLA_LLAMADAS = {
  rowsPerPageOptions: [10, 25, 50, 100, -1],
  rowsPerPageLabel: 'Solicitudes por página',
  rowColor: tonoLlamada,
} satisfies Partial<DataTableProps<SolicitudOperadorFila>>;

const agencia = (conAgencia: boolean) => columnasTexto<SolicitudOperadorFila>(conAgencia ? { agencia_nombre: 'Agencia' } : {});
const operador: DataTableColumn<SolicitudOperadorFila> = { id: 'operador', header: 'Operador', cell: (s) => s.operador ?? '' };

/** Reporte del Call Center (SPEC §2): folio, name, surnames, operator, capture, assignment, verification time. */
export function columnasReporte(conAgencia: boolean): Columnas {
  return [
    ...columnasTexto<SolicitudOperadorFila>({ folio_solicitud: 'Folio', nombre: 'Nombre', appat_rzsoc: 'Apellido Paterno', apmat_nomco: 'Apellido Materno' }),
    ...agencia(conAgencia),
    operador,
    columnaDia('fecha_captura', 'Fecha Captura'),
    { id: 'solicitudes_operadores_created_at', header: 'Fecha Asignación', cell: (s) => s.solicitudes_operadores_created_at ?? '' },
    { id: 'verify_hora_verificacion', header: 'Hora Verificación', cell: (s) => s.verify_hora_verificacion ?? '' },
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
