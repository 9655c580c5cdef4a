// Real data read through the API (never hard-coded): the seed is generated, the tests follow it.
import { expect, type APIRequestContext } from '@playwright/test';
import type { PersonaListItem, SolicitudOperadorFila } from '@verifica/contracts';
import type { SessionCache } from './session';

export interface FolioRef {
  id: number;
  folio_solicitud: string;
  agencia_nombre: string;
}

function isFolioRef(row: unknown): row is FolioRef {
  if (typeof row !== 'object' || row === null) return false;
  const r = row as Record<string, unknown>;
  return typeof r.id === 'number' && typeof r.folio_solicitud === 'string' && typeof r.agencia_nombre === 'string';
}

/**
 * A real solicitud the client's user can see: the first row of GET /api/solicitudes, or, where
 * that list is not served, the first id that GET /api/solicitudes/{id} answers (agency-scoped:
 * another agency's id answers 404).
 */
export async function firstSolicitud(api: APIRequestContext): Promise<FolioRef> {
  const res = await api.get('/api/solicitudes', { params: { page: 1, rowsPerPage: 5, sortBy: 'id', descending: 'true' } });
  if (res.status() !== 404) {
    expect(res.status(), `GET /api/solicitudes: ${await res.text()}`).toBe(200);
    const body: unknown = await res.json();
    const rows: unknown = typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body;
    expect(Array.isArray(rows), 'GET /api/solicitudes debe devolver { data: [...] }').toBe(true);
    const first = (rows as unknown[]).find(isFolioRef);
    if (!first) throw new Error('GET /api/solicitudes no devolvió ninguna solicitud con id, folio_solicitud y agencia_nombre');
    return first;
  }
  for (let id = 1; id <= 200; id++) {
    const detail = await api.get(`/api/solicitudes/${id}`);
    if (detail.status() === 404) continue;
    expect(detail.status(), `GET /api/solicitudes/${id}: ${await detail.text()}`).toBe(200);
    const body: unknown = await detail.json();
    if (isFolioRef(body)) return body;
    throw new Error(`GET /api/solicitudes/${id} sin id, folio_solicitud y agencia_nombre`);
  }
  throw new Error('Ninguna solicitud visible entre los ids 1..200');
}

/**
 * A folio no operator has, assigned by admin@ to operador@ through the API: its row and the call
 * center report's URL that shows it alone (every date, so the seed's older folios show too).
 */
export async function folioDelOperador(sessions: SessionCache): Promise<{ fila: SolicitudOperadorFila; url: string }> {
  const adminApi = await sessions.api('admin');
  const libres = (await (await adminApi.get('/api/solicitudes_operadores?asignadas=2&rowsPerPage=1')).json()) as { data: SolicitudOperadorFila[] };
  const fila = libres.data[0];
  if (!fila) throw new Error('Ninguna solicitud sin operador en /api/solicitudes_operadores');
  const operador = await sessions.login('operador');
  const operadores = (await (await adminApi.get('/api/operadores/list')).json()) as PersonaListItem[];
  const operadorId = operadores.find((o) => o.nombre_completo.startsWith(operador.nombre))?.id;
  expect((await adminApi.post('/api/solicitudes_operadores', { data: { seleccionados: [fila.id], usuario_id: operadorId } })).status()).toBe(200);
  return { fila, url: `/admin/reportes/callcenter?fecha_desde=&fecha_hasta=&folio_solicitud=${encodeURIComponent(fila.folio_solicitud)}` };
}
