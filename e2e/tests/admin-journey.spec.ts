// Demo admin: login -> Inicio -> every menu entry opens its remote screen -> folio search opens
// the detail dialog -> Cerrar -> Salir back to login. Superadmin also sees the broad entries.
import { firstSolicitud } from '../support/data';
import { expect, test } from '../support/fixtures';
import { menuFor, screenAt } from '../support/screens';

test('el administrador entra, recorre su menú, busca un folio y sale', async ({ page, portal, sessions }) => {
  const api = await sessions.api('admin');
  const admin = await sessions.login('admin');
  const solicitud = await firstSolicitud(api);
  // A folio of admin's own agency, and the folio endpoint finds it for admin.
  expect(solicitud.agencia_nombre).toBe(admin.agencia);
  const byFolio = await api.post('/api/solicitudes/folio', { data: { folio_solicitud: solicitud.folio_solicitud } });
  expect(byFolio.status()).toBe(200);

  await portal.loginUi('admin');
  await portal.expectDashboard();
  await expect(page.getByTestId('drawer-nombre')).toHaveText(admin.nombre);
  await expect(page.getByTestId('drawer-agencia')).toHaveText(admin.agencia);

  // Exactly the entries the Administrador role may see, in the menu's order.
  const expected = menuFor('admin');
  expect(await portal.menuLabels()).toEqual(expected.map((e) => e.label));
  expect(expected.map((e) => e.label)).not.toContain('Agencias');
  expect(expected.map((e) => e.label)).not.toContain('Telefonos Duplicados');

  for (const entry of expected) {
    await test.step(`menú ${entry.label}`, async () => {
      await portal.menuEntry(entry.label).click();
      await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
      if (entry.path === '/admin') await portal.expectDashboard();
      else await portal.expectScreen(screenAt(entry.path ?? ''));
    });
  }

  await test.step('búsqueda de folio', async () => {
    await portal.menuEntry('Inicio').click();
    await portal.expectDashboard();
    // Empty: nothing happens (SPEC §5), not even a request.
    const folioCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/solicitudes/folio')) folioCalls.push(r.url());
    });
    await portal.searchFolio('');
    await page.getByRole('search').getByRole('button', { name: 'Buscar folio' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await portal.searchFolio(solicitud.folio_solicitud);
    // (The dialog root is a 0×0 wrapper around a fixed panel: assert on what is inside it.)
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveCount(1);
    await expect(dialog.getByRole('heading', { level: 2 })).toContainText(solicitud.folio_solicitud);
    await expect(dialog.getByText(solicitud.folio_solicitud, { exact: true })).toBeVisible();
    await expect(dialog.getByText(solicitud.agencia_nombre, { exact: true })).toBeVisible();
    // Only the real search reached the server (the empty ones sent nothing).
    expect(folioCalls).toHaveLength(1);
    const cerrar = dialog.getByRole('button', { name: 'Cerrar', exact: true });
    await expect(cerrar).toBeVisible();
    await cerrar.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await portal.expectDashboard();
  });

  await test.step('Salir', async () => {
    await portal.salir.click();
    await portal.expectLoginScreen();
    expect(await portal.storedToken()).toBeNull();
    // The session is gone: /admin sends back to login.
    await page.goto('/admin');
    await portal.expectLoginScreen();
  });
});

test('el superadministrador ve y abre Agencias y Telefonos Duplicados', async ({ page, portal }) => {
  await portal.loginAs('superadmin');
  await portal.expectDashboard();
  const expected = menuFor('superadmin');
  expect(await portal.menuLabels()).toEqual(expected.map((e) => e.label));
  for (const label of ['Agencias', 'Telefonos Duplicados']) {
    const entry = expected.find((e) => e.label === label);
    expect(entry, `${label} en el menú del superadministrador`).toBeDefined();
    await portal.menuEntry(label).click();
    await expect(page).toHaveURL(new RegExp(`${entry?.path ?? ''}$`));
    await portal.expectScreen(screenAt(entry?.path ?? ''));
  }
});
