// SPEC §8: a 401 whose body error is token_expired clears the stored token and sends the user to '/'.
import { expect, test } from '../support/fixtures';
import { screenNamed } from '../support/screens';
import { expiredSession } from '../support/session';

test('el servidor responde 401 token_expired a un token vencido', async ({ sessions, request }) => {
  const { token } = expiredSession(await sessions.login('admin'));
  const res = await request.post('/api/solicitudes/folio', {
    headers: { Authorization: `Bearer ${token}` },
    data: { folio_solicitud: '1' },
  });
  expect(res.status()).toBe(401);
  expect(await res.json()).toMatchObject({ error: 'token_expired' });
});

test('con el token vencido, abrir una pantalla remota que carga datos (Usuarios) lleva al login', async ({ page, portal, sessions }) => {
  const session = expiredSession(await sessions.login('admin'));
  // The top bar's Mis trabajos is answered here, so the refusal comes from the remote's screen.
  await page.route('**/api/trabajos', (route) => route.fulfill({ json: [] }));
  // The screen's first call through the shared API client (its saved views, or the list itself).
  const refused = page.waitForResponse((r) => ['/api/usuarios', '/api/vistas'].includes(new URL(r.url()).pathname) && r.status() === 401);
  await portal.openWithSession(session, screenNamed('usuarios').path);
  await refused;
  await portal.expectLoginScreen();
  expect(await portal.storedToken()).toBeNull();
});

test('con el token vencido, la siguiente llamada (búsqueda de folio) lleva al login sin recargar', async ({ page, portal, sessions }) => {
  const admin = await sessions.login('admin');
  // Inicio loads no data but the top bar's Mis trabajos: answered here, so the layout shows until the search.
  await page.route('**/api/trabajos', (route) => route.fulfill({ json: [] }));
  await portal.openWithSession(expiredSession(admin), '/admin');
  await portal.expectDashboard();
  await portal.markPage();
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/solicitudes/folio') && r.status() === 401);
  await portal.searchFolio('12345');
  await refused;
  await portal.expectLoginScreen();
  expect(await portal.storedToken()).toBeNull();
  await portal.expectNoReloadSinceMark();
});
