// Rebuilds ONE remote for real (its own rspack.config.mjs, production) into another folder, with
// one visible text changed on the way (a loader over the remote's own src/): a new release of that
// remote, built without touching the shell or the repository.
//
//   node e2e/support/build-remote-variant.mjs <remote dir> <out dir> <text> <replacement>
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [remoteDirArg, outDir, from, to] = process.argv.slice(2);
if (!remoteDirArg || !outDir || !from || !to) throw new Error('uso: build-remote-variant.mjs <remoto> <salida> <texto> <reemplazo>');
const remoteDir = resolve(remoteDirArg);
const loader = fileURLToPath(new URL('./replace-text-loader.cjs', import.meta.url));

// @rspack/core as the remote resolves it (e2e does not depend on it).
const requireFromRemote = createRequire(join(remoteDir, 'package.json'));
const { rspack } = await import(pathToFileURL(requireFromRemote.resolve('@rspack/core')).href);
const configFactory = (await import(pathToFileURL(join(remoteDir, 'rspack.config.mjs')).href)).default;

const config = await configFactory({}, { mode: 'production' });
config.output.path = resolve(outDir);
config.module.rules.push({
  test: /\.tsx?$/,
  include: join(remoteDir, 'src'),
  enforce: 'pre',
  use: [{ loader, options: { from, to } }],
});

const stats = await new Promise((ok, fail) => {
  rspack(config).run((err, result) => (err ? fail(err) : ok(result)));
});
if (stats.hasErrors()) {
  console.error(stats.toString('errors-only'));
  process.exit(1);
}
