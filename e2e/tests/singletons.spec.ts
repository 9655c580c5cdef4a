// ARCHITECTURE §2: react, react-dom and @verifica/shared (session, API client) are federation
// singletons: one instance across the shell and every remote.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { BASE_URL, PASSWORD, REPO_ROOT, USERS } from '../support/env';
import { expect, test } from '../support/fixtures';
import { menuFor, remoteDir, screenAt, screenNamed } from '../support/screens';

interface SharedEntry {
  pkg: string;
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

/** Every registration of `pkgs` in the federation runtime's global share scopes. */
function shareScope(page: Page, pkgs: readonly string[]): Promise<SharedEntry[]> {
  return page.evaluate((names) => {
    type Raw = { from?: unknown; loaded?: unknown; useIn?: unknown; lib?: unknown };
    const fed = (window as Window & { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Raw>>>> } })
      .__FEDERATION__;
    const out: { pkg: string; version: string; from: string; loaded: boolean; useIn: string[] }[] = [];
    const seen = new Set<Raw>();
    for (const scopes of Object.values(fed?.__SHARE__ ?? {})) {
      for (const scope of Object.values(scopes)) {
        for (const pkg of names) {
          for (const [version, raw] of Object.entries(scope[pkg] ?? {})) {
            if (seen.has(raw)) continue;
            seen.add(raw);
            out.push({
              pkg,
              version,
              from: String(raw.from),
              loaded: raw.loaded === true || typeof raw.lib === 'function',
              useIn: Array.isArray(raw.useIn) ? raw.useIn.map(String) : [],
            });
          }
        }
      }
    }
    return out;
  }, pkgs);
}

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  exposes: { assets: { js: { sync: string[]; async: string[] } } }[];
}

/** Files of `app`'s build holding its own copy of each package (its shared fallbacks). */
function ownCopies(app: string, pkgs: readonly string[]): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, app, 'dist', 'mf-manifest.json'), 'utf8')) as Manifest;
  const exposed = new Set(manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async]));
  const files = new Map<string, string>();
  for (const shared of manifest.shared) {
    if (!pkgs.includes(shared.name)) continue;
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
      if (!exposed.has(file)) files.set(file, shared.name);
    }
  }
  return files;
}

/** A property only React's own module defines (`React.Children`); it survives minification. */
const REACT_CORE = 'Children={map:';

/** The shell's JS files holding `marker` (the shell is built without the federation build plugin: no manifest). */
function shellFilesWith(marker: string): string[] {
  const dist = join(REPO_ROOT, 'shell', 'dist');
  return readdirSync(dist).filter((f) => f.endsWith('.js') && readFileSync(join(dist, f), 'utf8').includes(marker));
}

const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'styled-components',
  '@verifica/shared',
  '@verifica/shared/base',
  '@verifica/shared/router',
] as const;
const REMOTE_NAMES = ['mf_admin', 'mf_callcenter', 'mf_reportes', 'mf_solicitudes'];

test('una sola React y un solo @verifica/shared para el shell y los cuatro remotos', async ({ page, portal, request }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url().split('?')[0] ?? '');
  });
  const remotesJson = (await (await request.get('/remotes.json')).json()) as Record<string, string>;

  await portal.loginAs('superadmin');
  await portal.expectDashboard();
  // One screen of each remote.
  const remotesSeen = new Set<string>();
  for (const entry of menuFor('superadmin')) {
    if (!entry.path || entry.path === '/admin') continue;
    const screen = screenAt(entry.path);
    if (remotesSeen.has(screen.remote)) continue;
    remotesSeen.add(screen.remote);
    await portal.menuEntry(entry.label).click();
    await portal.expectScreen(screen);
  }
  expect([...remotesSeen].sort()).toEqual(REMOTE_NAMES);

  // The runtime: one loaded instance of each singleton, the shell's; every remote uses it.
  const entries = await shareScope(page, SINGLETONS);
  for (const pkg of SINGLETONS) {
    const loaded = entries.filter((e) => e.pkg === pkg && e.loaded);
    expect(loaded.map((e) => `${e.from}@${e.version}`), `${pkg}: una sola instancia cargada`).toEqual([`shell@${loaded[0]?.version ?? '?'}`]);
  }
  for (const pkg of ['@verifica/shared', 'react/jsx-runtime']) {
    const used = entries.filter((e) => e.pkg === pkg && e.loaded).flatMap((e) => e.useIn);
    expect(used, `${pkg} del shell usado por los cuatro remotos`).toEqual(expect.arrayContaining(REMOTE_NAMES));
  }

  // The network: no remote downloaded its own copy of React, ReactDOM or @verifica/shared ...
  for (const remote of REMOTE_NAMES) {
    const dir = remoteDir(remote);
    const base = new URL('.', new URL(remotesJson[remote] ?? '', BASE_URL)).href;
    const copies = [...ownCopies(dir, SINGLETONS).keys()].map((file) => new URL(file, base).href);
    expect(copies.length, `${dir}: el manifiesto declara sus copias de respaldo`).toBeGreaterThan(0);
    expect(scripts.filter((url) => copies.includes(url)), `${dir} descargó su propia copia`).toEqual([]);
  }
  // ... and the shell's React chunk was downloaded exactly once in the whole session.
  const shellReact = shellFilesWith(REACT_CORE).map((file) => new URL(file, `${BASE_URL}/`).href);
  expect(shellReact).toHaveLength(1);
  expect(scripts.filter((url) => shellReact.includes(url))).toHaveLength(1);
});

test('Salir en el shell cierra la sesión que ven los remotos (sin recargar)', async ({ page, portal }) => {
  const usuarios = screenNamed('usuarios');
  // SPEC §2: the Usuarios list (mf-admin) shows the agencia column only with the broad permission.
  const agenciaColumn = portal.main.getByRole('columnheader', { name: 'Agencia', exact: true });
  const nombreColumn = portal.main.getByRole('columnheader', { name: 'Nombre', exact: true });

  await portal.loginUi('superadmin');
  await portal.expectDashboard();
  await portal.markPage();
  await portal.menuEntry('Usuarios').click();
  await portal.expectScreen(usuarios);
  await expect(nombreColumn).toBeVisible();
  await expect(agenciaColumn).toBeVisible();

  await portal.salir.click();
  await portal.expectLoginScreen();

  // Another user logs in on the same page: the remote must see the new session, not a copy.
  const apiCalls: { path: string; auth: string | undefined }[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/') && path !== '/api/login') apiCalls.push({ path, auth: r.headers().authorization });
  });
  await portal.loginEmail.fill(USERS.admin);
  await portal.loginPassword.fill(PASSWORD);
  await portal.loginButton.click();
  await portal.expectDashboard();
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/usuarios' && r.ok());
  await portal.menuEntry('Usuarios').click();
  await portal.expectScreen(usuarios);
  await listed;
  await expect(nombreColumn).toBeVisible();
  await expect(agenciaColumn).toHaveCount(0);

  // Every call the remote made carried the new user's token.
  const token = await portal.storedToken();
  expect(token).not.toBeNull();
  expect(apiCalls.map((c) => c.path)).toContain('/api/usuarios');
  expect(apiCalls.filter((c) => c.auth !== `Bearer ${token}`)).toEqual([]);
  await portal.expectNoReloadSinceMark();
});
