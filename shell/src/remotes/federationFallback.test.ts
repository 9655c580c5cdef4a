import { webcrypto } from 'node:crypto';
import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ReporteErrorRemoto } from '@verifica/contracts';
import type * as Base from '@verifica/shared/base';
import type * as Federation from './federation';
import type * as Instancia from './instancia';

// The federation instance: a stand-in for the MF runtime that fetches each registered remote's
// manifest through the plugins (as the runtime does) and runs its module.
jest.mock('./instancia', () => ({ crearInstancia: jest.fn() }));

const HASHES = { remoteEntry: `sha384-${'A'.repeat(64)}`, manifest: `sha384-${'B'.repeat(64)}` };
const ACTIVA = { entry: '/mf/mf-admin/2.0.0+bbbbbbbbbb/mf-manifest.json', version: '2.0.0+bbbbbbbbbb', release_id: 2 };
const PREVIA = { entry: '/mf/mf-admin/1.0.0+aaaaaaaaaa/mf-manifest.json', version: '1.0.0+aaaaaaaaaa', release_id: 1 };

type Modulo = { default: () => null };
const pantalla: Modulo = { default: () => null };

/** What the page asked of the server, besides the manifests. */
let reportes: ReporteErrorRemoto[];
let remotesJson: unknown;
let cabecerasRemotes: (HeadersInit | undefined)[];
/** entry -> how loading a module of it goes. */
let comportamiento: Map<string, () => Promise<Modulo>>;
let fed: typeof Federation;
/** The session of the module registry federation.ts runs in (jest.resetModules gives each test its own). */
let sessionStore: typeof Base.sessionStore;

function respuesta(body: unknown): Response {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  return { ok: true, status: 200, json: () => Promise.resolve(body), arrayBuffer: () => Promise.resolve(bytes.buffer) } as unknown as Response;
}

