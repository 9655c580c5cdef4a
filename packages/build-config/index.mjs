// The one rspack + Module Federation base config of the portal (ARCHITECTURE §2).
// Every app's rspack.config.mjs is `export default createConfig({ name, dir, isHost? })`: a remote's
// port and screens come from packages/contracts/src/remotes.json; the shell (isHost) has no build plugin.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { rspack } from '@rspack/core';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '..', '..');

/** API the dev servers proxy /api and /password to. */
export const API_URL = process.env.VERIFICA_API_URL ?? 'http://127.0.0.1:8080';

/**
 * The four remotes: federation name -> folder, dev-server port and exposed screens. ONE list for
 * the build, the server (/remotes.json, /mf/<dir>/) and the route table: packages/contracts/src/remotes.json.
 */
export const REMOTE_APPS = JSON.parse(readFileSync(join(repoRoot, 'packages', 'contracts', 'src', 'remotes.json'), 'utf8'));
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

/**
 * Packages shared as singletons between the shell and every remote: the ones that hold state
 * (React, the router, styled-components' style sheet, the session in @verifica/shared).
 * @verifica/contracts is NOT shared on purpose: it is stateless (constants, pure functions, zod
 * schemas), and a shared module cannot be tree-shaken, so sharing it would put all of zod on the
 * login page. Each app bundles the part of it that it uses.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/', // prefix form: react-dom/client is shared too
  'react/jsx-runtime',
  'styled-components',
  '@verifica/shared',
  // The light part the login page needs (packages/shared/README.md, "Subpaths"): its own singleton,
  // so that the login page does not load the whole package (UI kit, controllers, zod via contracts).
  '@verifica/shared/base',
  // The router (one set of contexts). Every app imports it from here, never from react-router-dom,
  // so react-router is bundled behind this entry's list of names and tree-shaken to them: shared
  // as a package of its own it could not be.
  '@verifica/shared/router',
];

/**
 * Shared (one download for every app that uses it) but not singletons and only for the apps that
 * depend on them: ol is heavy and used by several remotes, never by the shell. Prefix form because
 * ol is imported by subpath (ol/Map, ol/layer/Tile, ...). Never eager: it loads with the screen.
 */
export const SHARED_OPTIONAL = ['ol/'];

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** package.json of `pkg` as seen from `fromDir`: its node_modules, then the parents' (pnpm links). */
function findPackageJson(pkg, fromDir) {
  let dir = fromDir;
  for (;;) {
    const candidate = join(dir, 'node_modules', pkg, 'package.json');
    if (existsSync(candidate)) return realpathSync(candidate);
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Version of `pkg` as installed for the app in `fromDir`. */
function installedVersion(pkg, fromDir) {
  const direct = findPackageJson(pkg, fromDir);
  return direct ? readJson(direct).version : undefined;
}

function packageNameOf(key) {
  if (key.endsWith('/')) return key.slice(0, -1);
  return key.split('/').slice(0, key.startsWith('@') ? 2 : 1).join('/');
}

/**
 * requiredVersion of a shared package for this app: its package.json range, or for workspace
 * packages (@verifica/shared) `^<major>.<minor>.0` of the version it is built against. The rule
 * (packages/shared/README.md): a remote built against shared 1.x needs a shell with >= 1.x.0.
 */
function requiredVersionFor(declared, version) {
  if (declared && !declared.startsWith('workspace:')) return declared;
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

/** The `shared` map, requiredVersion from the app's package.json range or the installed version. */
export function sharedConfig(appDir) {
  const pkg = readJson(join(appDir, 'package.json'));
  const ranges = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const key of SHARED_SINGLETONS) {
    const pkgName = packageNameOf(key);
    const version = installedVersion(pkgName, appDir);
    if (!version) throw new Error(`[build-config] ${pkg.name}: no se encontró ${pkgName}`);
    shared[key] = { singleton: true, requiredVersion: requiredVersionFor(ranges[pkgName], version), version };
  }
  for (const key of SHARED_OPTIONAL) {
    const pkgName = packageNameOf(key);
    // Only apps that declare the package share it (the shell has no ol).
    if (!ranges[pkgName]) continue;
    const version = installedVersion(pkgName, appDir);
    if (!version) continue;
    shared[key] = { singleton: false, eager: false, requiredVersion: requiredVersionFor(ranges[pkgName], version), version };
  }
  return shared;
}

/** The packages a remote runs on from the shell; a release declares the ranges it needs (contracts PAQUETES_COMPATIBLES). */
export const PAQUETES_COMPATIBLES = ['@verifica/shared', '@verifica/contracts', 'react'];

/** What an app was built against: package -> requiredVersion (same rule as `sharedConfig`). */
export function requiereDe(appDir) {
  const pkg = readJson(join(appDir, 'package.json'));
  const ranges = { ...pkg.devDependencies, ...pkg.dependencies };
  const out = {};
  for (const name of PAQUETES_COMPATIBLES) {
    const version = installedVersion(name, appDir);
    if (!version) throw new Error(`[build-config] ${pkg.name}: no se encontró ${name}`);
    out[name] = requiredVersionFor(ranges[name], version);
  }
  return out;
}

/** What the shell offers the remotes: package -> installed version (shell/dist/compat.json). */
export function ofreceDe(appDir) {
  const out = {};
  for (const name of PAQUETES_COMPATIBLES) {
    const version = installedVersion(name, appDir);
    if (!version) throw new Error(`[build-config] shell: no se encontró ${name}`);
    out[name] = version;
  }
  return out;
}

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
class ShellCompatPlugin {
  constructor(appDir) {
    this.appDir = appDir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ShellCompatPlugin', async (compilation) => {
      writeFileSync(join(compilation.outputOptions.path, 'compat.json'), `${JSON.stringify(ofreceDe(this.appDir), null, 2)}\n`);
    });
  }
}

