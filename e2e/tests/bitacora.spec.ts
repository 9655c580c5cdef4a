// Bitácora: admin@ finds a user change with its before and after values, admin2@'s
// change is not there, at 1280 px and at 390 px; the Excel export (a background job) holds the same scope.
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ROLES, type RolOption, type Trabajo } from '@verifica/contracts';
import { expect, test } from '../support/fixtures';
import { screenNamed } from '../support/screens';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A user created and then edited (apellido materno E2E -> Auditado) through the API of `api`'s agency. */
async function usuarioEditado(api: APIRequestContext, nombre: string): Promise<void> {
  const roles = (await (await api.get('/api/permisos/list')).json()) as RolOption[];
  const rol_id = roles.find((r) => r.title === ROLES.gestor.title)?.id;
  const datos = { nombre, apellido_paterno: 'Bitacora', apellido_materno: 'E2E', correo: `${nombre.toLowerCase()}@verifica.mx`, telefono: '', direccion: '', rol_id, activo: true };
  const creado = await api.post('/api/usuarios', { data: { ...datos, password: 'Secreta.2026' } });
  expect(creado.status(), await creado.text()).toBe(201);
  const { id } = (await creado.json()) as { id: number };
  const editado = await api.put(`/api/usuarios/${id}`, { data: { ...datos, apellido_materno: 'Auditado' } });
  expect(editado.status(), await editado.text()).toBe(200);
}

async function elegir(page: Page, label: string, opcion: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).fill(opcion);
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

async function sinDesplazamientoLateral(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('admin@ encuentra en Bitácora el cambio de un usuario con sus valores antes y después; el de admin2@ no', async ({ page, portal, sessions }) => {
  const propio = `Propio${tag()}`;
  const ajeno = `Ajeno${tag()}`;
  await usuarioEditado(await sessions.api('admin'), propio);
  await usuarioEditado(await sessions.api('admin2'), ajeno);

  await portal.loginAs('admin');
  await portal.menuEntry('Bitácora').click();
  await portal.expectScreen(screenNamed('bitacora'));
  await elegir(page, 'Tipo de registro', 'Usuario');
  await elegir(page, 'Acción', 'Actualizar');
  await expect(page).toHaveURL(/entidad=usuarios/);
  const tabla = page.getByRole('table', { name: 'Bitácora' });
  const cambio = tabla.getByRole('listitem').filter({ hasText: 'apellido_materno: E2E → Auditado' });
  await expect(cambio.first()).toBeVisible();

  // The creations: admin@'s new user is there, admin2@'s is not.
  await elegir(page, 'Acción', 'Crear');
  await expect(tabla.getByRole('listitem').filter({ hasText: `nombre: ${propio}` })).toBeVisible();
  await expect(tabla.getByRole('listitem').filter({ hasText: ajeno })).toHaveCount(0);

  await page.getByRole('button', { name: 'Exportar a Excel' }).click();
  const trabajo = page.getByRole('group', { name: 'Exportación de la Bitácora' });
  await expect(trabajo).toContainText('Exportación de la Bitácora: Terminado', { timeout: 30_000 });
  await expect(trabajo.getByRole('button', { name: 'Descargar' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(tabla.getByRole('listitem').filter({ hasText: `nombre: ${propio}` })).toBeVisible();
  await sinDesplazamientoLateral(page);
});

/** The cells of the job's workbook of `api`'s session, queued with `filtro`. */
async function exportar(api: APIRequestContext, filtro: Record<string, string>): Promise<string> {
  const creado = await api.post('/api/trabajos', { data: { tipo: 'exportar_bitacora', ...filtro } });
  expect(creado.status(), await creado.text()).toBe(202);
  const { id } = (await creado.json()) as { id: number };
  let trabajo: Trabajo | null = null;
  await expect(async () => {
    trabajo = (await (await api.get(`/api/trabajos/${id}`)).json()) as Trabajo;
    expect(trabajo.estado).toBe('terminado');
  }).toPass({ timeout: 30_000 });
  const url = (trabajo as Trabajo | null)?.enlace?.url ?? '';
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load((await (await api.get(url)).body()) as unknown as ArrayBuffer);
  const filas: string[] = [];
  libro.worksheets[0]?.eachRow((fila) => filas.push(JSON.stringify(fila.values)));
  return filas.join('\n');
}

test('la exportación de admin@ no trae cambios de otra agencia', async ({ sessions }) => {
  const ajeno = `Ajeno${tag()}`;
  await usuarioEditado(await sessions.api('admin2'), ajeno);
  const global = await sessions.api('superadmin');
  // admin@ asks for admin2@'s agency: the job keeps admin@'s own.
  const { agencia } = await sessions.login('admin2');
  const agencias = (await (await global.get('/api/agencias/list')).json()) as { id: number; nombre: string }[];
  const agencia2 = agencias.find((a) => a.nombre === agencia)?.id;
  expect(agencia2).toBeTruthy();
  expect(await exportar(await sessions.api('admin'), { entidad: 'usuarios', agencia_id: String(agencia2) })).not.toContain(ajeno);
  expect(await exportar(global, { entidad: 'usuarios' })).toContain(ajeno);
});
