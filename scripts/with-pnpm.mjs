// `node scripts/with-pnpm.mjs <command> [args...]`: runs the command with pnpm on the PATH, also
// on a fresh machine where `npm start` installed pnpm under .tools/ (behind the `npm run` scripts
// of the root package.json: seed, bench, build, dev...).
import { spawnSync } from 'node:child_process';
import { dirname, delimiter, isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkNode, ensurePnpm, fail } from './lib.mjs';

/** The environment with the directory of `pnpm` (when it is not the global one) first on PATH. */
export function envWithPnpm(pnpm) {
  if (!isAbsolute(pnpm)) return process.env;
  const key = Object.keys(process.env).find((k) => k.toUpperCase() === 'PATH') ?? 'PATH';
  return { ...process.env, [key]: [dirname(pnpm), process.env[key]].filter(Boolean).join(delimiter) };
}

/** Runs `command args` with pnpm reachable, and exits with its exit code. */
export function runWithPnpm(command, args) {
  checkNode();
  const env = envWithPnpm(ensurePnpm());
  const result = spawnSync(command, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
  if (result.error) fail(`No se pudo ejecutar ${command}: ${result.error.message}`);
  process.exit(result.status ?? 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) fail('Uso: node scripts/with-pnpm.mjs <comando> [argumentos...]');
  runWithPnpm(command, args);
}
