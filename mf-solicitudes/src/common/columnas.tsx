import { nombreCliente, type SolicitudFila } from '@verifica/contracts';
import { columnaDia, columnasTexto, Icon, type DataTableColumn, type DataTableProps } from '@verifica/shared';
import { tonoSolicitud } from './colores';

/** Both screens' page sizes (-1 = Todos), and the rows coloured by their state. */
export const TABLA_SOLICITUDES = {
  opcionesPorPagina: [10, 25, 50, 100, -1],
  etiquetaPorPagina: 'Solicitudes por página',
  colorFila: tonoSolicitud,
} satisfies Partial<DataTableProps<SolicitudFila>>;

/** The data columns both screens show (the agency only for broad users). */
export function columnasSolicitud(conAgencia: boolean): DataTableColumn<SolicitudFila>[] {
  return [
    {
      id: 'folio_solicitud',
      encabezado: 'Folio',
      celda: (s) => (
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
    { id: 'nombre', encabezado: 'Cliente', celda: nombreCliente },
    ...columnasTexto<SolicitudFila>({ telefono: 'Teléfono', edo: 'Estado', ciudad: 'Ciudad', colonia: 'Colonia', cp: 'C.P.', fuerza_venta: 'Fuerza de Venta' }),
    columnaDia('fecha_captura', 'Fecha Captura'),
    ...columnasTexto<SolicitudFila>(conAgencia ? { agencia_nombre: 'Agencia' } : {}),
    { id: 'encuestador', encabezado: 'Gestor', celda: (s) => s.encuestador ?? '' },
  ];
}
