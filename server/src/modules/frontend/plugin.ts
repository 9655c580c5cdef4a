import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_APPS, REMOTES, remoteIntegrityEnvVar, remoteUrlEnvVar, type DescriptorRemoto, type RemoteName } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { verifyTokenSync } from '../../lib/jwt';
import { leerSesion } from '../../sesion/lectura';
import { tokenDe } from '../../sesion/token';
import { esCarpetaRelease } from '../remotos/archivo';
import { hayCanary, origenesExternos, remotosServidos, type Destinatario } from '../remotos/registro';
import { carpetaDeRemotos } from '../remotos/service';

export interface FrontendOptions {
  /** Repository root: the shell is served from <root>/shell/dist, remotes from <root>/mf-<name>/dist. */
  repoRoot: string;
  /** Environment used to build /remotes.json (REMOTE_MF_ADMIN_URL, ...). */
  env: NodeJS.ProcessEnv;
  /**
   * The release registry (modules/remotos): its database, the folder of its local releases
   * (DATA_DIR) and the JWT secret (a canary depends on who asks). Absent: /remotes.json is the
   * repository's builds only.
   */
  registro?: { db: Db; dataDir: string; jwtSecret: string };
}

/** Federation name -> folder of each remote, from the one list (packages/contracts/src/remotes.json). */
export const REMOTE_DIRS = Object.fromEntries(REMOTES.map((name) => [name, REMOTE_APPS[name].dir])) as Record<RemoteName, string>;

/** SRI hashes of a remote's entry files: what its build writes to dist/integrity.json. */
export interface RemoteIntegrity {
  remoteEntry: string;
  manifest: string;
}

/** One remote in /remotes.json: its mf-manifest.json URL and, when known, the hashes the shell enforces. */
export interface RemoteDescriptor {
  entry: string;
  integrity?: RemoteIntegrity;
}

const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

function parseIntegrity(value: unknown): RemoteIntegrity | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { remoteEntry, manifest } = value as Record<string, unknown>;
  if (typeof remoteEntry !== 'string' || !SRI.test(remoteEntry)) return undefined;
  if (typeof manifest !== 'string' || !SRI.test(manifest)) return undefined;
  return { remoteEntry, manifest };
}

/** REMOTE_MF_X_INTEGRITY (JSON `{"remoteEntry":"sha384-…","manifest":"sha384-…"}`); a malformed value is a startup error. */
function integrityFromEnv(env: NodeJS.ProcessEnv, name: RemoteName): RemoteIntegrity | undefined {
  const raw = env[remoteIntegrityEnvVar(name)]?.trim();
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const integrity = parseIntegrity(parsed);
  if (!integrity) {
    throw new Error(`${remoteIntegrityEnvVar(name)} no es válido: se espera {"remoteEntry":"sha384-…","manifest":"sha384-…"}`);
  }
  return integrity;
}

/** <dist>/integrity.json of a same-origin remote (read per request: a rebuild is picked up at once). */
function integrityFromDist(repoRoot: string, name: RemoteName): RemoteIntegrity | undefined {
  try {
    return parseIntegrity(JSON.parse(readFileSync(join(repoRoot, REMOTE_DIRS[name], 'dist', 'integrity.json'), 'utf8')));
  } catch {
    return undefined;
  }
}

/**
 * /remotes.json: same-origin /mf/<dir>/mf-manifest.json (hashes from its dist/integrity.json)
 * unless REMOTE_<NAME>_URL relocates a remote (hashes from REMOTE_<NAME>_INTEGRITY).
 */
export function remotesJson(env: NodeJS.ProcessEnv, repoRoot?: string): Record<RemoteName, RemoteDescriptor> {
  const out = {} as Record<RemoteName, RemoteDescriptor>;
  for (const name of REMOTES) {
    const override = env[remoteUrlEnvVar(name)]?.trim();
    const entry = override || `/mf/${REMOTE_DIRS[name]}/mf-manifest.json`;
    const integrity = override ? integrityFromEnv(env, name) : repoRoot === undefined ? undefined : integrityFromDist(repoRoot, name);
    out[name] = integrity ? { entry, integrity } : { entry };
  }
  return out;
}

