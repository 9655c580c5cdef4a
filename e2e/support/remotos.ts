import type { APIRequestContext } from '@playwright/test';
import type { RemotosRespuesta } from '@verifica/contracts';
import { BASE_URL } from './env';

/**
 * Leaves a remote as the other specs expect it, on the repository's build: no canary, every release
 * retired (a release left only 'publicada' would be Revertir's target, and a /remotes.json fallback).
 */
export async function dejarEnRepositorio(request: APIRequestContext, token: string, dir = 'mf-admin'): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  await request.delete(`${BASE_URL}/api/remotos/${dir}/canary`, { headers });
  for (let vuelta = 0; vuelta < 10; vuelta++) {
    const respuesta = await request.get(`${BASE_URL}/api/remotos`, { headers });
    if (!respuesta.ok()) throw new Error(`GET /api/remotos: HTTP ${respuesta.status()}`);
    const estado = ((await respuesta.json()) as RemotosRespuesta).remotos.find((r) => r.remoto === dir);
    if (!estado) return;
    for (const v of estado.versiones.filter((x) => x.estado === 'publicada')) {
      await request.post(`${BASE_URL}/api/remotos/${dir}/versiones/${v.id}/retirar`, { headers });
    }
    // With every other release retired, Revertir goes back to the repository's build.
    if (!estado.activa) return;
    await request.post(`${BASE_URL}/api/remotos/${dir}/revertir`, { headers });
  }
  throw new Error(`${dir} no volvió a la compilación del repositorio`);
}
