import type { EventoHistorial, SolicitudDetalle } from '@verifica/contracts';
import { cerrarSesion, http } from '@verifica/shared/base';
import { getList, getPage } from './resource';

/*
 * Only what must be one instance or is common to every app lives here: the session's logout and
 * the request detail (SolicitudDetailDialog, opened from the shell and from remotes). A feature's
 * calls live in its app's `src/api/`, built on `resource()` / `getPage()` / `getList()`.
 */

/** POST /api/solicitudes/folio: the detail of a request by folio. */
export async function folio(folio_solicitud: string): Promise<SolicitudDetalle> {
  return (await http.post<SolicitudDetalle>('/api/solicitudes/folio', { folio_solicitud })).data;
}

/** GET /api/solicitudes/{id}: the detail of a request. */
export async function solicitud(id: number): Promise<SolicitudDetalle> {
  return (await http.get<SolicitudDetalle>(`/api/solicitudes/${id}`)).data;
}

/** GET /api/solicitudes/{id}/historial: the request's events, oldest first. */
export async function historial(id: number): Promise<EventoHistorial[]> {
  return (await http.get<EventoHistorial[]>(`/api/solicitudes/${id}/historial`)).data;
}

/**
 * GET /api/solicitudes_pdf/{id} with the Bearer header and opens the PDF in a new tab.
 * The tab is opened synchronously (inside the click) so popup blockers let it through.
 */
export async function openSolicitudPdf(id: number): Promise<void> {
  const tab = typeof window !== 'undefined' ? window.open('', '_blank') : null;
  try {
    const { data } = await http.get<Blob>(`/api/solicitudes_pdf/${id}`, { responseType: 'blob' });
    const blob = data instanceof Blob ? data : new Blob([data], { type: 'application/pdf' });
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The common calls in one object: `api.logout()`, `api.folio('F-1')`. */
export const api = {
  logout: cerrarSesion,
  folio,
  solicitud,
  historial,
  openSolicitudPdf,
  getPage,
  getList,
};
