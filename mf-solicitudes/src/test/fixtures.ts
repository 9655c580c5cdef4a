import type { SolicitudDetalle, SolicitudFila } from '@verifica/contracts';
import { solicitudDetalleDemo, type RecordedRequest, type Reply } from '@verifica/shared/testing';

/** A row of GET /api/solicitudes. */
export function fila(id: number, cambios: Partial<SolicitudFila> = {}): SolicitudFila {
  const d = solicitudDetalleDemo();
  return {
    ...d,
    id,
    folio_solicitud: `F-${id}`,
    nombre: `Cliente${id}`,
    appat_rzsoc: 'Pérez',
    apmat_nomco: 'López',
    agencia_id: 1,
    agencia_nombre: 'Agencia Centro',
    encuestador: null,
    encuestador_id: null,
    solicitud_encuestador: null,
    verificado: false,
    verificacion_id: null,
    verificacion_hora: null,
    comentario: null,
    position: null,
    ...cambios,
  };
}

export function detalleDe(f: SolicitudFila, cambios: Partial<SolicitudDetalle> = {}): SolicitudDetalle {
  const d = solicitudDetalleDemo();
  return { ...d, ...f, agencia: { id: f.agencia_id, nombre: f.agencia_nombre, color: '#1976d2' }, ...cambios };
}

/** Plays GET /api/solicitudes: the page asked for (rowsPerPage -1 = plain array). */
export function listaReply(filas: () => readonly SolicitudFila[]) {
  return (request: RecordedRequest): Reply => {
    const q = request.query;
    const rows = filas();
    const rowsPerPage = Number(q.get('rowsPerPage') ?? 25);
    if (rowsPerPage === -1) return { body: rows };
    const page = Number(q.get('page') ?? 1);
    const data = rows.slice((page - 1) * rowsPerPage, page * rowsPerPage);
    return { body: { total: Math.max(1, Math.ceil(rows.length / rowsPerPage)), current_page: page, totalItems: rows.length, data } };
  };
}
