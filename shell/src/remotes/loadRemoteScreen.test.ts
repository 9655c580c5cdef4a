import { waitFor } from '@testing-library/react';
import { precargarControles } from '@verifica/shared';
import { initRemotes, loadExposed, resetRemote } from './federation';
import { forgetRemote, loadRemoteScreen, precargarRemotos } from './loadRemoteScreen';

jest.mock('./federation', () => ({ initRemotes: jest.fn(), loadExposed: jest.fn(), resetRemote: jest.fn() }));
jest.mock('@verifica/shared', () => ({ precargarControles: jest.fn() }));
const precargar = jest.mocked(precargarControles);
const exponer = jest.mocked(loadExposed);
const iniciar = jest.mocked(initRemotes);

const pantalla = { default: () => null };

beforeEach(() => {
  jest.clearAllMocks();
  iniciar.mockResolvedValue({});
  exponer.mockResolvedValue(pantalla);
  precargar.mockResolvedValue(undefined);
  forgetRemote('mf_solicitudes');
  forgetRemote('mf_admin');
});

describe('la carga de una pantalla remota', () => {
  it('al abrir la URL de una pantalla se pide su módulo, y la pantalla recibe esa misma carga', async () => {
    precargarRemotos('/admin/reportes/solicitudes', ['*']);
    expect(iniciar).toHaveBeenCalledTimes(1);
    expect(exponer).toHaveBeenCalledWith('mf_solicitudes', './ReporteSolicitudes');
    await expect(loadRemoteScreen('mf_solicitudes', './ReporteSolicitudes')).resolves.toBe(pantalla);
    expect(exponer).toHaveBeenCalledTimes(1);
  });

  it('una ruta con parámetros es la de su pantalla; una ruta que no es de una pantalla solo prepara los remotos', () => {
    precargarRemotos('/admin/agencias/7', ['is_super_admin']);
    expect(exponer).toHaveBeenCalledWith('mf_admin', './AgenciaForm');
    exponer.mockClear();
    precargarRemotos('/admin', ['*']);
    expect(iniciar).toHaveBeenCalledTimes(2);
    expect(exponer).not.toHaveBeenCalled();
  });

  it('la pantalla que el usuario no puede abrir no se pide', () => {
    precargarRemotos('/admin/usuarios', ['admin']);
    expect(iniciar).toHaveBeenCalledTimes(1);
    expect(exponer).not.toHaveBeenCalled();
  });

  it('una carga fallida se olvida: la siguiente se intenta otra vez', async () => {
    exponer.mockRejectedValueOnce(new Error('remoto caído'));
    await expect(loadRemoteScreen('mf_admin', './Agencias')).rejects.toThrow('remoto caído');
    await expect(loadRemoteScreen('mf_admin', './Agencias')).resolves.toBe(pantalla);
    expect(exponer).toHaveBeenCalledTimes(2);
  });

  it('pide a la vez los controles diferidos que la pantalla nombra (los conocidos), sin esperarlos', async () => {
    precargar.mockReturnValueOnce(new Promise<void>(() => undefined));
    const conControles = { default: () => null, controles: ['tabla', 'fecha', 'otroDeUnKitMasNuevo'] };
    exponer.mockResolvedValueOnce(conControles);
    await expect(loadRemoteScreen('mf_solicitudes', './ReporteSolicitudes')).resolves.toBe(conControles);
    await waitFor(() => expect(precargar).toHaveBeenCalledWith(['tabla', 'fecha']));
  });

  it('una pantalla que no nombra controles no pide ninguno', async () => {
    await expect(loadRemoteScreen('mf_admin', './ChangePassword')).resolves.toBe(pantalla);
    expect(precargar).not.toHaveBeenCalled();
  });

  it('un módulo sin componente por defecto no es una pantalla', async () => {
    exponer.mockResolvedValueOnce({ otra: 1 });
    await expect(loadRemoteScreen('mf_admin', './Usuarios')).rejects.toThrow('mf_admin/./Usuarios no exporta un componente por defecto');
  });

  it('olvidar un remoto vuelve a pedir sus pantallas ya cargadas', async () => {
    await loadRemoteScreen('mf_admin', './Agencias');
    forgetRemote('mf_admin');
    expect(resetRemote).toHaveBeenCalledWith('mf_admin');
    await loadRemoteScreen('mf_admin', './Agencias');
    expect(exponer).toHaveBeenCalledTimes(2);
  });
});
