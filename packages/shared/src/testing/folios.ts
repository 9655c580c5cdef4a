import type { RecordedRequest, Reply } from './apiServer';

/** What every test folio row has: F-<id>, Cliente<id> Pérez López of Agencia Centro (1), no comment or position. */
export function clienteDemo(id: number) {
  return {
    id,
    folio_solicitud: `F-${id}`,
    nombre: `Cliente${id}`,
    appat_rzsoc: 'Pérez',
    apmat_nomco: 'López',
    agencia_id: 1,
    agencia_nombre: 'Agencia Centro',
    comentario: null,
    position: null,
  };
}

/** Plays a folio list GET: the page asked for (`rowsPerPage` when the query has none; -1 = plain array). */
export function paginaReply<T>(filas: () => readonly T[], rowsPerPage: number) {
  return (request: RecordedRequest): Reply => {
    const q = request.query;
    const rows = filas();
    const porPagina = Number(q.get('rowsPerPage') ?? rowsPerPage);
    if (porPagina === -1) return { body: rows };
    const page = Number(q.get('page') ?? 1);
    const data = rows.slice((page - 1) * porPagina, page * porPagina);
    return { body: { total: Math.max(1, Math.ceil(rows.length / porPagina)), current_page: page, totalItems: rows.length, data } };
  };
}
