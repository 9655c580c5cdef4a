import type { SolicitudOperadorFila } from '@verifica/contracts';
import type { DataTableColumn } from '@verifica/shared';

/** SPEC §9: the call-center page sizes (-1 = Todos). */
export const ROWS_PER_PAGE = [10, 25, 50, 100, -1] as const;
export const ROWS_PER_PAGE_LABEL = 'Solicitudes por página';

const fecha = (v: string | null) => v?.slice(0, 10) ?? '';

/** Reporte del Call Center (SPEC §2): folio, name, surnames, operator, capture, assignment, verification time. */
export function columnasReporte(conAgencia: boolean): DataTableColumn<SolicitudOperadorFila>[] {
  return [
    { id: 'folio_solicitud', header: 'Folio' },
    { id: 'nombre', header: 'Nombre' },
    { id: 'appat_rzsoc', header: 'Apellido Paterno' },
    { id: 'apmat_nomco', header: 'Apellido Materno' },
    ...(conAgencia ? [{ id: 'agencia_nombre', header: 'Agencia' } satisfies DataTableColumn<SolicitudOperadorFila>] : []),
    { id: 'operador', header: 'Operador', cell: (s) => s.operador ?? '' },
    { id: 'fecha_captura', header: 'Fecha Captura', cell: (s) => fecha(s.fecha_captura) },
    { id: 'solicitudes_operadores_created_at', header: 'Fecha Asignación', cell: (s) => s.solicitudes_operadores_created_at ?? '' },
    { id: 'verify_hora_verificacion', header: 'Hora Verificación', cell: (s) => s.verify_hora_verificacion ?? '' },
  ];
}

/** Asignar Solicitudes a Operadores (SPEC §2). */
export function columnasAsignacion(conAgencia: boolean): DataTableColumn<SolicitudOperadorFila>[] {
  return [
    { id: 'folio_solicitud', header: 'Folio' },
    { id: 'nombre', header: 'Nombre' },
    { id: 'appat_rzsoc', header: 'Apellido Paterno / Razón Social' },
    { id: 'apmat_nomco', header: 'Apellido Materno / Nombre Comercial' },
    { id: 'edo', header: 'Estado' },
    { id: 'cp', header: 'C.P.' },
    { id: 'fecha_captura', header: 'Fecha Captura', cell: (s) => fecha(s.fecha_captura) },
    { id: 'created_at', header: 'Fecha Creación', cell: (s) => fecha(s.created_at) },
    { id: 'fuerza_venta', header: 'Fuerza de Venta' },
    ...(conAgencia ? [{ id: 'agencia_nombre', header: 'Agencia' } satisfies DataTableColumn<SolicitudOperadorFila>] : []),
    { id: 'operador', header: 'Operador', cell: (s) => s.operador ?? '' },
  ];
}
