// Where the apps are: the repository, the API the dev servers proxy, the four remotes (their folder,
// port and screens, from packages/contracts/src/remotes.json) and the shell's /remotes.json in dev.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** API the dev servers proxy /api and /password to. */
export const API_URL = process.env.VERIFICA_API_URL ?? 'http://127.0.0.1:8080';

/**
 * The four remotes: federation name -> folder, dev-server port and exposed screens. ONE list for
 * the build, the server (/remotes.json, /mf/<dir>/) and the route table: packages/contracts/src/remotes.json.
 */
export const REMOTE_APPS = readJson(join(repoRoot, 'packages', 'contracts', 'src', 'remotes.json'));
export const SHELL_PORT = 3000;

/** Env var that relocates one remote: REMOTE_MF_ADMIN_URL=https://cdn/mf-admin/mf-manifest.json */
export function remoteEnvVar(name) {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

/**
 * The shell's /remotes.json in dev: federation name -> { entry: mf-manifest.json URL }.
 * `base(name, dir)` gives the default URL; each REMOTE_<NAME>_URL overrides one remote.
 * No integrity in dev (the dev servers rebuild on every change); the server adds it in production.
 */
export function remotesJson(env, base) {
  const out = {};
  for (const [name, { dir }] of Object.entries(REMOTE_APPS)) {
    const override = env[remoteEnvVar(name)];
    out[name] = { entry: override && override.trim() ? override.trim() : base(name, dir) };
  }
  return out;
}
