/**
 * The set-up both users test files share (usuarios.test.ts, usuarios-ficha.test.ts): importing it
 * opens a test context for the file (test/archivo.ts) and reads the roles' ids. The bindings are
 * live: read them inside tests, after beforeAll has run.
 */
import { ROLES } from '@verifica/contracts';
import { roles } from '../src/db/schema';
import { contextoDelArchivo, ctx } from './archivo';

export { admin, admin2, agencia1, agencia2, ctx, operador, superadmin } from './archivo';
export const rol: Record<keyof typeof ROLES, number> = { superAdministrador: 0, administrador: 0, supervisor: 0, operador: 0, gestor: 0 };

contextoDelArchivo();
beforeAll(async () => {
  const rs = await ctx.db.select({ id: roles.id, title: roles.title }).from(roles);
  for (const k of Object.keys(rol) as (keyof typeof ROLES)[]) rol[k] = rs.find((r) => r.title === ROLES[k].title)?.id ?? 0;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const req = (method: Method, url: string, token: string | null, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: token ? ctx.auth(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

let n = 0;
/** A valid new-user body with a fresh correo. */
export const nuevo = (over: Record<string, unknown> = {}) => ({
  nombre: 'Prueba',
  apellido_paterno: 'Pérez',
  apellido_materno: 'López',
  correo: `prueba${++n}@verifica.mx`,
  password: 'Secreta.123',
  telefono: '5512345678',
  rol_id: rol.gestor,
  direccion: 'Calle 1',
  ...over,
});

export const login = (correo: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/login', payload: { correo, password } });
