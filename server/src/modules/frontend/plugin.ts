import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

export interface FrontendOptions {
  /** Repository root: the shell is served from <root>/shell/dist, remotes from <root>/mf-<name>/dist. */
  repoRoot: string;
  /** Environment used to build /remotes.json (REMOTE_MF_ADMIN_URL, ...). */
  env: NodeJS.ProcessEnv;
}

/** Federation name -> folder of each remote (the same table as packages/build-config). */
export const REMOTE_DIRS = {
  mf_solicitudes: 'mf-solicitudes',
  mf_callcenter: 'mf-callcenter',
  mf_reportes: 'mf-reportes',
  mf_admin: 'mf-admin',
} as const;
export type RemoteFederationName = keyof typeof REMOTE_DIRS;

/** REMOTE_MF_ADMIN_URL etc.: the full mf-manifest.json URL of a remote served elsewhere. */
export function remoteEnvVar(name: RemoteFederationName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

/** /remotes.json: same-origin /mf/<dir>/mf-manifest.json unless the env relocates a remote. */
export function remotesJson(env: NodeJS.ProcessEnv): Record<RemoteFederationName, string> {
  const out = {} as Record<RemoteFederationName, string>;
  for (const [name, dir] of Object.entries(REMOTE_DIRS) as [RemoteFederationName, string][]) {
    const override = env[remoteEnvVar(name)]?.trim();
    out[name] = override || `/mf/${dir}/mf-manifest.json`;
  }
  return out;
}

export const CACHE_NO_CACHE = 'no-cache';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files named by content hash ([name].[contenthash:10].js, assets/x.<hash>.svg) never change. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(file: string): string {
  return HASHED.test(file) ? CACHE_IMMUTABLE : CACHE_NO_CACHE;
}

/** Paths the SPA fallback must never answer: the API, remotes, and the password API. */
function isReservedPath(path: string): boolean {
  if (path === '/api' || path.startsWith('/api/')) return true;
  if (path.startsWith('/mf/')) return true;
  if (path.startsWith('/password/') && path !== '/password/reset' && path !== '/password/reset/') return true;
  return false;
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

  // Only the reply.sendFile decorator: routes are ours (each declares its policy).
  await app.register(fastifyStatic, { root: repoRoot, serve: false });

  const send = (reply: FastifyReply, root: string, rel: string, extra: Record<string, string> = {}) => {
    reply.header('Cache-Control', cacheControlFor(rel));
    for (const [k, v] of Object.entries(extra)) reply.header(k, v);
    return reply.sendFile(rel, root, { cacheControl: false });
  };

  app.get('/remotes.json', { config: { policy } }, async (_request, reply) => {
    reply.header('Cache-Control', CACHE_NO_CACHE);
    reply.header('Access-Control-Allow-Origin', '*');
    return remotesJson(env);
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

  // Shell assets, else the SPA fallback for client routes (/admin/..., /password/reset).
  app.get('/*', { config: { policy } }, async (request, reply) => {
    const path = pathOf(request);
    if (isReservedPath(path)) return reply.callNotFound();
    const rel = fileIn(shellDist, path);
    if (rel) return send(reply, shellDist, rel);
    // A missing file (has an extension) is a 404, not the app.
    if (extname(path)) return reply.callNotFound();
    return sendIndex(reply);
  });
};
