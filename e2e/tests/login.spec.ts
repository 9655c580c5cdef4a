// SPEC §2 Login and §8: Enter submits; a failed login shows the server message in an error
// snackbar and stays on the login screen; '/admin' without a session goes to login.
import { MENSAJES } from '@verifica/contracts';
import { PASSWORD, USERS } from '../support/env';
import { expect, test } from '../support/fixtures';

test('sin sesión, /admin y sus pantallas llevan al login', async ({ page, portal }) => {
  for (const path of ['/admin', '/admin/usuarios', '/admin/reportes/callcenter']) {
    await page.goto(path);
    await portal.expectLoginScreen();
  }
});

test('Enter en la contraseña inicia sesión y lleva a Inicio', async ({ page, portal, sessions }) => {
  const supervisor = await sessions.login('supervisor');
  await page.goto('/');
  await portal.loginEmail.fill(USERS.supervisor);
  await portal.loginPassword.fill(PASSWORD);
  await portal.loginPassword.press('Enter');
  await portal.expectDashboard();
  await expect(page.getByTestId('drawer-nombre')).toHaveText(supervisor.nombre);
  expect(await portal.storedToken()).not.toBeNull();
});

test('credenciales incorrectas: el mensaje del servidor como error (role=alert) y se queda en el login', async ({ page, portal }) => {
  await page.goto('/');
  // An account that does not exist: no demo user gets closer to the failed-login limit.
  await portal.loginEmail.fill('nadie.e2e@verifica.mx');
  await portal.loginPassword.fill('no-es-la-clave');
  const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/login');
  await portal.loginButton.click();
  expect((await refused).status()).toBe(401);
  await expect(page.getByRole('alert').filter({ hasText: MENSAJES.credencialesInvalidas })).toBeVisible();
  await portal.expectLoginScreen();
  expect(await portal.storedToken()).toBeNull();
});

test('el HTML pinta la tarjeta «Verifica / Cargando…» antes de cualquier script; React la reemplaza por el login', async ({ page, portal, browser }) => {
  // Scripts held back: what the browser paints from the HTML alone.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Verifica', level: 1 })).toBeVisible();
  await expect(page.getByText('Cargando…')).toBeVisible();

  await page.unroute(/\.js(\?|$)/);
  await page.goto('/');
  await portal.expectLoginScreen();
  await expect(page.getByText('Cargando…')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Verifica', level: 1 })).toHaveCount(1);

  // Without JavaScript the browser shows the noscript message (Playwright's text locators skip
  // noscript), never a «Cargando…» that would not end.
  const sinJs = await browser.newContext({ javaScriptEnabled: false });
  try {
    const pagina = await sinJs.newPage();
    await pagina.goto(page.url());
    expect(await pagina.content()).toContain('<noscript>Verifica necesita JavaScript.</noscript>');
    await expect(pagina.getByText('Cargando…')).toBeHidden();
    await expect(pagina.getByRole('heading', { name: 'Verifica' })).toBeHidden();
  } finally {
    await sinJs.close();
  }
});
