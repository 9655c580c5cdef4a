/**
 * GET /api/eventos (live lists): real HTTP streams, changes made through the API, the
 * notices crossing processes through LISTEN/NOTIFY and each subscriber's scope.
 */
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { MENSAJES } from '@verifica/contracts';
import { solicitudes, solicitudesOperadores } from '../../db/schema';
import { agencia1, agencia2, contextoDelArchivo, ctx } from '../../../test/archivo';
import { cambio, suscribir, suscriptoresDelArchivo } from '../../../test/sse';

contextoDelArchivo({ solicitudes: 200, env: { EVENTOS_PING_MS: '200', EVENTOS_POR_USUARIO: '3' } });
const vivo = suscriptoresDelArchivo(() => ctx);
const { abrir } = vivo;

const solicitudDe = async (agenciaId: number, excepto: number[] = []) => {
  const [s] = await ctx.db
    .select({ id: solicitudes.id })
    .from(solicitudes)
    .where(and(eq(solicitudes.agencia_id, agenciaId), excepto.length ? notInArray(solicitudes.id, excepto) : undefined))
    .orderBy(asc(solicitudes.id))
    .limit(1);
  return s!.id;
};

const comentar = async (correo: string, id: number, comentario: string) => {
  const r = await ctx.app.inject({ method: 'PUT', url: `/api/solicitudes/${id}`, headers: ctx.auth(await ctx.tokenFor(correo)), payload: { comentario } });
  expect([r.statusCode, r.statusCode === 200 ? '' : r.body]).toEqual([200, '']);
};