function originOf(url: string | undefined): string | undefined {
  if (!url?.trim()) return undefined;
  try {
    const { protocol, origin } = new URL(url.trim());
    return protocol === 'https:' || protocol === 'http:' ? origin : undefined;
  } catch {
    return undefined; // relative: same origin
  }
}

/**
 * The Content-Security-Policy of the HTML (server/README.md): scripts only from this origin and
 * the configured remotes' origins, no inline script, no eval. Styles allow 'unsafe-inline'
 * (styled-components, ol and apexcharts insert <style> and style attributes at run time).
 */
export function contentSecurityPolicy(env: NodeJS.ProcessEnv, releaseOrigins: string[] = []): string {
  const remoteOrigins = [
    ...new Set([...REMOTES.map((name) => originOf(env[remoteUrlEnvVar(name)])).filter((o): o is string => !!o), ...releaseOrigins]),
  ];
  const tileOrigin = originOf(env.MAP_TILE_URL);
  const tiles = tileOrigin ? [tileOrigin] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remoteOrigins]],
    // A remote's own stylesheets, images and fonts come from its origin like its scripts.
    ['style-src', ["'self'", "'unsafe-inline'", ...remoteOrigins]],
    ['img-src', ["'self'", 'data:', 'blob:', ...remoteOrigins, ...tiles]],
    ['font-src', ["'self'", 'data:', ...remoteOrigins]],
    ['connect-src', ["'self'", ...remoteOrigins, ...tiles]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

export const CACHE_NO_CACHE = 'no-cache';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files named by content hash ([name].[contenthash:10].js, assets/x.<hash>.svg) never change. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(file: string): string {
  return HASHED.test(file) ? CACHE_IMMUTABLE : CACHE_NO_CACHE;
}

/**
 * Page navigations the shell's router owns (shell/src/app/routes.tsx): /admin and its screens,
 * and the password pages. Any other unknown path is a 404, like an unknown /api path.
 */
function isShellPage(path: string): boolean {
  if (extname(path)) return false;
  if (path === '/admin' || path.startsWith('/admin/')) return true;
  return path === '/password/reset' || path === '/password/reset/';
}

/** The file under `root` a URL path names, or null (missing, a directory, or outside root). */
function fileIn(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const rel = normalize(decoded).replace(/^[/\\]+/, '');
  if (!rel || rel.split(sep).includes('..')) return null;
  const full = join(root, rel);
  if (!full.startsWith(root + sep)) return null;
  try {
    return statSync(full).isFile() ? rel : null;
  } catch {
    return null;
  }
}

function pathOf(request: FastifyRequest): string {
  const url = request.raw.url ?? '/';
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** Every route here is public: static bundles and the remotes map carry no data. */
const policy = 'public' as const;

/**
 * Serves the shell at '/', each remote at '/mf/<dir>/', and /remotes.json.
 * A missing dist folder answers 404 quietly (the API runs without builds in tests).
 */
export const frontendPlugin: FastifyPluginAsync<FrontendOptions> = async (app, { repoRoot, env, registro }) => {
  const shellDist = join(repoRoot, 'shell', 'dist');
  const cspFija = contentSecurityPolicy(env);
  // Releases served from a CDN (base_url) add their origins; read from the registry's cache.
  const csp = async () => (registro ? contentSecurityPolicy(env, await origenesExternos(registro.db, repoRoot)) : cspFija);
  // Fails at startup on a malformed REMOTE_*_INTEGRITY, not on the first request.
  remotesJson(env);

  // Only the reply.sendFile decorator: routes are ours (each declares its policy). preCompressed:
  // a bundle's .br/.gz from the build is sent as is (no compression per download); a file without
  // them is compressed on the fly by @fastify/compress.
  await app.register(fastifyStatic, { root: repoRoot, serve: false, preCompressed: true });

  const send = async (reply: FastifyReply, root: string, rel: string, extra: Record<string, string> = {}) => {
    reply.header('Cache-Control', cacheControlFor(rel));
    // Every HTML page we send (the shell, a remote's harness page) runs under the CSP.
    if (extname(rel) === '.html') reply.header('Content-Security-Policy', await csp());
    for (const [k, v] of Object.entries(extra)) reply.header(k, v);
    return reply.sendFile(rel, root, { cacheControl: false });
  };

  /** Who asks, for a canary: a valid session's user, else nobody (never an error). */
  const destinatario = async (request: FastifyRequest, db: Db, jwtSecret: string): Promise<Destinatario | null> => {
    const token = tokenDe(request, false);
    if (!token) return null;
    const r = verifyTokenSync(jwtSecret, token);
    if (!r.ok) return null;
    try {
      const u = await leerSesion(db, r.claims);
      return { id: u.id, agencia_id: u.agencia_id };
    } catch {
      return null;
    }
  };

  app.get('/remotes.json', { config: { policy } }, async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    const repositorio: Record<RemoteName, DescriptorRemoto> = remotesJson(env, repoRoot);
    if (!registro) {
      reply.header('Cache-Control', CACHE_NO_CACHE);
      return repositorio;
    }
    const quien = (await hayCanary(registro.db, repoRoot)) ? await destinatario(request, registro.db, registro.jwtSecret) : null;
    const { cuerpo, porUsuario } = await remotosServidos(registro.db, repoRoot, repositorio, quien);
    if (porUsuario) {
      reply.header('Cache-Control', `private, ${CACHE_NO_CACHE}`);
      reply.header('Vary', 'Authorization');
    } else {
      reply.header('Cache-Control', CACHE_NO_CACHE);
    }
    return cuerpo;
  });

  if (registro) {
    for (const dir of Object.values(REMOTE_DIRS)) {
      // Published releases: DATA_DIR/remotos/<dir>/<version>+<hash>/, immutable (the folder is named by its content).
      const raiz = join(carpetaDeRemotos(registro.dataDir), dir);
      const prefix = `/mf/${dir}/r/`;
      app.get(`${prefix}*`, { config: { policy } }, async (request, reply) => {
        const rel = fileIn(raiz, pathOf(request).slice(prefix.length - 1));
        if (!rel || !esCarpetaRelease(rel.split(sep)[0] ?? '')) return reply.callNotFound();
        reply.header('Cache-Control', CACHE_IMMUTABLE);
        reply.header('Access-Control-Allow-Origin', '*');
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        if (extname(rel) === '.html') reply.header('Content-Security-Policy', await csp());
        return reply.sendFile(rel, raiz, { cacheControl: false });
      });
    }
  }

  for (const dir of Object.values(REMOTE_DIRS)) {
    // Looked up per request: a missing (or not yet built) dist answers 404, a rebuild is served at once.
    const dist = join(repoRoot, dir, 'dist');
    const prefix = `/mf/${dir}/`;
    app.get(`${prefix}*`, { config: { policy } }, async (request, reply) => {
      const rel = fileIn(dist, pathOf(request).slice(prefix.length - 1));
      if (!rel) return reply.callNotFound();
      // Another origin may host the shell (runtime relocation): allow fetch and <script> use.
      return send(reply, dist, rel, {
        'Access-Control-Allow-Origin': '*',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
    });
  }

  const sendIndex = (reply: FastifyReply) => {
    if (!existsSync(join(shellDist, 'index.html'))) return reply.callNotFound();
    return send(reply, shellDist, 'index.html');
  };

  app.get('/', { config: { policy } }, async (_request, reply) => sendIndex(reply));

  // Shell assets, else index.html for the shell's own pages; anything else is a 404.
  app.get('/*', { config: { policy } }, async (request, reply) => {
    const path = pathOf(request);
    if (path.startsWith('/api/') || path.startsWith('/mf/')) return reply.callNotFound();
    const rel = fileIn(shellDist, path);
    if (rel) return send(reply, shellDist, rel);
    if (!isShellPage(path)) return reply.callNotFound();
    return sendIndex(reply);
  });
};