/**
 * `<file>.br` and `<file>.gz` beside each bundle, at the highest levels: the server sends them as
 * they are (@fastify/static `preCompressed`) instead of compressing every download again, and
 * brotli 11 is about 8% smaller than the on-the-fly level 5 the server can afford.
 */
function precompressed() {
  const test = /\.(js|json|css|html|svg)$/;
  return [
    new CompressionPlugin({ test, threshold: 1024, minRatio: 0.9, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
    new CompressionPlugin({ test, threshold: 1024, minRatio: 0.9, algorithm: 'brotliCompress', filename: '[path][base].br', compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } } }),
  ];
}

function swcRule(isDev) {
  return {
    test: /\.(?:[cm]?[jt]sx?)$/,
    // Our own TS (apps and workspace packages, which ship TS sources); node_modules stay as they are.
    exclude: /[\\/]node_modules[\\/]/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: isDev, refresh: false } },
        target: 'es2022',
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * VERIFICA_NO_MF=1 (shell only): the same shell with every remote screen imported directly,
 * no federation. Used by scripts/bench-bundle.mjs to compare what the browser downloads.
 * Writes a module implementing shell/src/remotes/federation.ts with static imports.
 */
async function writeStaticRemotes(appDir) {
  const outDir = join(appDir, 'node_modules', '.cache', 'verifica');
  mkdirSync(outDir, { recursive: true });
  const lines = [
    '// Generated by @verifica/build-config for VERIFICA_NO_MF=1: remote screens bundled into the shell.',
    'const screens = {',
  ];
  for (const [name, { dir, exposes }] of Object.entries(REMOTE_APPS)) {
    const remoteDir = join(repoRoot, dir);
    for (const [expose, file] of Object.entries(exposes)) {
      const target = resolve(remoteDir, file);
      lines.push(`  ${JSON.stringify(`${name}/${expose}`)}: () => import(${JSON.stringify(target)}),`);
    }
  }
  lines.push(
    '};',
    'export async function initRemotes() { return {}; }',
    'export async function loadExposed(remote, module) {',
    '  const load = screens[`${remote}/${module}`];',
    '  if (!load) throw new Error(`Pantalla desconocida: ${remote}/${module}`);',
    '  return load();',
    '}',
    'export function resetRemote() {}',
    '',
  );
  const file = join(outDir, 'static-remotes.mjs');
  writeFileSync(file, lines.join('\n'));
  return file;
}

/**
 * @param {{ name: string, dir: string, isHost?: boolean }} opts
 *   name: federation name ('shell', 'mf_admin', ...); dir: the app folder (import.meta.dirname of its config).
 *   A remote's port and exposed screens come from REMOTE_APPS.
 */
