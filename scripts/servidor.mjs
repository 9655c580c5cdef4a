// `node scripts/servidor.mjs <herramienta> [argumentos...]`: runs one of the server's command-line
// tools (admin, migrate, seed, backup, restore, remoto) as compiled JavaScript, server/dist/<herramienta>.js,
// rebuilding server/dist first when its sources changed. Behind `npm run admin`, `npm run backup`...
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApps, checkNode, ensurePnpm, fail, installDependencies, repoRoot, SERVER_ENV } from './lib.mjs';

const HERRAMIENTAS = ['admin', 'migrate', 'seed', 'backup', 'restore', 'remoto'];
const [herramienta, ...args] = process.argv.slice(2);
if (!HERRAMIENTAS.includes(herramienta)) fail(`Uso: node scripts/servidor.mjs <${HERRAMIENTAS.join('|')}> [argumentos...]`);

checkNode();
const pnpm = ensurePnpm();
if (!existsSync(join(repoRoot, 'node_modules'))) installDependencies(pnpm);
buildApps(pnpm, { only: ['server'] });
// The tool's own exit code and its one-line message, nothing added. `--` reaches its parser, which ignores it.
const r = spawnSync(process.execPath, [`dist/${herramienta}.js`, ...args], { cwd: join(repoRoot, 'server'), stdio: 'inherit', env: { ...SERVER_ENV, ...process.env } });
process.exit(r.status ?? 1);
