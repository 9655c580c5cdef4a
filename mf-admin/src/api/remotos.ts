import type { CanaryRelease, RemotosRespuesta } from '@verifica/contracts';
import { http } from '@verifica/shared';

const base = (remoto: string) => `/api/remotos/${encodeURIComponent(remoto)}`;

/** The release registry's calls (global permission): `remoto` is the folder name ('mf-admin'). */
export const remotos = {
  /** GET /api/remotos: every remote with its active release, canary and history. */
  estado: async (): Promise<RemotosRespuesta> => (await http.get<RemotosRespuesta>('/api/remotos')).data,
  activar: async (remoto: string, id: number): Promise<void> => {
    await http.post(`${base(remoto)}/versiones/${id}/activar`);
  },
  /** Back to the release active before the current one. */
  revertir: async (remoto: string): Promise<void> => {
    await http.post(`${base(remoto)}/revertir`);
  },
  /** Some agencies or a share of users get release `id`; the others keep the active one. */
  canary: async (remoto: string, id: number, destino: Partial<CanaryRelease>): Promise<void> => {
    await http.put(`${base(remoto)}/versiones/${id}/canary`, destino);
  },
  quitarCanary: async (remoto: string): Promise<void> => {
    await http.delete(`${base(remoto)}/canary`);
  },
  retirar: async (remoto: string, id: number): Promise<void> => {
    await http.post(`${base(remoto)}/versiones/${id}/retirar`);
  },
};
