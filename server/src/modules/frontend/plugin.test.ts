import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { CACHE_IMMUTABLE, CACHE_NO_CACHE, contentSecurityPolicy, frontendPlugin, remotesJson } from './plugin';

const ADMIN_INTEGRITY = { remoteEntry: `sha384-${'a'.repeat(64)}`, manifest: `sha384-${'b'.repeat(64)}` };
const REPORTES_INTEGRITY = { remoteEntry: `sha384-${'c'.repeat(64)}`, manifest: `sha384-${'d'.repeat(64)}` };

/** A repo root with a tiny shell build and one remote build (mf-admin); the others are missing. */
function fixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'verifica-frontend-'));
  const shell = join(root, 'shell', 'dist');
  const admin = join(root, 'mf-admin', 'dist');
  mkdirSync(join(shell, 'assets'), { recursive: true });
  mkdirSync(admin, { recursive: true });
  writeFileSync(join(shell, 'index.html'), '<!doctype html><div id="root"></div><script src="/main.0123456789.js"></script>');
  writeFileSync(join(shell, 'main.0123456789.js'), 'console.log("shell")');
  // What the production build writes beside each bundle (packages/build-config, precompressed()).
  writeFileSync(join(shell, 'main.0123456789.js.br'), brotliCompressSync('console.log("shell")'));
  writeFileSync(join(shell, 'main.0123456789.js.gz'), gzipSync('console.log("shell")'));
  writeFileSync(join(shell, 'assets', 'logo.abcdef0123.svg'), '<svg/>');
  writeFileSync(join(shell, 'mf-manifest.json'), '{}');
  writeFileSync(join(admin, 'remoteEntry.js'), 'var mf_admin;');
  writeFileSync(join(admin, 'remoteEntry.js.br'), brotliCompressSync('var mf_admin;'));
  writeFileSync(join(admin, 'mf-manifest.json'), '{"name":"mf_admin"}');
  writeFileSync(join(admin, '__federation_expose_Agencias.9876543210.js'), 'export{}');
  writeFileSync(join(admin, 'integrity.json'), JSON.stringify(ADMIN_INTEGRITY));
  writeFileSync(join(root, 'secret.txt'), 'no');
  return root;
}

interface Built {
  app: FastifyInstance;
  routes: RouteOptions[];
}

async function build(repoRoot: string, env: NodeJS.ProcessEnv = {}): Promise<Built> {
  const app = Fastify();
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  // What the real server has around the plugin: an API route, POST /password/reset, a JSON 404.
  app.get('/api/health', { config: { policy: 'public' } }, async () => ({ status: 'ok' }));
  app.post('/password/reset', { config: { policy: 'public' } }, async () => ({ message: 'ok' }));
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: 'Ruta no encontrada' }));
  await app.register(frontendPlugin, { repoRoot, env });
  await app.ready();
  return { app, routes };
}

let root: string;
let built: Built;

