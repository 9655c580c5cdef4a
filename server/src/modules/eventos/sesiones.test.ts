/**
 * A revoked session's open streams end at once, on every process: logout,
 * deactivation and a password change, with the keep-alive check a minute away.
 */
import { eq } from 'drizzle-orm';
import { usuarios } from '../../db/schema';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../../../test/context';
import { activosDeRol, agenciaIds } from '../../../test/personas';
import { suscribir, type Suscripcion } from '../../../test/sse';

let ctx: TestContext;
let base: string;
const abiertas: Suscripcion[] = [];
/** How soon a revoked stream must end (the keep-alive check is 60 s away). */
const PRONTO_MS = 2000;

beforeAll(async () => {
  ctx = await createTestContext({ solicitudes: 0, env: { EVENTOS_PING_MS: '60000' } });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const s of abiertas.splice(0)) s.cerrar();
});
afterAll(() => ctx.close());

const abrir = async (token: string, donde = base) => {
  const s = await suscribir(donde, token);
  expect(s.status).toBe(200);
  abiertas.push(s);
  await s.esperar((e) => e.evento === 'conectado');
  return s;
};

/** 'terminado' when the server ends the stream within `ms`, else 'sigue abierto'. */
const terminaEn = (s: Suscripcion, ms = PRONTO_MS) =>
  Promise.race([s.terminado.then(() => 'terminado'), new Promise((r) => setTimeout(() => r('sigue abierto'), ms))]);

const correoDe = async (id: number) => (await ctx.db.select({ correo: usuarios.correo }).from(usuarios).where(eq(usuarios.id, id)))[0]!.correo;

describe('a revoked session ends its open streams at once', () => {
  it('logout: that token\'s stream ends; the same user\'s other session stays open', async () => {
    const token = await ctx.tokenFor('supervisor@verifica.mx');
    const otraSesion = await ctx.tokenFor('supervisor@verifica.mx');
    const s = await abrir(token);
    const otra = await abrir(otraSesion);
    const salir = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: ctx.auth(token) });
    expect(salir.statusCode).toBe(200);
    await expect(terminaEn(s)).resolves.toBe('terminado');
    await expect(terminaEn(otra, 300)).resolves.toBe('sigue abierto');
  });

  it('deactivation by an administrator', async () => {
    const [agencia1] = await agenciaIds(ctx.db);
    const operadorArroba = await ctx.userId('operador@verifica.mx');
    const id = (await activosDeRol(ctx.db, 'operador', [agencia1!])).find((n) => n !== operadorArroba)!;
    const s = await abrir(await ctx.tokenFor(await correoDe(id)));
    const [u] = await ctx.db.select().from(usuarios).where(eq(usuarios.id, id));
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/usuarios/${id}`,
      headers: ctx.auth(await ctx.tokenFor('admin@verifica.mx')),
      payload: { nombre: u!.nombre, apellido_paterno: u!.apellido_paterno, correo: u!.correo, rol_id: u!.rol_id, agencia_id: u!.agencia_id, activo: false },
    });
    expect([put.statusCode, put.statusCode === 200 ? '' : put.body]).toEqual([200, '']);
    await expect(terminaEn(s)).resolves.toBe('terminado');
  });

  it('a password change ends the sessions issued before it', async () => {
    const token = await ctx.tokenFor('gestor@verifica.mx');
    const s = await abrir(token);
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/change_password',
      headers: ctx.auth(token),
      payload: { old_password: TEST_PASSWORD, password: 'Nueva.Clave.2026', password_confirmation: 'Nueva.Clave.2026' },
    });
    expect(r.statusCode).toBe(200);
    await expect(terminaEn(s)).resolves.toBe('terminado');
  });

  it('on another process too', async () => {
    const otro = await ctx.otroServidor();
    const otraBase = await otro.listen({ port: 0, host: '127.0.0.1' });
    const token = await ctx.tokenFor('admin2@verifica.mx');
    const s = await abrir(token, otraBase);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: ctx.auth(token) })).statusCode).toBe(200);
    await expect(terminaEn(s)).resolves.toBe('terminado');
  });
});
