// What a production build writes beside its bundles: a remote's integrity.json, release.json and
// immutable release folder; the shell's compat.json.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, relative, sep } from 'node:path';
import { ofreceDe, requiereDe } from './federation.mjs';
import { readJson, REMOTE_APPS, repoRoot } from './remotes.mjs';

const sriOf = (file) => `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;

/** Every file under `dir` (relative, '/' separators), sorted. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(dir, join(d.parentPath, d.name)).split(sep).join('/'))
    .sort();
}

/** Files of a release that integrity.json does not list: itself and release.json (which names the hash). */
const META_RELEASE = new Set(['integrity.json', 'release.json']);

/**
 * The content hash of a release (its folder `<version>+<hash>`): the first 10 hex digits of the
 * sha256 of `<path> <sri>\n` for every file of integrity.json `archivos`, sorted by path. The
 * server computes it the same way (server/src/modules/remotos/archivo.ts) and refuses a mismatch.
 */
export function hashRelease(archivos) {
  const h = createHash('sha256');
  for (const path of Object.keys(archivos).sort()) h.update(`${path} ${archivos[path]}\n`);
  return h.digest('hex').slice(0, 10);
}

function gitCommit() {
  if (process.env.VERIFICA_COMMIT?.trim()) return process.env.VERIFICA_COMMIT.trim();
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * After emit, in a remote's production build: integrity.json next to remoteEntry.js (SRI,
 * sha384-<base64>, of remoteEntry.js and mf-manifest.json, which the server puts in /remotes.json;
 * the shell refuses a remote whose files do not match, shell/src/remotes/integrity.ts) plus
 * `archivos`, every file of dist; release.json (remote, version, hash, screens, the ranges it needs);
 * then a copy of dist as the immutable release folder `<app>/releases/<version>+<hash>/`, which
 * `npm run remoto -- publicar` uploads. An existing release folder is never overwritten.
 * VERIFICA_VERSION_REMOTO overrides the package.json version (CI tags).
 */
export class RemoteIntegrityPlugin {
  constructor({ name, appDir } = {}) {
    this.name = name;
    this.appDir = appDir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('RemoteIntegrityPlugin', async (compilation) => {
      const outDir = compilation.outputOptions.path;
      const manifestFile = join(outDir, 'mf-manifest.json');
      if (!existsSync(manifestFile)) throw new Error('[build-config] RemoteIntegrityPlugin: falta mf-manifest.json');
      const manifest = readJson(manifestFile);
      const entryName = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
      const archivos = {};
      for (const file of filesUnder(outDir)) if (!META_RELEASE.has(file)) archivos[file] = sriOf(join(outDir, file));
      const integrity = { remoteEntry: sriOf(join(outDir, entryName)), manifest: sriOf(manifestFile), archivos };
      writeFileSync(join(outDir, 'integrity.json'), `${JSON.stringify(integrity, null, 2)}\n`);
      if (!this.name || !this.appDir) return;
      const pkg = readJson(join(this.appDir, 'package.json'));
      const version = process.env.VERIFICA_VERSION_REMOTO?.trim() || pkg.version;
      const hash = hashRelease(archivos);
      const release = {
        formato: 1,
        remoto: this.name,
        version,
        hash,
        construido: new Date().toISOString(),
        commit: gitCommit(),
        pantallas: Object.keys(REMOTE_APPS[this.name].exposes),
        requiere: requiereDe(this.appDir),
      };
      writeFileSync(join(outDir, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
      const destino = join(this.appDir, 'releases', `${version}+${hash}`);
      if (existsSync(destino)) return;
      // Copied next to its final place, then renamed: a folder by that name is always complete.
      const temporal = `${destino}.tmp-${process.pid}`;
      rmSync(temporal, { recursive: true, force: true });
      cpSync(outDir, temporal, { recursive: true });
      renameSync(temporal, destino);
    });
  }
}

/** After emit, in the shell's production build: shell/dist/compat.json, the versions it offers the remotes. */
export class ShellCompatPlugin {
  constructor(appDir) {
    this.appDir = appDir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ShellCompatPlugin', async (compilation) => {
      writeFileSync(join(compilation.outputOptions.path, 'compat.json'), `${JSON.stringify(ofreceDe(this.appDir), null, 2)}\n`);
    });
  }
}
