/**
 * No lost edits: a request carries one version for its client data and its internal
 * data (comentario, position); a save based on an older one is 409.
 */
import { MENSAJES_API, type SolicitudDetalle } from '@verifica/contracts';
import { admin, agencia1, contextoDelArchivo, ctx, superadmin } from '../../../test/archivo';
import { sinAsignar } from '../../../test/asignadas';
import { comprobarVersion } from '../../../test/version';
import { GESTOR } from '../../consultas/solicitudes/asignacion';

contextoDelArchivo({ solicitudes: 20 });

const pedir = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.auth(token), ...(payload ? { payload } : {}) });
const conVersion = (version: unknown) => (version === undefined ? {} : { version });

describe('PUT /api/solicitudes/{id} with version', () => {
  it('client data and internal data: two saves of one version at once, one wins and the other is 409; a stale version is 409; none saves as before', async () => {
    const [id = 0] = await sinAsignar(ctx.db, GESTOR, agencia1, 1);
    const url = `/api/solicitudes/${id}`;
    const leer = async () => (await pedir('GET', url, admin)).json() as SolicitudDetalle;
    await comprobarVersion<SolicitudDetalle>({
      leer,
      guardar: (nombre, v, token) => pedir('PUT', url, token, { nombre, ...conVersion(v) }),
      valorDe: (s) => s.nombre,
      tokens: [admin, superadmin],
    });
    await comprobarVersion<SolicitudDetalle>({
      leer,
      guardar: (comentario, v, token) => pedir('PUT', url, token, { comentario, position: null, ...conVersion(v) }),
      valorDe: (s) => s.comentario,
      tokens: [superadmin, admin],
    });

    // One version for both: internal data saved since the client form was loaded -> 409 there.
    const { version } = await leer();
    expect((await pedir('PUT', url, admin, { comentario: 'Llamar antes', version })).statusCode).toBe(200);
    const vieja = await pedir('PUT', url, superadmin, { nombre: 'Otro Nombre', version });
    expect([vieja.statusCode, vieja.json()]).toEqual([409, { message: MENSAJES_API.registroModificado }]);
    expect(await leer()).toMatchObject({ nombre: 'Cuarta', comentario: 'Llamar antes', version: version + 1 });
  });
});
