/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MENSAJES, type LoginResponse } from '@verifica/contracts';
import { sessionStore } from '../session/sessionStore';
import { configureApi, setNavigate } from './client';
import { apiErrorMessage, apiErrorStatus } from './errors';
import { getPage } from './resource';

// A real HTTP server that writes a "Todos" answer as the test says, and the real fetch of Node.
type Manejador = (req: IncomingMessage, res: ServerResponse) => void;
let manejador: Manejador;
let servidor: Server;
const sesion: LoginResponse = { token: 'tok-flujo', nombre: 'Ana', correo: 'ana@verifica.mx', agencia: 'Norte', permisos: ['is_admin'] };
const navigate = jest.fn<void, [string]>();
const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  servidor = createServer((req, res) => manejador(req, res));
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
  configureApi({ baseURL: `http://127.0.0.1:${(servidor.address() as AddressInfo).port}` });
});
afterAll(async () => {
  configureApi({ baseURL: '' });
  setNavigate(null);
  servidor.closeAllConnections();
  await new Promise((r) => servidor.close(r));
});
beforeEach(() => {
  sessionStore.set(sesion);
  navigate.mockReset();
  setNavigate(navigate);
});

const filas = (desde: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: desde + i, nombre: `Fila [${desde + i}] "x"` }));
const json = (xs: unknown[]) => JSON.stringify(xs).slice(1, -1);

describe('getPage of "Todos" read as it streams (fetch)', () => {
  it('hands over the first rows while the answer is still arriving, with the session and the query of axios', async () => {
    let pedido: IncomingMessage | undefined;
    let seguir: () => void = () => undefined;
    manejador = (req, res) => {
      pedido = req;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write(`[${json(filas(1, 300))},`);
      seguir = () => res.end(`${json(filas(301, 700))}]`);
    };
    const lotes: number[] = [];
    const lectura = getPage<{ id: number }>('/api/solicitudes', { rowsPerPage: -1, agencia_id: [1, 2], search: 'Ana María', vacio: '' }, { alAvanzar: (f) => lotes.push(f.length) });
    while (lotes.length === 0) await esperar(5);
    // 300 rows on hand, the server has not finished.
    expect(lotes).toStrictEqual([300]);
    seguir();
    const pagina = await lectura;
    expect(pagina.rows.map((f) => f.id)).toStrictEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
    expect(pagina).toMatchObject({ totalItems: 1000, pages: 1, page: 1 });
    expect(lotes.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(pedido?.headers.authorization).toBe('Bearer tok-flujo');
    expect(pedido?.url).toBe('/api/solicitudes?rowsPerPage=-1&agencia_id=1&agencia_id=2&search=Ana%20Mar%C3%ADa');
  });

  it('a refusal reads like an axios one: the server message and status', async () => {
    manejador = (_req, res) => {
      res.writeHead(422, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Los datos proporcionados no son válidos', errors: { fecha_hasta: ['La fecha final no puede ser anterior a la inicial'] } }));
    };
    const error = await getPage('/api/solicitudes', { rowsPerPage: -1 }, { alAvanzar: () => undefined }).catch((e: unknown) => e);
    expect(apiErrorStatus(error)).toBe(422);
    expect(apiErrorMessage(error)).toBe('Los datos proporcionados no son válidos');
    expect(sessionStore.getToken()).toBe('tok-flujo');
  });

  it('a 401 to the session ends it, as for every other call', async () => {
    manejador = (_req, res) => {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: MENSAJES.sesionExpirada, error: 'token_expired' }));
    };
    await expect(getPage('/api/solicitudes', { rowsPerPage: -1 }, { alAvanzar: () => undefined })).rejects.toMatchObject({ response: { status: 401 } });
    expect(sessionStore.getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('an answer cut short is the Spanish error, after the rows that came', async () => {
    manejador = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write(`[${json(filas(1, 50))},{"id":51,"nom`);
      setTimeout(() => res.destroy(), 50);
    };
    let recibidas = 0;
    const error = await getPage('/api/solicitudes', { rowsPerPage: -1 }, { alAvanzar: (f) => (recibidas += f.length) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(MENSAJES.listaIncompleta);
    expect(recibidas).toBe(50);
  });

  it('an abort stops the download: the server sees the connection close', async () => {
    let cerrada = false;
    manejador = (req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write(`[${json(filas(1, 10))},`);
      req.socket.on('close', () => (cerrada = true));
    };
    const control = new AbortController();
    const lectura = getPage('/api/solicitudes', { rowsPerPage: -1 }, { signal: control.signal, alAvanzar: () => control.abort() });
    await expect(lectura).rejects.toMatchObject({ name: 'AbortError' });
    for (let i = 0; i < 100 && !cerrada; i++) await esperar(10);
    expect(cerrada).toBe(true);
  });

  it('a page (or "Todos" without alAvanzar) is still one axios call', async () => {
    manejador = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(filas(1, 3)));
    };
    expect((await getPage('/api/solicitudes', { rowsPerPage: -1 })).rows).toHaveLength(3);
  });
});
