/** Security headers on every answer (also 401 and 404), the API docs under their own CSP, and Node-level refusals in Spanish. */
import net from 'node:net';
import { MENSAJES_API } from '@verifica/contracts';
import { contextoDelArchivo, ctx } from '../test/archivo';

contextoDelArchivo({ solicitudes: 5 });

describe('security headers', () => {
  it.each([
    ['401 without a token', '/api/me', 401],
    ['401 with a broken token', '/api/usuarios', 401],
    ['404 of an unknown API path', '/api/no-existe', 404],
    ['200', '/api/health', 200],
  ])('%s', async (_caso, url, status) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: url === '/api/usuarios' ? { authorization: 'Bearer x.y.z' } : {} });
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('403 carries them too', async () => {
    const token = await ctx.tokenFor('gestor@verifica.mx');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/usuarios', headers: ctx.auth(token) });
    expect(res.statusCode).toBe(403);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('/api/docs has a CSP of its own, with no other origin', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).not.toMatch(/https:|validator\.swagger\.io|upgrade-insecure-requests/);
  });
});

describe('answers Node gives before routing', () => {
  /** Sends raw bytes to a listening server and reads until it closes. */
  const crudo = (port: number, datos: string) =>
    new Promise<string>((resolve, reject) => {
      let r = '';
      const s = net.connect(port, '127.0.0.1', () => s.write(datos));
      s.on('data', (d: Buffer) => (r += d.toString()));
      s.on('end', () => resolve(r));
      s.on('close', () => resolve(r));
      s.on('error', reject);
    });

  it('oversized headers: 431 with a Spanish JSON message', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const r = await crudo(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Relleno: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(r).toMatch(/^HTTP\/1\.1 431 /);
    expect(r).toContain('X-Content-Type-Options: nosniff');
    expect(JSON.parse(r.slice(r.indexOf('\r\n\r\n') + 4))).toEqual({ message: MENSAJES_API.encabezadosDemasiadoGrandes });
    const malo = await crudo(port, 'NO ES HTTP\r\n\r\n');
    expect(malo).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(malo.slice(malo.indexOf('\r\n\r\n') + 4))).toEqual({ message: MENSAJES_API.peticionInvalida });
  });
});
