/** No lost edits: a user carries a version; a save based on an older one is 409. */
import type { Usuario } from '@verifica/contracts';
import { comprobarVersion } from '../../../test/version';
import { admin, agencia1, nuevo, req, superadmin } from '../../../test/usuarios';

describe('PUT /api/usuarios/{id} with version', () => {
  it('two saves of one version at once: one wins, the other is 409 and changes nothing; a stale version is 409; none saves as before', async () => {
    const { password: _p, ...datos } = nuevo({ agencia_id: agencia1 });
    const creado = await req('POST', '/api/usuarios', admin, { ...datos, password: 'Secreta.123' });
    expect(creado.statusCode).toBe(201);
    const { id, version } = creado.json() as Usuario;
    expect(version).toBe(1);
    const url = `/api/usuarios/${id}`;
    await comprobarVersion<Usuario>({
      leer: async () => (await req('GET', url, admin)).json() as Usuario,
      guardar: (nombre, v, token) => req('PUT', url, token, { ...datos, nombre, ...(v === undefined ? {} : { version: v }) }),
      valorDe: (u) => u.nombre,
      tokens: [admin, superadmin],
    });
  });
});