export function createConfig({ name, dir, isHost = false }) {
  const remote = isHost ? undefined : REMOTE_APPS[name];
  if (!isHost && !remote) throw new Error(`[build-config] ${name} no está en packages/contracts/src/remotes.json`);
  const port = isHost ? SHELL_PORT : remote.port;
  return async (_env = {}, argv = {}) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
    const isDev = mode === 'development';
    const noMf = isHost && process.env.VERIFICA_NO_MF === '1';
    const appDir = dir;

    const plugins = [
      new rspack.HtmlRspackPlugin({
        template: existsSync(join(appDir, 'index.html')) ? join(appDir, 'index.html') : join(here, 'index.html'),
        title: isHost ? 'Verifica' : `Verifica · ${name} (harness)`,
        // The shell must load its chunks from '/' under any deep route (/admin/...). A remote's
        // harness: '/' on its dev server (deep routes too); relative in dist (served at /mf/<dir>/).
        publicPath: isHost || isDev ? '/' : '',
        chunks: ['main'],
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production'),
        __VERIFICA_APP__: JSON.stringify(name),
      }),
    ];
    if (!isHost) {
      // The version a remote's screens can show of themselves: VERIFICA_VERSION_REMOTO (a release
      // build) or the remote's package.json version.
      const version = process.env.VERIFICA_VERSION_REMOTO || readJson(join(appDir, 'package.json')).version;
      plugins.push(new rspack.DefinePlugin({ __VERSION_REMOTO__: JSON.stringify(version) }));
    }

    if (isHost) {
      // The shell has no build plugin: it bundles its own React, router, styled-components and
      // @verifica/shared like any app, and provides them to the remotes from its MF instance,
      // created with the runtime API on the first remote screen (shell/src/remotes/instancia.ts).
      // So the login page carries no federation runtime. The singletons it provides are these.
      const singletons = Object.fromEntries(
        Object.entries(sharedConfig(appDir))
          .filter(([, c]) => c.singleton)
          .map(([key, { version, requiredVersion }]) => [key, { version, requiredVersion }]),
      );
      plugins.push(new rspack.DefinePlugin({ __VERIFICA_COMPARTIDOS__: JSON.stringify(singletons) }));
      if (!isDev && !noMf) plugins.push(new ShellCompatPlugin(appDir));
    }
    if (noMf) {
      const staticRemotes = await writeStaticRemotes(appDir);
      plugins.push(
        new rspack.NormalModuleReplacementPlugin(/^\.\/federation$/, (resource) => {
          if (resource.context && resource.context.includes(join('shell', 'src', 'remotes'))) {
            resource.request = staticRemotes;
          }
        }),
      );
    } else if (!isHost) {
      plugins.push(
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: remote.exposes,
          remotes: {},
          shared: sharedConfig(appDir),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // One MF runtime for the page: the shell's instance provides it (instancia.ts), production
          // remotes use it. target 'web': the runtime leaves out its Node.js code paths.
          experiments: {
            optimization: { target: 'web' },
            ...(isDev ? {} : { externalRuntime: true }),
          },
        }),
      );
      if (!isDev) plugins.push(new RemoteIntegrityPlugin({ name, appDir }));
    }
    if (!isDev) {
      // Every chunk a (pinned) entry loads carries its sha384 in the entry's runtime: the browser
      // refuses a chunk whose bytes changed, so pinning remoteEntry.js pins the whole remote.
      plugins.push(new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], htmlPlugin: false }));
      if (!noMf) plugins.push(...precompressed());
    }

    const devServer = {
      host: '127.0.0.1',
      port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        {
          // POST /password/reset is API; GET /password/reset is the shell's page.
          context: (path, req) => path.startsWith('/api') || (path.startsWith('/password') && req.method !== 'GET'),
          target: API_URL,
          changeOrigin: true,
        },
      ],
      setupMiddlewares(middlewares) {
        if (isHost) {
          // Dev: remotes from their own dev servers (same env overrides as production).
          middlewares.unshift({
            name: 'remotes-json',
            path: '/remotes.json',
            middleware: (_req, res) => {
              const body = remotesJson(process.env, (_n, _d) => `http://127.0.0.1:${REMOTE_APPS[_n].port}/mf-manifest.json`);
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(JSON.stringify(body));
            },
          });
        }
        return middlewares;
      },
    };

    /** @type {import('@rspack/core').Configuration} */
    const config = {
      name,
      mode: isDev ? 'development' : 'production',
      context: appDir,
      target: 'web',
      entry: { main: './src/index.ts' },
      devtool: isDev ? 'cheap-module-source-map' : false,
      output: {
        // The no-federation comparison build must not replace the real shell/dist.
        path: noMf ? join(appDir, 'node_modules', '.cache', 'verifica', 'dist-nomf') : join(appDir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        cssFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
        cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // Distinct per app so two webpack runtimes on one page never collide.
        uniqueName: name,
        // Chunks load with crossorigin="anonymous" (needed for SRI across origins; the servers send CORS).
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.mjs', '.js', '.jsx', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          swcRule(isDev),
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
          { test: /\.geojson$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        // The shell's start-up chunks (no async boundary: it negotiates nothing at start) load as
        // parallel <script> tags, its dependencies apart from its own code so a release of the
        // shell leaves them cached.
        ...(isHost ? { splitChunks: { chunks: 'all' } } : {}),
        minimize: !isDev,
        minimizer: [new rspack.SwcJsMinimizerRspackPlugin(), new rspack.LightningCssMinimizerRspackPlugin()],
      },
      performance: { hints: false },
      plugins,
      devServer,
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
    };
    return config;
  };
}