describe('GET /api/eventos', () => {
  it('needs a session (401 in Spanish) and caps streams per user (429)', async () => {
    const sin = await suscribir(vivo.base, null);
    expect(sin.status).toBe(401);
    expect(JSON.parse(sin.cuerpo).message).toMatch(/sesión|autentic/i);
    await abrir('supervisor@verifica.mx');
    await abrir('supervisor@verifica.mx');
    await abrir('supervisor@verifica.mx');
    const cuarta = await suscribir(vivo.base, await ctx.tokenFor('supervisor@verifica.mx'));
    expect(cuarta.status).toBe(429);
    expect(JSON.parse(cuarta.cuerpo).message).toBe('Demasiadas conexiones de avisos en vivo abiertas; cierra otras pestañas');
  });

  it('bad tokens, headers and queries get a Spanish 4xx or a plain stream, never a 500', async () => {
    const malos: [Record<string, string>, string][] = [
      [{ authorization: 'Bearer ' }, ''],
      [{ authorization: 'Bearer x.y.z' }, ''],
      [{ authorization: 'Basic Zm9vOmJhcg==' }, ''],
      [{ authorization: `Bearer ${'a'.repeat(5000)}` }, ''],
      [{}, '?token=' + encodeURIComponent("' or 1=1")],
    ];
    for (const [headers, q] of malos) {
      const r = await fetch(`${vivo.base}/api/eventos${q}`, { headers });
      expect([r.status, r.headers.get('content-type')]).toEqual([401, 'application/json; charset=utf-8']);
      expect(((await r.json()) as { message: string }).message).toBe(MENSAJES.noAutenticado);
    }
    const token = await ctx.tokenFor('supervisor@verifica.mx');
    const control = new AbortController();
    const r = await fetch(`${vivo.base}/api/eventos?page=-1&x=${encodeURIComponent('<script>')}`, { headers: { authorization: `Bearer ${token}`, 'last-event-id': "' or 1=1" }, signal: control.signal });
    expect([r.status, r.headers.get('content-type')]).toEqual([200, 'text/event-stream; charset=utf-8']);
    control.abort();
  });

  it("an agency-2 admin gets nothing of agency 1's changes; agency 1 and a global user get them", async () => {
    const admin1 = await abrir('admin@verifica.mx');
    const admin2 = await abrir('admin2@verifica.mx');
    const global = await abrir('superadmin@verifica.mx');
    const de1 = await solicitudDe(agencia1);
    const de2 = await solicitudDe(agencia2);
    await comentar('admin@verifica.mx', de1, 'cambio en la agencia 1');
    const visto = await admin1.esperar(cambio('solicitud_modificada', de1));
    expect(visto.datos).toMatchObject({ tipo: 'solicitud_modificada', accion: 'actualizar', solicitud_id: de1, solicitudes: [de1], actor_id: await ctx.userId('admin@verifica.mx'), propio: true });
    expect((await global.esperar(cambio('solicitud_modificada', de1))).datos.propio).toBe(false);
    // A later change of agency 2 reaches admin2: anything of agency 1 would have arrived before it.
    await comentar('admin2@verifica.mx', de2, 'cambio en la agencia 2');
    await admin2.esperar(cambio('solicitud_modificada', de2));
    expect(admin2.eventos.filter((e) => e.evento === 'cambio').map((e) => e.datos.solicitud_id)).toEqual([de2]);
    expect(admin1.eventos.some((e) => e.datos.solicitud_id === de2)).toBe(false);
  });

  it('an operator hears only of the requests assigned to them, including one taken away', async () => {
    const operador = await abrir('operador@verifica.mx');
    const operadorId = await ctx.userId('operador@verifica.mx');
    const admin = await ctx.tokenFor('admin@verifica.mx');
    const asignadas = (await ctx.db.select({ id: solicitudesOperadores.solicitud_id }).from(solicitudesOperadores).where(eq(solicitudesOperadores.activo, true))).map((r) => r.id);
    const libre = await solicitudDe(agencia1, asignadas);
    const otra = await solicitudDe(agencia1, [...asignadas, libre]);
    await comentar('admin@verifica.mx', otra, 'no es del operador');
    const asignar = await ctx.app.inject({ method: 'POST', url: '/api/solicitudes_operadores', headers: ctx.auth(admin), payload: { seleccionados: [libre], usuario_id: operadorId } });
    expect(asignar.statusCode).toBe(200);
    const suya = await operador.esperar(cambio('asignacion_operador', libre));
    expect(suya.datos.accion).toBe('asignar');
    await comentar('admin@verifica.mx', libre, 'ahora sí es suya');
    await operador.esperar(cambio('solicitud_modificada', libre));
    const quitar = await ctx.app.inject({ method: 'PUT', url: `/api/solicitudes_operadores/${libre}`, headers: ctx.auth(admin), payload: { usuario_id: 0 } });
    expect(quitar.statusCode).toBe(200);
    await operador.esperar((e) => cambio('asignacion_operador', libre)(e) && e.datos.accion === 'desasignar');
    expect(operador.eventos.some((e) => e.datos.solicitud_id === otra)).toBe(false);
  });

  it('a refused change publishes nothing', async () => {
    const admin1 = await abrir('admin@verifica.mx');
    const de1 = await solicitudDe(agencia1);
    const r = await ctx.app.inject({ method: 'PUT', url: `/api/solicitudes/${de1}`, headers: ctx.auth(await ctx.tokenFor('admin@verifica.mx')), payload: { folio_solicitud: '' } });
    expect(r.statusCode).toBe(422);
    await comentar('admin@verifica.mx', de1, 'marca');
    await admin1.esperar(cambio('solicitud_modificada', de1));
    expect(admin1.eventos.filter((e) => e.evento === 'cambio')).toHaveLength(1);
  });

  it('crosses servers: a change made on one process reaches a subscriber of another', async () => {
    const otro = await ctx.otroServidor();
    const otraBase = await otro.listen({ port: 0, host: '127.0.0.1' });
    const supervisor = await abrir('supervisor@verifica.mx', otraBase);
    const de1 = await solicitudDe(agencia1);
    await comentar('admin@verifica.mx', de1, 'desde el primer servidor');
    await supervisor.esperar(cambio('solicitud_modificada', de1));
  });

  it('ends the stream once the session ends (logout), at the next keep-alive check', async () => {
    const token = await ctx.tokenFor('supervisor@verifica.mx');
    const s = await suscribir(vivo.base, token);
    vivo.abiertas.push(s);
    expect(s.status).toBe(200);
    const salir = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: ctx.auth(token) });
    expect(salir.statusCode).toBe(200);
    await expect(Promise.race([s.terminado.then(() => 'terminado'), new Promise((r) => setTimeout(() => r('sigue abierto'), 3000))])).resolves.toBe('terminado');
  });
});

if (process.env.TEST_DATABASE_URL) {
  describe('the listening connection drops (PostgreSQL)', () => {
    it('reopens by itself, tells subscribers events may be lost, and delivers again', async () => {
      const admin1 = await abrir('admin@verifica.mx');
      await ctx.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`);
      const aviso = await admin1.esperar((e) => e.evento === 'conectado' && e.datos.perdidos === true, 10_000);
      expect(aviso.datos).toEqual({ perdidos: true });
      const de1 = await solicitudDe(agencia1);
      await comentar('admin@verifica.mx', de1, 'después de la caída');
      await admin1.esperar(cambio('solicitud_modificada', de1));
    });
  });
}
