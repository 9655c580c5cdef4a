// ARCHITECTURE §2: a remote that fails to load shows 'Módulo no disponible' + Reintentar; the shell
// and the other remotes keep working; Reintentar recovers once it is back, without a page reload.
import { REMOTE_ORIGIN } from '../support/env';
import { expect, test } from '../support/fixtures';
import { screenNamed } from '../support/screens';

test('con mf-reportes caído el portal sigue funcionando y Reintentar lo recupera sin recargar', async ({
  page,
  portal,
  reportesOrigin,
}) => {
  // Down from the start: the portal must boot without it.
  await reportesOrigin.stop();
  await portal.loginAs('admin');
  await portal.expectDashboard();
  await portal.markPage();

  const grafica = screenNamed('reportesGraficaFolios');
  const mapa = screenNamed('reportesMapaFolios');

  await test.step('la pantalla del remoto caído muestra Módulo no disponible', async () => {
    const tried = page.waitForRequest((r) => r.url().startsWith(REMOTE_ORIGIN));
    await portal.menuEntry('Grafica Folios').click();
    await tried;
    await expect(portal.title).toHaveText(grafica.title);
    await expect(portal.moduleUnavailable).toBeVisible();
    await expect(portal.retry).toBeVisible();
    await expect(portal.main.getByRole('heading', { level: 1, name: grafica.title })).toHaveCount(0);
  });

  await test.step('el shell y los otros remotos siguen funcionando', async () => {
    await portal.visitFromMenu(['reportesSolicitudes', 'reportesCallCenter', 'usuarios']);
    await portal.menuEntry('Inicio').click();
    await portal.expectDashboard();
    // Another screen of the same (still down) remote fails the same way, and nothing else.
    await portal.menuEntry('Mapa Folios').click();
    await expect(portal.title).toHaveText(mapa.title);
    await expect(portal.moduleUnavailable).toBeVisible();
    // Reintentar while it is still down really tries again, fails again, and nothing crashes.
    const retried = page.waitForEvent('requestfailed', (r) => r.url().startsWith(REMOTE_ORIGIN));
    await portal.retry.click();
    await retried;
    await expect(portal.moduleUnavailable).toBeVisible();
    await expect(portal.drawer).toBeVisible();
  });

  await test.step('vuelve el remoto: Reintentar lo carga sin recargar la página', async () => {
    await reportesOrigin.start();
    const fetched = page.waitForResponse((r) => r.url().startsWith(REMOTE_ORIGIN) && r.ok());
    await portal.retry.click();
    await fetched;
    await portal.expectScreen(mapa);
    await portal.menuEntry('Grafica Folios').click();
    await portal.expectScreen(grafica);
    await portal.expectNoReloadSinceMark();
  });
});
