// A user without a permission sees no menu entry for it and cannot open its route by URL: "No autorizado"
// inside the layout names the missing permission (SPEC §6 names) and leads back home.
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { menuFor, remoteDir, screenNamed } from '../support/screens';

const PERMISO = { usuarios: 'el permiso gestionar_usuarios', agencias: 'el permiso amplio (is_super_admin o *)' } as const;

test('el operador no ve Usuarios ni Agencias y no puede abrirlas por URL', async ({ page, portal, sessions }) => {
  const remoteRequests: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(`${BASE_URL}/mf/`)) remoteRequests.push(req.url());
  });

  await portal.loginAs('operador');
  await portal.expectDashboard();
  const labels = await portal.menuLabels();
  expect(labels).toEqual(menuFor('operador').map((e) => e.label));
  expect(labels).not.toContain('Usuarios');
  expect(labels).not.toContain('Agencias');

  for (const name of ['usuarios', 'agencias'] as const) {
    await test.step(`/admin/${name} por URL`, async () => {
      const screen = screenNamed(name);
      await page.goto(screen.path);
      // The layout is there (still logged in) but not the screen.
      await expect(portal.drawer).toBeVisible();
      await expect(portal.main.getByRole('heading', { level: 1, name: 'No autorizado', exact: true })).toBeVisible();
      await expect(portal.main.getByText(`Para abrir ${screen.title} se necesita ${PERMISO[name]}, que tu usuario no tiene.`, { exact: true })).toBeVisible();
      await expect(portal.main.getByRole('heading', { name: screen.title, exact: true })).toHaveCount(0);
      expect(await portal.storedToken()).not.toBeNull();
    });
  }
  // Opened by URL there is nothing to go back to: Ir a Inicio leads home.
  await expect(portal.main.getByRole('button', { name: 'Volver', exact: true })).toHaveCount(0);
  await portal.main.getByRole('button', { name: 'Ir a Inicio', exact: true }).click();
  await portal.expectDashboard();
  // The screen's remote was never even fetched.
  const adminDir = remoteDir(screenNamed('usuarios').remote);
  expect(remoteRequests.filter((u) => u.includes(`/mf/${adminDir}/`))).toEqual([]);

  // And the server refuses the data as well.
  const api = await sessions.api('operador');
  expect((await api.get('/api/usuarios')).status()).toBe(403);
  expect((await api.get('/api/agencias')).status()).toBe(403);
});

test('el administrador de agencia no ve Agencias ni puede abrirla por URL', async ({ page, portal }) => {
  await portal.loginAs('admin');
  await portal.expectDashboard();
  expect(await portal.menuLabels()).not.toContain('Agencias');
  const screen = screenNamed('agencias');
  await page.goto(screen.path);
  await expect(portal.main.getByText('No autorizado', { exact: true })).toBeVisible();
  await expect(
    portal.main.getByText('Para abrir Agencias se necesita el permiso amplio (is_super_admin o *), que tu usuario no tiene.', { exact: true }),
  ).toBeVisible();
  await expect(portal.main.getByRole('heading', { name: screen.title, exact: true })).toHaveCount(0);
});
