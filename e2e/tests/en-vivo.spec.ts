// Working together: supervisor@ and operador@ watch one folio in two browser contexts.
// operador@ saves the call form and supervisor@'s report offers "1 cambio — Actualizar" without
// moving its rows; then the form is saved elsewhere while operador@ still has it open: the live
// notice appears, and saving from the stale version gets the conflict message, the values kept.
import type { Page } from '@playwright/test';
import { MENSAJES, MENSAJES_API, MENSAJES_EVENTOS, type VerificacionOperador } from '@verifica/contracts';
import { folioDelOperador } from '../support/data';
import { expect, test } from '../support/fixtures';
import { Portal } from '../support/portal';

test('two users on one folio: the live banner, the call form notice and the stale-version conflict', async ({ browser, page, portal, sessions }) => {
  test.setTimeout(120_000);
  const adminApi = await sessions.api('admin');
  const { fila, url } = await folioDelOperador(sessions);
  const folio = fila.folio_solicitud;

  // supervisor@ watches the folio in the report (a second browser context: another person).
  const contexto = await browser.newContext({ locale: 'es-MX', timezoneId: 'America/Mexico_City' });
  const supervisor: Page = await contexto.newPage();
  await new Portal(supervisor, sessions).loginAs('supervisor', url);
  const filaSupervisor = supervisor.getByRole('row').filter({ has: supervisor.getByRole('cell', { name: folio, exact: true }) });
  await expect(filaSupervisor).toBeVisible();
  const fondo = () => filaSupervisor.evaluate((el) => getComputedStyle(el).backgroundColor);
  const fondoAntes = await fondo();

  // operador@ saves the call form.
  await portal.loginAs('operador', url);
  await page.getByRole('button', { name: `Llamadas ${folio}` }).click();
  const dialog = page.getByRole('dialog', { name: `Seguimiento de Llamadas — ${folio}` });
  await expect(dialog.getByRole('form', { name: 'Seguimiento de Llamadas' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Contestó', exact: true }).fill('Sí');
  await page.getByRole('option', { name: 'Sí', exact: true }).click();
  await dialog.getByLabel('Nombre de quien contesta').fill('Ana');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(MENSAJES.datosGuardados)).toBeVisible();

  // supervisor@ is told, and the row changes only when asked.
  await expect(supervisor.getByText(MENSAJES_EVENTOS.cambios(1) + ' —')).toBeVisible();
  expect(await fondo()).toBe(fondoAntes);
  await supervisor.getByRole('button', { name: MENSAJES_EVENTOS.actualizar }).click();
  // Verificada sin finalizar: the row turns orange once loaded.
  await expect.poll(fondo).not.toBe(fondoAntes);
  await expect(supervisor.getByText(/cambios? —/)).toHaveCount(0);

  // Someone else (admin@, through the API) saves the form operador@ still has open.
  const guardada = (await (await adminApi.get(`/api/verificaciones_operadores?solicitud_id=${fila.id}`)).json()) as VerificacionOperador & { id: number };
  const otra = await adminApi.put(`/api/verificaciones_operadores/${guardada.id}`, { data: { ...guardada, particular_nombre: 'Ana López', accion: 'guardar' } });
  expect(otra.status()).toBe(200);
  const aviso = dialog.getByRole('alert');
  await expect(aviso).toContainText(MENSAJES_EVENTOS.llamadaGuardadaPorOtro);

  // operador@ saves from the stale version: refused, their value stays.
  await dialog.getByLabel('Nombre de quien contesta').fill('Ana María');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(aviso).toContainText(MENSAJES_API.registroModificado);
  await expect(dialog.getByLabel('Nombre de quien contesta')).toHaveValue('Ana María');
  await aviso.getByRole('button', { name: 'Recargar' }).click();
  await expect(aviso).toContainText('El otro usuario guardó distinto: Nombre de quien contestó');
  await contexto.close();
});