beforeAll(() => {
  // jsdom has no SubtleCrypto (the integrity plugin checks manifests with it).
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

beforeEach(async () => {
  jest.resetModules();
  reportes = [];
  cabecerasRemotes = [];
  comportamiento = new Map();
  global.fetch = jest.fn((url: string | URL | Request, init?: RequestInit) => {
    const ruta = String(url);
    if (ruta === '/remotes.json') {
      cabecerasRemotes.push(init?.headers);
      return Promise.resolve(respuesta(remotesJson));
    }
    if (ruta === '/api/remotos/errores') {
      reportes.push(JSON.parse(String(init?.body)) as ReporteErrorRemoto);
      return Promise.resolve({ ok: true, status: 204 } as Response);
    }
    // A manifest: whatever bytes, its hash is not HASHES.manifest.
    return Promise.resolve(respuesta({ metaData: { remoteEntry: { name: 'remoteEntry.js' } } }));
  });
  const { crearInstancia } = (await import('./instancia')) as typeof Instancia;
  jest.mocked(crearInstancia).mockImplementation((plugins: ModuleFederationRuntimePlugin[]) => {
    const registrados = new Map<string, string>();
    return {
      registerRemotes: (lista: { name: string; entry: string }[]) => lista.forEach((r) => registrados.set(r.name, r.entry)),
      loadRemote: async (id: string) => {
        const entry = registrados.get(id.split('/')[0] ?? '') ?? '';
        // The runtime downloads the manifest through the plugins' fetch hook first.
        for (const p of plugins) {
          const res = p.fetch?.(new URL(entry, document.baseURI).href, {});
          if (res) await res.catch((e: unknown) => Promise.reject(new Error(`Failed to get manifest. #RUNTIME-003\nOriginal Error Message:\n ${String(e)}`)));
        }
        const cargar = comportamiento.get(entry);
        if (!cargar) throw new Error(`sin comportamiento para ${entry}`);
        return cargar();
      },
    } as unknown as ModuleFederation;
  });
  fed = (await import('./federation')) as typeof Federation;
  ({ sessionStore } = (await import('@verifica/shared/base')) as typeof Base);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  sessionStore.clear();
  jest.restoreAllMocks();
});

/** Let the fire-and-forget report finish. */
const reportesEnviados = () => new Promise((r) => setTimeout(r, 0));

describe('/remotes.json con releases', () => {
  it('lee versión, id y la release previa; el formato anterior sigue valiendo', () => {
    expect(fed.parseRemotesJson({ mf_admin: { ...ACTIVA, integrity: HASHES, fallback: { ...PREVIA, integrity: HASHES, fallback: PREVIA } } })).toEqual({
      mf_admin: { ...ACTIVA, integrity: HASHES, fallback: { ...PREVIA, integrity: HASHES } },
    });
    expect(
      fed.parseRemotesJson({
        mf_admin: { entry: '/a.json', version: '', release_id: -3, fallback: { entry: '' } },
        mf_reportes: '/r.json',
      }),
    ).toEqual({ mf_admin: { entry: '/a.json' }, mf_reportes: { entry: '/r.json' } });
  });

  it('se pide con el token de la sesión, para que el servidor sirva las canary de ese usuario', async () => {
    sessionStore.set({ token: 'tok-1', nombre: 'A', correo: 'a@verifica.mx', agencia: 'Agencia Centro', permisos: [] });
    remotesJson = { mf_admin: ACTIVA };
    await fed.initRemotes();
    expect(cabecerasRemotes).toEqual([{ Authorization: 'Bearer tok-1' }]);
  });

  it('otra sesión en la misma página lo vuelve a pedir, mientras ningún remoto se haya ejecutado', async () => {
    const sesion = (token: string) => sessionStore.set({ token, nombre: 'A', correo: 'a@verifica.mx', agencia: 'Agencia Centro', permisos: [] });
    remotesJson = { mf_admin: ACTIVA };
    comportamiento.set(ACTIVA.entry, () => Promise.resolve(pantalla));
    sesion('tok-1');
    await fed.initRemotes();
    await fed.initRemotes();
    sesion('tok-2');
    await fed.initRemotes();
    await fed.loadExposed('mf_admin', './Agencias');
    sesion('tok-3');
    await fed.initRemotes();
    expect(cabecerasRemotes).toEqual([{ Authorization: 'Bearer tok-1' }, { Authorization: 'Bearer tok-2' }]);
  });
});

describe('release previa cuando la activa no carga', () => {
  it('un error de red: carga la previa con el mismo nombre, muestra la pantalla y reporta una vez', async () => {
    remotesJson = { mf_admin: { ...ACTIVA, fallback: PREVIA } };
    comportamiento.set(ACTIVA.entry, () => Promise.reject(new Error('Failed to load script resources. #RUNTIME-008\nargs: {"resourceUrl":"https://x/remoteEntry.js"}')));
    comportamiento.set(PREVIA.entry, () => Promise.resolve(pantalla));

    await expect(fed.loadExposed('mf_admin', './Agencias')).resolves.toBe(pantalla);
    // Another screen of the remote: straight to the previous release, no second report.
    await expect(fed.loadExposed('mf_admin', './Usuarios')).resolves.toBe(pantalla);
    await reportesEnviados();
    expect(reportes).toEqual([{ remoto: 'mf_admin', version: ACTIVA.version, tipo: 'red', mensaje: 'Error: Failed to load script resources. #RUNTIME-008' }]);
  });

  it('un manifiesto con otros bytes que los fijados se reporta como integridad', async () => {
    remotesJson = { mf_admin: { ...ACTIVA, integrity: HASHES, fallback: PREVIA } };
    comportamiento.set(ACTIVA.entry, () => Promise.resolve(pantalla));
    comportamiento.set(PREVIA.entry, () => Promise.resolve(pantalla));

    await expect(fed.loadExposed('mf_admin', './Agencias')).resolves.toBe(pantalla);
    await reportesEnviados();
    expect(reportes).toHaveLength(1);
    expect(reportes[0]).toMatchObject({ remoto: 'mf_admin', version: ACTIVA.version, tipo: 'integridad' });
    expect(reportes[0]?.mensaje).toMatch(/^Error: Failed to get manifest/);
  });

  it('una excepción al evaluar el módulo se reporta como evaluación, sin correos ni direcciones', async () => {
    remotesJson = { mf_admin: { ...ACTIVA, fallback: PREVIA } };
    comportamiento.set(ACTIVA.entry, () => Promise.reject(new TypeError('x is undefined para ana@verifica.mx en https://cdn.example/a.js')));
    comportamiento.set(PREVIA.entry, () => Promise.resolve(pantalla));

    await expect(fed.loadExposed('mf_admin', './Agencias')).resolves.toBe(pantalla);
    await reportesEnviados();
    expect(reportes).toEqual([{ remoto: 'mf_admin', version: ACTIVA.version, tipo: 'evaluacion', mensaje: 'TypeError: x is undefined para [correo] en [url]' }]);
  });

  it('sin release previa: la pantalla falla como antes, se reporta una sola vez por versión', async () => {
    remotesJson = { mf_admin: ACTIVA };
    comportamiento.set(ACTIVA.entry, () => Promise.reject(new Error('Failed to load script resources. #RUNTIME-008')));

    await expect(fed.loadExposed('mf_admin', './Agencias')).rejects.toThrow('RUNTIME-008');
    fed.resetRemote('mf_admin');
    await expect(fed.loadExposed('mf_admin', './Agencias')).rejects.toThrow('RUNTIME-008');
    await reportesEnviados();
    expect(reportes).toEqual([{ remoto: 'mf_admin', version: ACTIVA.version, tipo: 'red', mensaje: 'Error: Failed to load script resources. #RUNTIME-008' }]);
  });

  it('si la previa tampoco carga, falla y se reportan las dos', async () => {
    remotesJson = { mf_admin: { ...ACTIVA, fallback: PREVIA } };
    comportamiento.set(ACTIVA.entry, () => Promise.reject(new Error('Failed to fetch')));
    comportamiento.set(PREVIA.entry, () => Promise.reject(new Error('Failed to fetch')));

    await expect(fed.loadExposed('mf_admin', './Agencias')).rejects.toThrow('Failed to fetch');
    await reportesEnviados();
    expect(reportes.map((r) => [r.version, r.tipo])).toEqual([
      [ACTIVA.version, 'red'],
      [PREVIA.version, 'red'],
    ]);
  });
});

describe('releaseCambiada (aviso de nueva versión)', () => {
  it('compara lo que esta página carga con lo que /remotes.json sirve ahora', async () => {
    await expect(fed.releaseCambiada('mf_admin')).resolves.toBeNull(); // nothing loaded yet
    remotesJson = { mf_admin: { ...ACTIVA, fallback: PREVIA } };
    comportamiento.set(ACTIVA.entry, () => Promise.resolve(pantalla));
    await fed.loadExposed('mf_admin', './Agencias');
    await expect(fed.releaseCambiada('mf_admin')).resolves.toBeNull();
    remotesJson = { mf_admin: PREVIA };
    await expect(fed.releaseCambiada('mf-admin')).resolves.toBe('mf_admin');
    await expect(fed.releaseCambiada('mf_otro')).resolves.toBeNull();
  });
});
