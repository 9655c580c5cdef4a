// `npm start`: installs what is missing, builds what changed (the portal and the compiled server),
// then runs server/dist/main.js: it migrates and (first time only) seeds the database, and serves
// everything on PORT (default 8080).
import { join } from 'node:path';
import { buildApps, checkNode, ensurePnpm, installDependencies, log, repoRoot, run, SERVER_ENV } from './lib.mjs';

checkNode();
const pnpm = ensurePnpm();
installDependencies(pnpm);
buildApps(pnpm);
log('Iniciando el servidor ...');
// Node itself, not `pnpm --filter server start`: no pnpm process kept in memory beside the server.
run(process.execPath, ['dist/main.js'], { cwd: join(repoRoot, 'server'), env: { ...SERVER_ENV, ...process.env } });
