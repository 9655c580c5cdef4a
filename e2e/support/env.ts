// Constants shared by playwright.config.ts and the fixtures: the portal under test and the
// second origin that serves mf-reportes (runtime relocation, ARCHITECTURE §2).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The portal as `npm start` serves it (API, shell and the same-origin remotes). */
export const PORT = Number(process.env.E2E_PORT ?? 8199);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** A second origin serving mf-reportes/dist; the server's /remotes.json points there. */
export const REMOTE_PORT = Number(process.env.E2E_REMOTE_PORT ?? 8198);
export const REMOTE_ORIGIN = `http://127.0.0.1:${REMOTE_PORT}`;
export const REMOTE_REPORTES_MANIFEST = `${REMOTE_ORIGIN}/mf-manifest.json`;
export const REPORTES_DIST = join(REPO_ROOT, 'mf-reportes', 'dist');

/** Fixed secret given to the server, so the tests can craft (expired) tokens it accepts. */
export const JWT_SECRET = 'e2e-verifica-jwt-secret-0123456789abcdef0123456789';

/** Demo users seeded on first start (README), all with the same password. */
export const PASSWORD = 'Verifica.2026';
export const USERS = {
  superadmin: 'superadmin@verifica.mx',
  admin: 'admin@verifica.mx',
  admin2: 'admin2@verifica.mx',
  supervisor: 'supervisor@verifica.mx',
  operador: 'operador@verifica.mx',
  gestor: 'gestor@verifica.mx',
} as const;
export type DemoUser = keyof typeof USERS;

/** The five front-end apps and the file each build must have produced. */
export const BUILT_APPS: readonly { app: string; file: string }[] = [
  { app: 'shell', file: 'index.html' },
  ...['mf-solicitudes', 'mf-callcenter', 'mf-reportes', 'mf-admin'].flatMap((app) => ['mf-manifest.json', 'integrity.json'].map((file) => ({ app, file }))),
];
