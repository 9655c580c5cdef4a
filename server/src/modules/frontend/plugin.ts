import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_APPS, REMOTES, remoteIntegrityEnvVar, remoteUrlEnvVar, type RemoteName } from '@verifica/contracts';

export interface FrontendOptions {
  /** Repository root: the shell is served from <root>/shell/dist, remotes from <root>/mf-<name>/dist. */
  repoRoot: string;
  /** Environment used to build /remotes.json (REMOTE_MF_ADMIN_URL, ...). */
  env: NodeJS.ProcessEnv;
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
export function contentSecurityPolicy(env: NodeJS.ProcessEnv): string {
  const remoteOrigins = [...new Set(REMOTES.map((name) => originOf(env[remoteUrlEnvVar(name)])).filter((o): o is string => !!o))];
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
export const frontendPlugin: FastifyPluginAsync<FrontendOptions> = async (app, { repoRoot, env }) => {
  const shellDist = join(repoRoot, 'shell', 'dist');
  const csp = contentSecurityPolicy(env);
  // Fails at startup on a malformed REMOTE_*_INTEGRITY, not on the first request.
  remotesJson(env);

  // Only the reply.sendFile decorator: routes are ours (each declares its policy). preCompressed:
  // a bundle's .br/.gz from the build is sent as is (no compression per download); a file without
  // them is compressed on the fly by @fastify/compress.
  await app.register(fastifyStatic, { root: repoRoot, serve: false, preCompressed: true });

  const send = (reply: FastifyReply, root: string, rel: string, extra: Record<string, string> = {}) => {
    reply.header('Cache-Control', cacheControlFor(rel));
    // Every HTML page we send (the shell, a remote's harness page) runs under the CSP.
    if (extname(rel) === '.html') reply.header('Content-Security-Policy', csp);
    for (const [k, v] of Object.entries(extra)) reply.header(k, v);
    return reply.sendFile(rel, root, { cacheControl: false });
  };

  app.get('/remotes.json', { config: { policy } }, async (_request, reply) => {
    reply.header('Cache-Control', CACHE_NO_CACHE);
    reply.header('Access-Control-Allow-Origin', '*');
    return remotesJson(env, repoRoot);
  });

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
