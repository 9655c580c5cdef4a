/** No lost edits: a field verification carries a version; a save based on an older one is 409. */
import type { SolicitudDetalle, Verificacion } from '@verifica/contracts';
import { solidPng } from '../../db/seed/png';
import { admin, agencia1, contextoDelArchivo, ctx, gestor, superadmin } from '../../../test/archivo';
import { sinAsignar } from '../../../test/asignadas';
import { multipart } from '../../../test/multipart';
import { comprobarVersion } from '../../../test/version';
import { GESTOR } from '../../consultas/solicitudes/asignacion';

contextoDelArchivo({ solicitudes: 20 });

describe('PUT /api/verificaciones/{id} with version', () => {
  it('two saves of one version at once: one wins, the other is 409 and changes nothing; a stale version is 409; none saves as before', async () => {
    const [id = 0] = await sinAsignar(ctx.db, GESTOR, agencia1, 1);
    const asignada = await ctx.app.inject({ method: 'POST', url: '/api/solicitudes_encuestador', headers: ctx.auth(admin), payload: { seleccionados: [id], usuario_id: await ctx.userId('gestor@verifica.mx') } });
    expect(asignada.statusCode).toBe(200);
    const m = multipart({ solicitud_id: String(id), atendio_usuario: 'true', tiene_vehiculo: 'false', latitude: '19.43', longitude: '-99.13' }, [
      { campo: 'imagenes', nombre: 'a.png', datos: solidPng(4, 4, [1, 2, 3]), tipo: 'image/png' },
    ]);
    const alta = await ctx.app.inject({ method: 'POST', url: '/api/verificaciones', headers: { ...ctx.auth(gestor), ...m.headers }, payload: m.payload });
    expect(alta.statusCode).toBe(201);
    const creada = alta.json() as Verificacion;
    expect(creada.version).toBe(1);

    // The edit dialog reads the verification from the request's detail (photo links left out: they are signed per call).
    const leer = async () => {
      const { verificacion } = (await ctx.app.inject({ method: 'GET', url: `/api/solicitudes/${id}`, headers: ctx.auth(admin) })).json() as SolicitudDetalle;
      const { imagenes: _i, ...resto } = verificacion as Verificacion;
      return resto;
    };
    await comprobarVersion({
      leer,
      guardar: (comentario, version, token) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/verificaciones/${creada.id}`,
          headers: ctx.auth(token),
          payload: { atendio_usuario: true, tiene_vehiculo: false, comentario, ...(version === undefined ? {} : { version }) },
        }),
      valorDe: (v) => v.comentario,
      tokens: [admin, superadmin],
    });
  });
});
