import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { MENSAJES, type LoginResponse } from '@verifica/contracts';
import { sessionStore } from '../session/sessionStore';
import { configureApi, http, setNavigate } from './client';
import { api, openSolicitudPdf } from './endpoints';
import { getList, resource } from './resource';
import { paramsSerializer } from './params';
import { apiErrorMessage, fieldErrors, validationError } from './errors';

/**
 * A fake server behind axios' adapter seam: the real interceptors, headers and error
 * handling of our client run; only the network is replaced.
 */
type Route = (config: InternalAxiosRequestConfig) => { status: number; data: unknown } | 'network-error';
let route: Route;
const seen: InternalAxiosRequestConfig[] = [];

const fakeServer: AxiosAdapter = async (config) => {
  seen.push(config);
  const answer = route(config);
  if (answer === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  const response: AxiosResponse = {
    data: answer.data,
    status: answer.status,
    statusText: String(answer.status),
    headers: new AxiosHeaders(),
    config,
  };
  if (answer.status >= 400) {
    throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
  }
  return response;
};

const sesion: LoginResponse = {
  token: 'tok-123',
  nombre: 'Ana',
  correo: 'ana@verifica.mx',
  agencia: 'Norte',
  permisos: ['is_admin'],
};

const navigate = jest.fn<void, [string]>();

beforeAll(() => {
  http.defaults.adapter = fakeServer;
});
beforeEach(() => {
  localStorage.clear();
  sessionStore.clear();
  seen.length = 0;
  navigate.mockReset();
  setNavigate(navigate);
});
afterAll(() => setNavigate(null));

describe('API client', () => {
  it('sends the token as a Bearer header', async () => {
    sessionStore.set(sesion);
    route = () => ({ status: 200, data: [{ id: 1, nombre: 'Norte' }] });

    await expect(getList('/api/agencias/list')).resolves.toEqual([{ id: 1, nombre: 'Norte' }]);
    expect(seen[0]?.url).toBe('/api/agencias/list');
    expect(AxiosHeaders.from(seen[0]?.headers).get('Authorization')).toBe('Bearer tok-123');
  });

  it('does not send the token with login', async () => {
    sessionStore.set(sesion);
    route = () => ({ status: 200, data: sesion });
    await http.post('/api/login', { correo: 'ana@verifica.mx', password: 'secreta123' }, { skipAuth: true });
    expect(seen[0]?.url).toBe('/api/login');
    expect(AxiosHeaders.from(seen[0]?.headers).has('Authorization')).toBe(false);
  });

  it('a 401 token_expired clears the session and navigates to /', async () => {
    sessionStore.set(sesion);
    route = () => ({ status: 401, data: { message: MENSAJES.sesionExpirada, error: 'token_expired' } });

    await expect(api.solicitud(7)).rejects.toBeInstanceOf(AxiosError);

    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('permisos')).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('a 401 to a request that carried the token (revoked session) also ends the session', async () => {
    sessionStore.set(sesion);
    route = () => ({ status: 401, data: { message: MENSAJES.noAutenticado } });

    await expect(getList('/api/agencias/list')).rejects.toBeInstanceOf(AxiosError);

    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('any other 401 (bad credentials) keeps the session and stays put', async () => {
    sessionStore.set(sesion);
    route = () => ({ status: 401, data: { message: MENSAJES.credencialesInvalidas } });

    const error: unknown = await http
      .post('/api/login', { correo: 'x@y.mx', password: 'mala' }, { skipAuth: true })
      .catch((e: unknown) => e);

    expect(apiErrorMessage(error)).toBe(MENSAJES.credencialesInvalidas);
    expect(sessionStore.get()?.token).toBe('tok-123');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('extracts the field errors of a 422', async () => {
    sessionStore.set(sesion);
    route = () => ({
      status: 422,
      data: { message: MENSAJES.datosInvalidos, errors: { nombre: ['Este campo es obligatorio'], region: ['Región no válida'] } },
    });
    const error: unknown = await resource('agencias')
      .create({ nombre: '', direccion: 'x', region: 'R1', color: '#000000' })
      .catch((e: unknown) => e);

    expect(validationError(error)).toEqual({
      message: MENSAJES.datosInvalidos,
      errors: { nombre: ['Este campo es obligatorio'], region: ['Región no válida'] },
    });
    expect(fieldErrors(error).nombre).toEqual(['Este campo es obligatorio']);
    expect(apiErrorMessage(error)).toBe(MENSAJES.datosInvalidos);
  });

  it("without a response the message is 'Error inesperado'", async () => {
    route = () => 'network-error';
    const error: unknown = await http.post('/password/email', { correo: 'a@b.mx' }, { skipAuth: true }).catch((e: unknown) => e);
    expect(apiErrorMessage(error)).toBe('Error inesperado');
    expect(validationError(error)).toBeNull();
    expect(fieldErrors(error)).toEqual({});
    expect(apiErrorMessage(new Error('boom'))).toBe('Error inesperado');
  });

  it('normalises paged answers and the plain array of rowsPerPage -1', async () => {
    sessionStore.set(sesion);
    const agencia = { id: 1, nombre: 'Norte', direccion: 'Calle 1', region: 'R1', color: '#112233' };
    route = (config) =>
      (config.params as { rowsPerPage: number }).rowsPerPage === -1
        ? { status: 200, data: [agencia] }
        : { status: 200, data: { total: 3, current_page: 2, totalItems: 21, data: [agencia] } };

    const agencias = resource<typeof agencia>('agencias');
    await expect(agencias.list({ page: 2, rowsPerPage: 10 })).resolves.toEqual({
      rows: [agencia],
      totalItems: 21,
      pages: 3,
      page: 2,
    });
    await expect(agencias.list({ rowsPerPage: -1 })).resolves.toEqual({ rows: [agencia], totalItems: 1, pages: 1, page: 1 });
    expect(seen[0]?.params).toEqual({ page: 2, rowsPerPage: 10 });
  });

  it("a resource's fixed list parameters go with every list call; the call's own win", async () => {
    sessionStore.set(sesion);
    route = () => ({ status: 200, data: [] });
    const usuarios = resource('usuarios', { listParams: { eliminado: 1, rol: 'gestor' } });
    await usuarios.list({ rowsPerPage: -1, rol: 'operador' });
    expect(seen[0]?.url).toBe('/api/usuarios');
    expect(seen[0]?.params).toEqual({ eliminado: 1, rol: 'operador', rowsPerPage: -1 });
  });

  it('resource() maps get, create, update and remove to /api/<name>[/<id>]', async () => {
    sessionStore.set(sesion);
    route = (config) => ({ status: 200, data: { method: config.method, url: config.url, body: config.data ?? null } });
    const agencias = resource<{ method: string; url: string }, { nombre: string }>('agencias');
    await expect(agencias.get(3)).resolves.toMatchObject({ method: 'get', url: '/api/agencias/3' });
    await expect(agencias.create({ nombre: 'N' })).resolves.toMatchObject({ method: 'post', url: '/api/agencias' });
    await expect(agencias.update(3, { nombre: 'N' })).resolves.toMatchObject({ method: 'put', url: '/api/agencias/3' });
    await expect(agencias.remove(3)).resolves.toBeUndefined();
    expect(seen.map((c) => `${c.method} ${c.url}`)).toEqual([
      'get /api/agencias/3',
      'post /api/agencias',
      'put /api/agencias/3',
      'delete /api/agencias/3',
    ]);
    expect(JSON.parse(String(seen[1]?.data))).toEqual({ nombre: 'N' });
  });

  it('query strings: arrays as repeated keys without brackets; undefined, null and empty left out', async () => {
    sessionStore.set(sesion);
    route = () => ({ status: 200, data: [] });
    await getList('/api/gestores/list', {
      agencia_id: [1, 2],
      estatus: ['a b', '', null],
      search: '',
      rol: null,
      desde: undefined,
      page: 0,
      activo: false,
    });
    const url = http.getUri(seen[0]);
    expect(url).toBe('/api/gestores/list?agencia_id=1&agencia_id=2&estatus=a%20b&page=0&activo=false');
    expect(paramsSerializer({ x: ['a', 'b'], y: [] })).toBe('x=a&x=b');
  });

  it('configureApi changes the base URL', async () => {
    route = () => ({ status: 200, data: [] });
    configureApi({ baseURL: 'http://api.local:3000' });
    await getList('/api/permisos/list');
    configureApi({ baseURL: '' });
    expect(seen[0]?.baseURL).toBe('http://api.local:3000');
  });

  it('openSolicitudPdf opens the tab before the download and then shows the PDF in it', async () => {
    sessionStore.set(sesion);
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const createObjectURL = jest.fn(() => 'blob:pdf-1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    let openedBeforeDownload = false;
    route = () => {
      openedBeforeDownload = open.mock.calls.length === 1;
      return { status: 200, data: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) };
    };

    await openSolicitudPdf(42);

    expect(openedBeforeDownload).toBe(true);
    expect(seen[0]?.url).toBe('/api/solicitudes_pdf/42');
    expect(seen[0]?.responseType).toBe('blob');
    expect(AxiosHeaders.from(seen[0]?.headers).get('Authorization')).toBe('Bearer tok-123');
    expect(tab.location.href).toBe('blob:pdf-1');
    open.mockRestore();
  });

  it('openSolicitudPdf closes the blank tab when the download fails', async () => {
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    route = () => ({ status: 404, data: { message: MENSAJES.noEncontrado } });
    await expect(openSolicitudPdf(9)).rejects.toBeInstanceOf(AxiosError);
    expect(tab.close).toHaveBeenCalled();
    open.mockRestore();
  });
});
