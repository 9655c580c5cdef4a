// ARCHITECTURE §2: react, react-dom and @verifica/shared (session, API client) are federation
// singletons: one instance across the shell and every remote.
import type { Page } from '@playwright/test';
import { PASSWORD, USERS } from '../support/env';
import { expect, test } from '../support/fixtures';
import { menuFor, screenAt, screenNamed } from '../support/screens';

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

test('una sola React y un solo @verifica/shared para el shell y los cuatro remotos', async ({ page, portal }) => {
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
  expect([...remotesSeen].sort()).toEqual(['mf_admin', 'mf_callcenter', 'mf_reportes', 'mf_solicitudes']);

  const entries = await shareScope(page, ['react', 'react-dom', '@verifica/shared', 'styled-components']);
  for (const pkg of ['react', 'react-dom', '@verifica/shared', 'styled-components']) {
    const loaded = entries.filter((e) => e.pkg === pkg && e.loaded);
    expect(loaded.map((e) => `${e.from}@${e.version}`), `${pkg}: una sola instancia cargada`).toHaveLength(1);
    expect(loaded[0]?.from, `${pkg} lo provee el shell`).toBe('shell');
  }
});

test('Salir en el shell cierra la sesión que ven los remotos (sin recargar)', async ({ page, portal }) => {
  const callCenter = screenNamed('reportesCallCenter');
  const asignar = portal.main.getByRole('button', { name: 'Asignar', exact: true });

  await portal.loginUi('admin');
  await portal.expectDashboard();
  await portal.markPage();
  await portal.menuEntry('Call Center').click();
  await portal.expectScreen(callCenter);
  // is_admin: the remote shows Asignar (SPEC §6).
  await expect(asignar).toBeVisible();

  await portal.salir.click();
  await portal.expectLoginScreen();

  // Another user logs in on the same page: the remote must see the new session, not a copy.
  const apiCalls: { url: string; auth: string | undefined }[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/') && !r.url().endsWith('/api/login')) {
      apiCalls.push({ url: r.url(), auth: r.headers().authorization });
    }
  });
  await portal.loginEmail.fill(USERS.supervisor);
  await portal.loginPassword.fill(PASSWORD);
  await portal.loginButton.click();
  await portal.expectDashboard();
  await expect(page.getByTestId('drawer-nombre')).not.toHaveText('');
  await portal.menuEntry('Call Center').click();
  await portal.expectScreen(callCenter);
  await expect(asignar).toHaveCount(0);

  const token = await portal.storedToken();
  expect(token).not.toBeNull();
  await expect.poll(() => apiCalls.length, { message: 'la pantalla del remoto llama a la API' }).toBeGreaterThan(0);
  expect(apiCalls.filter((c) => c.auth !== `Bearer ${token}`)).toEqual([]);
  await portal.expectNoReloadSinceMark();
});
