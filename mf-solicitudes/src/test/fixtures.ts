import type { SolicitudDetalle, SolicitudFila } from '@verifica/contracts';
import { clienteDemo, paginaReply, solicitudDetalleDemo } from '@verifica/shared/testing';

/** A row of GET /api/solicitudes. */
export function fila(id: number, cambios: Partial<SolicitudFila> = {}): SolicitudFila {
  const d = solicitudDetalleDemo();
  return {
    ...d,
    ...clienteDemo(id),
    encuestador: null,
    encuestador_id: null,
    solicitud_encuestador: null,
    verificado: false,
    verificacion_id: null,
    verificacion_hora: null,
    ...cambios,
  };
}

export function detalleDe(f: SolicitudFila, cambios: Partial<SolicitudDetalle> = {}): SolicitudDetalle {
  const d = solicitudDetalleDemo();
  return { ...d, ...f, agencia: { id: f.agencia_id, nombre: f.agencia_nombre, color: '#1976d2' }, ...cambios };
}

/** Plays GET /api/solicitudes: the page asked for (rowsPerPage -1 = plain array). */
export const listaReply = (filas: () => readonly SolicitudFila[]) => paginaReply(filas, 25);
