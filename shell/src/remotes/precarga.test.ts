import { SCREEN_ROUTES } from '@verifica/shared/base';
import { precargarAlAbrir, type Cargas } from './precarga';

const cargas = () => ({ marco: jest.fn(() => Promise.resolve({})), pantalla: jest.fn(() => Promise.resolve({})) }) satisfies Cargas;
const iniciar = (permisos: string[] = ['is_super_admin']) => {
  localStorage.setItem('token', 'x.y.z');
  localStorage.setItem('permisos', JSON.stringify(permisos));
};
const ruta = SCREEN_ROUTES.find((r) => r.path === '/admin/reportes/solicitudes');

afterEach(() => localStorage.clear());

describe('precargarAlAbrir', () => {
  it('con sesión, una pantalla de /admin: carga a la vez el marco y el módulo remoto de esa pantalla', () => {
    iniciar();
    const c = cargas();
    precargarAlAbrir('/admin/reportes/solicitudes/', c);
    expect(c.marco).toHaveBeenCalledTimes(1);
    expect(c.pantalla).toHaveBeenCalledWith(ruta?.remote, ruta?.module);
  });

  it('sin sesión, o fuera de /admin, no carga nada (la página de inicio no paga el resto)', () => {
    const c = cargas();
    precargarAlAbrir('/admin/reportes/solicitudes', c);
    iniciar();
    precargarAlAbrir('/', c);
    expect(c.marco).not.toHaveBeenCalled();
    expect(c.pantalla).not.toHaveBeenCalled();
  });

  it('una pantalla para la que la sesión no tiene permiso: su remoto no se descarga', () => {
    iniciar(['ver_reporte_callcenter']);
    const c = cargas();
    precargarAlAbrir('/admin/usuarios', c);
    expect(c.marco).toHaveBeenCalledTimes(1);
    expect(c.pantalla).not.toHaveBeenCalled();
  });

  it('el tablero (/admin) carga solo el marco; un remoto caído no rompe la apertura', async () => {
    iniciar();
    const c = { marco: jest.fn(() => Promise.resolve({})), pantalla: jest.fn(() => Promise.reject(new Error('caído'))) };
    precargarAlAbrir('/admin', c);
    expect(c.pantalla).not.toHaveBeenCalled();
    precargarAlAbrir('/admin/reportes/solicitudes', c);
    await Promise.resolve();
    expect(c.pantalla).toHaveBeenCalledTimes(1);
  });
});
