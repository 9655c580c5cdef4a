import type { SolicitudFila } from '@verifica/contracts';
import { Icon, type DataTableColumn } from '@verifica/shared';

export const ROWS_PER_PAGE = [10, 25, 50, 100, -1] as const;
export const ROWS_PER_PAGE_LABEL = 'Solicitudes por página';

export const clienteDe = (s: SolicitudFila) => [s.nombre, s.appat_rzsoc, s.apmat_nomco].filter(Boolean).join(' ');
const fechaDe = (v: string | null) => v?.slice(0, 10) ?? '';

/** The data columns both screens show (the agency only for broad users). */
export function columnasSolicitud(conAgencia: boolean): DataTableColumn<SolicitudFila>[] {
  return [
    {
      id: 'folio_solicitud',
      header: 'Folio',
      cell: (s) => (
        <>
          {s.folio_solicitud}
          {s.verificado && (
            <span role="img" aria-label="Verificada" title="Verificada" style={{ marginLeft: 4, verticalAlign: 'middle' }}>
              <Icon name="check" size={16} />
            </span>
          )}
        </>
      ),
    },
    { id: 'nombre', header: 'Cliente', cell: clienteDe },
    { id: 'telefono', header: 'Teléfono' },
    { id: 'edo', header: 'Estado' },
    { id: 'ciudad', header: 'Ciudad' },
    { id: 'colonia', header: 'Colonia' },
    { id: 'cp', header: 'C.P.' },
    { id: 'fuerza_venta', header: 'Fuerza de Venta' },
    { id: 'fecha_captura', header: 'Fecha Captura', cell: (s) => fechaDe(s.fecha_captura) },
    ...(conAgencia ? [{ id: 'agencia_nombre', header: 'Agencia' } satisfies DataTableColumn<SolicitudFila>] : []),
    { id: 'encuestador', header: 'Gestor', cell: (s) => s.encuestador ?? '' },
  ];
}
