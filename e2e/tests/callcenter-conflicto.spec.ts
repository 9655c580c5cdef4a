// operador@ and admin@ open Seguimiento de Llamadas of one never-saved
// folio in two browser contexts. operador@ saves Domicilio and RFC; admin@ saves Domicilio and
// Apellido Materno: the first save of a form someone else just created is the conflict (not
// "Error al Actualizado"), Recargar keeps operador@'s RFC and admin@'s own edits, names only the
// field both changed, and Guardar never clears what admin@ did not touch.
import type { Locator, Page } from '@playwright/test';
import { MENSAJES, MENSAJES_API, type VerificacionOperador } from '@verifica/contracts';
import { folioDelOperador } from '../support/data';
import { expect, test } from '../support/fixtures';
import { Portal } from '../support/portal';

async function abrirLlamadas(page: Page, folio: string): Promise<Locator> {
  await page.getByRole('button', { name: `Llamadas ${folio}` }).click();
  const dialog = page.getByRole('dialog', { name: `Seguimiento de Llamadas — ${folio}` });
  await expect(dialog.getByRole('form', { name: 'Seguimiento de Llamadas' })).toBeVisible();
  return dialog;
}
const campo = (dialog: Locator, label: string) => dialog.getByRole('group', { name: 'Comentarios' }).getByLabel(label, { exact: true });

test('two users on one call form: the loser of the first save gets the conflict, Recargar keeps the other user’s fields', async ({ browser, page, portal, sessions }) => {
  test.setTimeout(120_000);
  const adminApi = await sessions.api('admin');
  const { fila, url } = await folioDelOperador(sessions);
  const folio = fila.folio_solicitud;

  // Both open the never-saved form.
  await portal.loginAs('operador', url);
  const delOperador = await abrirLlamadas(page, folio);
  const contexto = await browser.newContext({ locale: 'es-MX', timezoneId: 'America/Mexico_City' });
  const adminPage = await contexto.newPage();
  await new Portal(adminPage, sessions).loginAs('admin', url);
  const delAdmin = await abrirLlamadas(adminPage, folio);
  await expect(delAdmin.getByRole('status')).toHaveText('Sin seguimiento');

  // operador@ fills Domicilio and RFC and saves first.
  await campo(delOperador, 'Domicilio').fill('Calle Uno 1');
  await campo(delOperador, 'RFC').fill('Coincide');
  await delOperador.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(MENSAJES.datosGuardados)).toBeVisible();

  // admin@ fills Domicilio and Apellido Materno on the form as loaded: the conflict, values kept.
  await campo(delAdmin, 'Domicilio').fill('Calle Dos 2');
  await campo(delAdmin, 'Apellido Materno').fill('Ruiz');
  await delAdmin.getByRole('button', { name: 'Guardar' }).click();
  const aviso = delAdmin.getByRole('alert');
  await expect(aviso).toContainText(MENSAJES_API.registroModificado);
  await expect(adminPage.getByText(MENSAJES.errorAlActualizar)).toHaveCount(0);
  await expect(campo(delAdmin, 'Domicilio')).toHaveValue('Calle Dos 2');

  // Recargar: the stored record with admin@'s own edits on top; only Domicilio is named.
  await aviso.getByRole('button', { name: 'Recargar' }).click();
  await expect(campo(delAdmin, 'RFC')).toHaveValue('Coincide');
  await expect(campo(delAdmin, 'Domicilio')).toHaveValue('Calle Dos 2');
  await expect(campo(delAdmin, 'Apellido Materno')).toHaveValue('Ruiz');
  await expect(aviso).toContainText('El otro usuario guardó distinto: Comentarios del domicilio.');
  await expect(aviso).not.toContainText('apellido materno');

  await delAdmin.getByRole('button', { name: 'Guardar' }).click();
  await expect(adminPage.getByText(MENSAJES.datosActualizados)).toBeVisible();
  await expect(delAdmin.getByRole('alert')).toHaveCount(0);
  const guardada = (await (await adminApi.get(`/api/verificaciones_operadores?solicitud_id=${fila.id}`)).json()) as VerificacionOperador;
  expect(guardada).toMatchObject({ comentarios_rfc: 'Coincide', comentarios_domicilio: 'Calle Dos 2', comentarios_apellido_materno: 'Ruiz', version: 2 });
  await contexto.close();
});
