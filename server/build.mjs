// `pnpm --filter server build`: the server as one ES module, server/dist/main.js, that plain
// `node` runs (no tsx, no TypeScript at run time). Our sources and @verifica/contracts (shipped
// as TypeScript) are bundled; every npm dependency stays external and is loaded from
// node_modules, because several find their own files at run time (PGlite's wasm and data,
// pdfkit's fonts, swagger-ui's static assets).
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = dirname(fileURLToPath(import.meta.url));
// `node build.mjs [outdir]`: another folder for tests; it must sit under server/ so that the
// external packages resolve from server/node_modules.
const outdir = process.argv[2] ? resolve(process.argv[2]) : join(serverDir, 'dist');
const { dependencies } = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
const bundled = new Set(['@verifica/contracts']);
const external = Object.keys(dependencies)
  .filter((name) => !bundled.has(name))
  .flatMap((name) => [name, `${name}/*`]);

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: serverDir,
  // The server and the command-line tools ops run (npm run admin / migrate / seed / backup / restore / remoto).
  entryPoints: {
    main: 'src/main.ts',
    admin: 'src/db/admin-cli.ts',
    migrate: 'src/db/migrate-cli.ts',
    seed: 'src/db/seed/cli.ts',
    backup: 'src/respaldo/cli-backup.ts',
    restore: 'src/respaldo/cli-restore.ts',
    remoto: 'src/modules/remotos/cli.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external,
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((total, [, { bytes }]) => total + bytes, 0);
console.log(`${relative(dirname(serverDir), outdir)}: ${(bytes / 1024).toFixed(0)} KB de JavaScript en ${Math.round(performance.now() - started)} ms`);
