/**
 * The set-up both auth test files share (auth.test.ts, contrasena.test.ts): importing it opens a
 * test context for the file (test/archivo.ts) with tight login limits. `ctx` is a live binding:
 * read it in tests.
 */
import { contextoDelArchivo, ctx } from './archivo';

export { ctx } from './archivo';
contextoDelArchivo({ env: { LOGIN_MAX_FAILS_ACCOUNT: '5', LOGIN_MAX_FAILS_IP: '20' } });

let ipCounter = 1;
/** A distinct client IP per call site, so per-IP counters do not leak between tests. */
export const nextIp = () => `10.0.0.${ipCounter++}`;

export const login = (correo: string, password: string, remoteAddress = nextIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { correo, password }, remoteAddress });
