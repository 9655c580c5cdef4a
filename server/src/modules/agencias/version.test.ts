/** No lost edits: an agency carries a version; a save based on an older one is 409. */
import type { Agencia } from '@verifica/contracts';
import { agencia2, contextoDelArchivo, ctx, superadmin } from '../../../test/archivo';
import { comprobarVersion } from '../../../test/version';

contextoDelArchivo();

describe('PUT /api/agencias/{id} with version', () => {
  it('two saves of one version at once: one wins, the other is 409 and changes nothing; a stale version is 409; none saves as before', async () => {
    const url = `/api/agencias/${agencia2}`;
    const { nombre: _n, id: _id, version: _v, ...resto } = (await ctx.app.inject({ method: 'GET', url, headers: ctx.auth(superadmin) })).json() as Agencia;
    const otro = await ctx.tokenFor('superadmin@verifica.mx');
    await comprobarVersion<Agencia>({
      leer: async () => (await ctx.app.inject({ method: 'GET', url, headers: ctx.auth(superadmin) })).json() as Agencia,
      guardar: (nombre, version, token) =>
        ctx.app.inject({ method: 'PUT', url, headers: ctx.auth(token), payload: { ...resto, nombre: `Agencia ${nombre}`, ...(version === undefined ? {} : { version }) } }),
      valorDe: (a) => a.nombre.replace(/^Agencia /, ''),
      tokens: [superadmin, otro],
    });
  });
});
