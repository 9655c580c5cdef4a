// The one rspack + Module Federation base config of the portal (ARCHITECTURE §2).
// Every app's rspack.config.mjs is `export default createConfig({ name, dir, isHost? })`: a remote's
// port and screens come from packages/contracts/src/remotes.json; the shell (isHost) has no build plugin.
// The parts: remotes.mjs (where the apps are), federation.mjs (what is shared), releases.mjs (what a
// production build writes beside its bundles), compression.mjs, dev-server.mjs, static-remotes.mjs.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { precompressed } from './compression.mjs';
import { devServerConfig } from './dev-server.mjs';
import { sharedConfig } from './federation.mjs';
import { RemoteIntegrityPlugin, ShellCompatPlugin } from './releases.mjs';
import { readJson, REMOTE_APPS, SHELL_PORT } from './remotes.mjs';
import { writeStaticRemotes } from './static-remotes.mjs';

export { API_URL, REMOTE_APPS, SHELL_PORT, remoteEnvVar, remotesJson, repoRoot } from './remotes.mjs';
export { PAQUETES_COMPATIBLES, SHARED_OPTIONAL, SHARED_SINGLETONS, ofreceDe, requiereDe, sharedConfig } from './federation.mjs';
export { RemoteIntegrityPlugin, hashRelease } from './releases.mjs';

const here = dirname(fileURLToPath(import.meta.url));

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

    const devServer = devServerConfig({ isHost, port });

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
