// `npm start`: installs what is missing, builds the portal, migrates and (first time only) seeds
// the database, then serves everything on PORT (default 8080).
import { buildApps, checkNode, ensurePnpm, installDependencies, log, run } from './lib.mjs';

checkNode();
const pnpm = ensurePnpm();
installDependencies(pnpm);
buildApps(pnpm);
log('Iniciando el servidor ...');
run(pnpm, ['--filter', 'server', 'start']);
