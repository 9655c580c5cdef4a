import type { PantallaVista, Vista, VistaCambiar, VistaCrear } from '@verifica/contracts';
import { http } from '@verifica/shared/base';

/** The saved-views API: GET/POST /api/vistas, PUT/DELETE /api/vistas/{id}. */
export const vistasApi = {
  listar: async (pantalla: PantallaVista): Promise<Vista[]> => (await http.get<Vista[]>('/api/vistas', { params: { pantalla } })).data,
  crear: async (vista: VistaCrear): Promise<Vista> => (await http.post<Vista>('/api/vistas', vista)).data,
  cambiar: async (id: number, cambio: VistaCambiar): Promise<Vista> => (await http.put<Vista>(`/api/vistas/${id}`, cambio)).data,
  eliminar: async (id: number): Promise<void> => {
    await http.delete(`/api/vistas/${id}`);
  },
};
