import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { crearInstancia } from './instancia';
import { loadExposed } from './federation';

// The federation instance's chunk: it fails the first time, as a chunk that did not arrive.
jest.mock('./instancia', () => ({ crearInstancia: jest.fn() }));
const crear = jest.mocked(crearInstancia);

const REMOTOS = { mf_admin: { entry: '/mf/mf-admin/mf-manifest.json' } };

beforeEach(() => {
  // jsdom has no Response: what fetchRemotes reads of one.
  global.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(REMOTOS) } as Response));
});

describe('la instancia de federación del shell', () => {
  it('si su trozo no llega, la pantalla falla; al reintentar se pide otra vez y la pantalla carga', async () => {
    const pantalla = { default: () => null };
    const instancia = { registerRemotes: jest.fn(), loadRemote: jest.fn(() => Promise.resolve(pantalla)) };
    const falla = () => {
      throw new Error('ChunkLoadError');
    };
    // Twice: /remotes.json's start asks for it, and the registration once more.
    crear.mockImplementationOnce(falla).mockImplementationOnce(falla);
    crear.mockImplementation(() => instancia as unknown as ModuleFederation);

    await expect(loadExposed('mf_admin', './Agencias')).rejects.toThrow('ChunkLoadError');
    await expect(loadExposed('mf_admin', './Agencias')).resolves.toBe(pantalla);
    expect(instancia.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_admin', entry: '/mf/mf-admin/mf-manifest.json' }], { force: true });
    expect(instancia.loadRemote).toHaveBeenCalledWith('mf_admin/Agencias');
    expect(crear).toHaveBeenCalledTimes(3);
  });
});
