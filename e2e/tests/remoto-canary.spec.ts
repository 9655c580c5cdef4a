// A canary of mf-admin for one agency: a second build (one visible text changed) is published
// through the API and sent as a canary to admin@'s agency; admin@ gets it, admin2@ (another agency)
// keeps the repository's build, each in their own browser.
import { readFileSync } from 'node:fs';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { screenNamed } from '../support/screens';
import { Portal } from '../support/portal';
import { dejarEnRepositorio, varianteDelArchivo } from '../support/remotos';
import { apiLogin } from '../support/session';

const OLD_TEXT = 'Tipo Usuario';
const NEW_TEXT = 'Tipo Usuario (canary)';

const variante = varianteDelArchivo(OLD_TEXT, NEW_TEXT, '1.0.2-e2e');

test('un canary para una agencia: admin@ recibe la versión nueva, admin2@ la de siempre', async ({ browser, portal, request, sessions }) => {
  const { token } = await apiLogin(request, 'superadmin');
  const auth = { Authorization: `Bearer ${token}` };
  const publicada = await request.post(`${BASE_URL}/api/remotos/mf-admin/versiones`, {
    headers: auth,
    multipart: { archivo: { name: 'version.tgz', mimeType: 'application/gzip', buffer: readFileSync(variante.archivo) } },
  });
  expect(publicada.status(), await publicada.text()).toBe(201);
  const { id } = (await publicada.json()) as { id: number };
  const deAdmin = await apiLogin(request, 'admin');
  const [agencia] = (await (await request.get(`${BASE_URL}/api/agencias/list`, { headers: { Authorization: `Bearer ${deAdmin.token}` } })).json()) as { id: number }[];
  const canary = await request.put(`${BASE_URL}/api/remotos/mf-admin/versiones/${id}/canary`, { headers: auth, data: { agencias: [agencia?.id] } });
  expect(canary.status(), await canary.text()).toBe(200);

  try {
    await portal.loginAs('admin', '/admin/usuarios');
    await portal.expectScreen(screenNamed('usuarios'));
    await expect(portal.main.getByRole('columnheader', { name: NEW_TEXT, exact: true })).toBeVisible();

    const otro = await browser.newContext({ baseURL: BASE_URL, locale: 'es-MX' });
    try {
      const portal2 = new Portal(await otro.newPage(), sessions);
      await portal2.loginAs('admin2', '/admin/usuarios');
      await portal2.expectScreen(screenNamed('usuarios'));
      await expect(portal2.main.getByRole('columnheader', { name: OLD_TEXT, exact: true })).toBeVisible();
      await expect(portal2.main.getByRole('columnheader', { name: NEW_TEXT, exact: true })).toHaveCount(0);
    } finally {
      await otro.close();
    }
  } finally {
    await dejarEnRepositorio(request, token);
  }
});