beforeAll(async () => {
  root = fixture();
  built = await build(root);
});
afterAll(async () => {
  await built.app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('shell', () => {
  it('GET / sirve index.html sin caché', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe(CACHE_NO_CACHE);
    expect(res.body).toContain('<div id="root">');
  });

  it.each(['/admin', '/admin/agencias', '/admin/usuarios/0', '/admin/reportes/callcenter/asignar', '/password/reset?token=abc'])(
    'fallback SPA: GET %s -> index.html',
    async (url) => {
      const res = await built.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe(CACHE_NO_CACHE);
    },
  );

  it('POST /password/reset sigue siendo la API', async () => {
    const res = await built.app.inject({ method: 'POST', url: '/password/reset', payload: {} });
    expect(res.json()).toEqual({ message: 'ok' });
  });

  it('los chunks con hash son inmutables', async () => {
    for (const url of ['/main.0123456789.js', '/assets/logo.abcdef0123.svg']) {
      const res = await built.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    }
  });

  it('un bundle comprimido en la compilación se envía tal cual, según Accept-Encoding', async () => {
    const url = '/main.0123456789.js';
    const br = await built.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("shell")');
    const gz = await built.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("shell")');
    const plano = await built.app.inject({ method: 'GET', url });
    expect(plano.headers['content-encoding']).toBeUndefined();
    expect(plano.body).toBe('console.log("shell")');
  });

  it('HEAD también responde', async () => {
    const res = await built.app.inject({ method: 'HEAD', url: '/admin/agencias' });
    expect(res.statusCode).toBe(200);
  });
});

describe('404 que el fallback no se traga', () => {
  it.each(['/api/no-existe', '/api', '/api/solicitudes/x/y', '/password/email', '/mf/mf-admin/no-existe.js', '/mf/mf-reportes/remoteEntry.js', '/no-existe.js', '/favicon.ico', '/metrics', '/healthz', '/readyz', '/wp-login.php', '/cualquier/cosa', '/passwordreset'])(
    'GET %s -> 404 JSON',
    async (url) => {
      const res = await built.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Ruta no encontrada' });
    },
  );

  it('las rutas de la API siguen respondiendo', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it.each(['/mf/mf-admin/../../secret.txt', '/mf/mf-admin/%2e%2e/%2e%2e/secret.txt', '/../secret.txt', '/%2e%2e/secret.txt'])(
    'no sale de dist: %s',
    async (url) => {
      const res = await built.app.inject({ method: 'GET', url });
      expect(res.body).not.toBe('no');
      expect([403, 404, 200]).toContain(res.statusCode);
      if (res.statusCode === 200) expect(res.headers['content-type']).toMatch(/text\/html/);
    },
  );
});

describe('remotos en /mf/<dir>/', () => {
  it.each(['/mf/mf-admin/remoteEntry.js', '/mf/mf-admin/mf-manifest.json'])('%s: no-cache y CORS', async (url) => {
    const res = await built.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(CACHE_NO_CACHE);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('el remoteEntry comprimido conserva no-cache y CORS', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/mf/mf-admin/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(CACHE_NO_CACHE);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('var mf_admin;');
  });

  it('el manifiesto es JSON', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/mf/mf-admin/mf-manifest.json' });
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ name: 'mf_admin' });
  });

  it('un chunk con hash del remoto es inmutable y con CORS', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/mf/mf-admin/__federation_expose_Agencias.9876543210.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('un remoto compilado después de arrancar se sirve sin reiniciar', async () => {
    const dist = join(root, 'mf-callcenter', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'remoteEntry.js'), 'var mf_callcenter;');
    const res = await built.app.inject({ method: 'GET', url: '/mf/mf-callcenter/remoteEntry.js' });
    expect(res.statusCode).toBe(200);
    rmSync(join(root, 'mf-callcenter'), { recursive: true, force: true });
  });
});

describe('/remotes.json', () => {
  it('por defecto, mismo origen, con la integridad del dist/integrity.json de cada remoto compilado', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(CACHE_NO_CACHE);
    expect(res.json()).toEqual({
      mf_solicitudes: { entry: '/mf/mf-solicitudes/mf-manifest.json' },
      mf_callcenter: { entry: '/mf/mf-callcenter/mf-manifest.json' },
      mf_reportes: { entry: '/mf/mf-reportes/mf-manifest.json' },
      mf_admin: { entry: '/mf/mf-admin/mf-manifest.json', integrity: ADMIN_INTEGRITY },
    });
  });

  it('REMOTE_MF_*_URL mueve un remoto a otro origen sin recompilar; su integridad viene de REMOTE_MF_*_INTEGRITY', async () => {
    const other = await build(root, {
      REMOTE_MF_REPORTES_URL: 'http://127.0.0.1:8198/mf-manifest.json',
      REMOTE_MF_REPORTES_INTEGRITY: JSON.stringify(REPORTES_INTEGRITY),
      REMOTE_MF_ADMIN_URL: '  ',
    });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/remotes.json' });
      expect(res.json()).toEqual({
        mf_solicitudes: { entry: '/mf/mf-solicitudes/mf-manifest.json' },
        mf_callcenter: { entry: '/mf/mf-callcenter/mf-manifest.json' },
        mf_reportes: { entry: 'http://127.0.0.1:8198/mf-manifest.json', integrity: REPORTES_INTEGRITY },
        mf_admin: { entry: '/mf/mf-admin/mf-manifest.json', integrity: ADMIN_INTEGRITY },
      });
    } finally {
      await other.app.close();
    }
  });

  it('un remoto reubicado no toma la integridad del dist local', () => {
    const body = remotesJson({ REMOTE_MF_ADMIN_URL: 'https://cdn.example/mf-admin/mf-manifest.json' }, root);
    expect(body.mf_admin).toEqual({ entry: 'https://cdn.example/mf-admin/mf-manifest.json' });
  });

  it.each(['no-json', '{"remoteEntry":"md5-x","manifest":"sha384-abc"}', '{"remoteEntry":"sha384-abc"}'])(
    'REMOTE_MF_*_INTEGRITY mal formado impide arrancar: %s',
    async (value) => {
      await expect(build(root, { REMOTE_MF_ADMIN_URL: 'https://cdn.example/m.json', REMOTE_MF_ADMIN_INTEGRITY: value })).rejects.toThrow(
        /REMOTE_MF_ADMIN_INTEGRITY no es válido/,
      );
    },
  );

  it('remotesJson lee las cuatro variables', () => {
    expect(
      remotesJson({
        REMOTE_MF_ADMIN_URL: 'https://a/x.json',
        REMOTE_MF_SOLICITUDES_URL: 'https://s/x.json',
        REMOTE_MF_CALLCENTER_URL: 'https://c/x.json',
        REMOTE_MF_REPORTES_URL: 'https://r/x.json',
      }),
    ).toEqual({
      mf_solicitudes: { entry: 'https://s/x.json' },
      mf_callcenter: { entry: 'https://c/x.json' },
      mf_reportes: { entry: 'https://r/x.json' },
      mf_admin: { entry: 'https://a/x.json' },
    });
  });
});

