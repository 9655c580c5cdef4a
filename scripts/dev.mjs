// `npm run dev -- <app>`: one app in development mode (rspack serve, or the server with --watch).
// A remote runs alone with its login harness against the API on :8080.
import { APPS, fail } from './lib.mjs';
import { runWithPnpm } from './with-pnpm.mjs';

const DEV_APPS = [...APPS, 'server'];
const app = process.argv[2];
if (!app || !DEV_APPS.includes(app)) {
  fail(`Uso: npm run dev -- <app>, con <app> una de: ${DEV_APPS.join(', ')}${app ? ` (recibido: ${app})` : ''}`);
}
runWithPnpm('pnpm', ['--filter', app, 'dev', ...process.argv.slice(3)]);