describe('Content-Security-Policy', () => {
  const directives = (csp: string): Record<string, string[]> =>
    Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name, values]),
    );

  it.each(['/', '/admin/agencias', '/password/reset'])('GET %s (HTML) la lleva', async (url) => {
    const res = await built.app.inject({ method: 'GET', url });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('los scripts y JSON no la llevan (no son documentos)', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/main.0123456789.js' });
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('script-src y connect-src: exactamente los orígenes de los remotos configurados, más el de los mosaicos del mapa', async () => {
    const env = {
      REMOTE_MF_REPORTES_URL: 'http://127.0.0.1:8198/mf-manifest.json',
      REMOTE_MF_ADMIN_URL: 'https://cdn.example.com/verifica/mf-admin/mf-manifest.json',
      REMOTE_MF_CALLCENTER_URL: 'https://cdn.example.com/verifica/mf-callcenter/mf-manifest.json',
      REMOTE_MF_SOLICITUDES_URL: '/otra/ruta/mf-manifest.json',
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    };
    const other = await build(root, env);
    try {
      const res = await other.app.inject({ method: 'GET', url: '/' });
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.com', 'http://127.0.0.1:8198']);
      expect(csp['connect-src']).toEqual(["'self'", 'https://cdn.example.com', 'http://127.0.0.1:8198', 'https://tile.openstreetmap.org']);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.com', 'http://127.0.0.1:8198', 'https://tile.openstreetmap.org']);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.example.com', 'http://127.0.0.1:8198']);
    } finally {
      await other.app.close();
    }
  });

  it("nunca 'unsafe-eval' ni scripts en línea", () => {
    const csp = contentSecurityPolicy({ REMOTE_MF_REPORTES_URL: 'https://r.example/m.json' });
    expect(csp).not.toContain('unsafe-eval');
    expect(directives(csp)['script-src']).not.toContain("'unsafe-inline'");
  });
});

describe('sin compilaciones', () => {
  it('arranca y solo responde remotes.json; lo demás es 404', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'verifica-empty-'));
    const bare = await build(empty);
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/remotes.json' })).statusCode).toBe(200);
      expect((await bare.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
      expect((await bare.app.inject({ method: 'GET', url: '/admin' })).statusCode).toBe(404);
      expect((await bare.app.inject({ method: 'GET', url: '/mf/mf-admin/remoteEntry.js' })).statusCode).toBe(404);
    } finally {
      await bare.app.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

it('cada ruta del plugin declara su política (public)', () => {
  const ours = built.routes.filter((r) => r.url !== '/api/health' && r.url !== '/password/reset');
  expect(ours.length).toBeGreaterThan(0);
  for (const route of ours) {
    expect({ url: route.url, policy: route.config?.policy }).toEqual({ url: route.url, policy: 'public' });
  }
});
