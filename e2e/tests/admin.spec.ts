// mf-admin end to end: agencies and users managed through the UI, what a new user's role lets
// them see, agency scoping between two admins, deleted users locked out, and a password change.
// Every user whose password or existence changes is created here: the demo users stay intact.
import type { APIRequestContext, Page } from '@playwright/test';
import { MENSAJES, ROLES, type RolOption } from '@verifica/contracts';
import { USERS } from '../support/env';
import { expect, test } from '../support/fixtures';
import type { Portal } from '../support/portal';
import { menuFor, screenNamed } from '../support/screens';

const PASSWORD = 'Secreta.2026';
/** Unique per run (and per retry), so names never collide with the seed or a previous attempt. */
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface NuevoUsuario {
  nombre: string;
  apellido_paterno: string;
  apellido_materno: string;
  correo: string;
}

function nuevoUsuario(prefix: string): NuevoUsuario {
  const t = tag();
  return { nombre: `${prefix}${t}`, apellido_paterno: 'Prueba', apellido_materno: 'E2E', correo: `${prefix.toLowerCase()}.${t}@verifica.mx` };
}

const nombreCompleto = (u: NuevoUsuario) => `${u.nombre} ${u.apellido_paterno} ${u.apellido_materno}`;

async function rolId(api: APIRequestContext, title: string): Promise<number> {
  const res = await api.get('/api/permisos/list');
  expect(res.status()).toBe(200);
  const rol = ((await res.json()) as RolOption[]).find((r) => r.title === title);
  if (!rol) throw new Error(`GET /api/permisos/list no ofrece el rol ${title}`);
  return rol.id;
}

/** A user created through the API in the caller's own agency (scoped admins). */
async function crearUsuarioApi(api: APIRequestContext, usuario: NuevoUsuario, rolTitle: string): Promise<number> {
  const res = await api.post('/api/usuarios', {
    data: { ...usuario, password: PASSWORD, telefono: '', direccion: '', rol_id: await rolId(api, rolTitle), activo: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function loginWith(portal: Portal, correo: string, password: string): Promise<void> {
  await portal.page.goto('/');
  await portal.expectLoginScreen();
  await portal.loginEmail.fill(correo);
  await portal.loginPassword.fill(password);
  await portal.loginButton.click();
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function expectSaved(page: Page, listPath: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: MENSAJES.registroActualizado })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${listPath}$`));
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
}

test('el superadministrador crea una agencia y un administrador en ella, que entra y ve solo lo de su rol', async ({ page, portal }) => {
  const agencia = `Agencia E2E ${tag()}`;
  const admin = nuevoUsuario('Admin');

  await test.step('crear la agencia', async () => {
    await portal.loginAs('superadmin', '/admin/agencias');
    await portal.expectScreen(screenNamed('agencias'));
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/agencias\/0$/);
    await portal.expectScreen(screenNamed('agenciasForm'));
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(agencia);
    await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Av. Pruebas 100, Centro');
    await page.getByRole('button', { name: 'Mostrar opciones de Región' }).click();
    await page.getByRole('option', { name: 'R5', exact: true }).click();
    await page.getByRole('radio', { name: '#388e3c' }).click();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectSaved(page, '/admin/agencias');

    await search(page, agencia);
    const table = page.getByRole('table', { name: 'Agencias' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('cell', { name: agencia, exact: true })).toBeVisible();
  });

  await test.step('crear un Administrador en ella', async () => {
    await portal.menuEntry('Usuarios').click();
    await portal.expectScreen(screenNamed('usuarios'));
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/usuarios\/0$/);
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(admin.nombre);
    await page.getByRole('textbox', { name: 'Apellido Paterno', exact: true }).fill(admin.apellido_paterno);
    await page.getByRole('textbox', { name: 'Apellido Materno', exact: true }).fill(admin.apellido_materno);
    await page.getByRole('textbox', { name: 'Correo', exact: true }).fill(admin.correo);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('5551112233');
    await choose(page, 'Agencia', agencia);
    await choose(page, 'Tipo Usuario', ROLES.administrador.title);
    await expect(page.getByRole('switch', { name: 'Activo' })).toBeChecked();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectSaved(page, '/admin/usuarios');

    await search(page, admin.correo);
    const row = page.getByRole('table', { name: 'Usuarios' }).getByRole('row').filter({ hasText: admin.correo });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: nombreCompleto(admin), exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: agencia, exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: ROLES.administrador.title, exact: true })).toBeVisible();
  });

  await test.step('el nuevo administrador entra y ve el menú de su rol', async () => {
    await portal.salir.click();
    await portal.expectLoginScreen();
    await loginWith(portal, admin.correo, PASSWORD);
    await portal.expectDashboard();
    await expect(page.getByTestId('drawer-agencia')).toHaveText(agencia);
    expect(await portal.menuLabels()).toEqual(menuFor('admin').map((e) => e.label));

    // Its user list: its agency only (just itself), no Agencia column.
    await portal.menuEntry('Usuarios').click();
    const table = page.getByRole('table', { name: 'Usuarios' });
    await expect(table.getByRole('cell', { name: admin.correo, exact: true })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('columnheader')).toHaveText(['Nombre', 'Correo', 'Tipo Usuario', 'Opciones']);

    await page.goto('/admin/agencias');
    await expect(portal.main.getByText('No autorizado', { exact: true })).toBeVisible();
  });
});

test('el administrador edita y elimina un usuario; el eliminado ya no puede entrar', async ({ page, portal, sessions }) => {
  const api = await sessions.api('admin');
  const usuario = nuevoUsuario('Editar');
  await crearUsuarioApi(api, usuario, ROLES.supervisor.title);
  const editado = { ...usuario, apellido_materno: 'Editado' };

  await portal.loginAs('admin', '/admin/usuarios');
  await portal.expectScreen(screenNamed('usuarios'));
  await search(page, usuario.correo);
  await page.getByRole('button', { name: `Editar ${nombreCompleto(usuario)}`, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/usuarios\/\d+$/);
  const materno = page.getByRole('textbox', { name: 'Apellido Materno', exact: true });
  await expect(materno).toHaveValue(usuario.apellido_materno);
  await expect(page.getByRole('combobox', { name: 'Tipo Usuario' })).toHaveValue(ROLES.supervisor.title);
  await materno.fill(editado.apellido_materno);
  await materno.press('Enter');
  await expectSaved(page, '/admin/usuarios');

  await search(page, usuario.correo);
  const table = page.getByRole('table', { name: 'Usuarios' });
  await expect(table.getByRole('cell', { name: nombreCompleto(editado), exact: true })).toBeVisible();

  await table.getByRole('button', { name: `Eliminar ${nombreCompleto(editado)}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar usuario' });
  await expect(dialog).toContainText(`¿Deseas eliminar al usuario ${nombreCompleto(editado)}?`);
  await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(table.getByText(MENSAJES.sinRegistros)).toBeVisible();

  await portal.salir.click();
  await portal.expectLoginScreen();
  await loginWith(portal, usuario.correo, PASSWORD);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await portal.storedToken()).toBeNull();
});

test('admin@ no ve ni abre los usuarios de admin2@', async ({ page, portal, sessions }) => {
  const api2 = await sessions.api('admin2');
  const ajeno = nuevoUsuario('Ajeno');
  const ajenoId = await crearUsuarioApi(api2, ajeno, ROLES.operador.title);

  await portal.loginAs('admin', '/admin/usuarios');
  const table = page.getByRole('table', { name: 'Usuarios' });
  await expect(table.getByRole('cell', { name: USERS.admin, exact: true })).toBeVisible();
  for (const correo of [ajeno.correo, USERS.admin2]) {
    await search(page, correo);
    await expect(table.getByText(MENSAJES.sinRegistros)).toBeVisible();
  }

  // By URL: the API answers 404, never the data, and the form says so instead of looking new.
  const detail = page.waitForResponse((r) => r.url().endsWith(`/api/usuarios/${ajenoId}`));
  await page.goto(`/admin/usuarios/${ajenoId}`);
  expect((await detail).status()).toBe(404);
  await expect(portal.main.getByRole('alert')).toContainText(MENSAJES.noEncontrado);
  await expect(page.getByRole('textbox', { name: 'Correo', exact: true })).toHaveCount(0);
  await portal.main.getByRole('button', { name: 'Volver a la lista' }).click();
  await expect(page).toHaveURL(/\/admin\/usuarios$/);
});

test('un administrador cambia su contraseña y entra con la nueva', async ({ page, portal, sessions }) => {
  const api = await sessions.api('admin');
  const usuario = nuevoUsuario('Clave');
  await crearUsuarioApi(api, usuario, ROLES.administrador.title);
  const nueva = 'Nueva.Clave.2026';

  await loginWith(portal, usuario.correo, PASSWORD);
  await portal.expectDashboard();
  await portal.menuEntry('Cambiar Contraseña').click();
  await portal.expectScreen(screenNamed('changePassword'));
  const actual = page.getByLabel('Contraseña Actual', { exact: true });
  const password = page.getByLabel('Nueva Contraseña', { exact: true });
  const confirmacion = page.getByLabel('Confirmar Contraseña', { exact: true });

  await test.step('contraseña actual incorrecta', async () => {
    await actual.fill('no-es-la-clave');
    await password.fill(nueva);
    await confirmacion.fill(nueva);
    await page.getByRole('button', { name: 'Cambiar Contraseña', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: MENSAJES.contrasenaActualInvalida });
    await expect(alert).toBeVisible();
    await expect(actual).toHaveAccessibleDescription(MENSAJES.contrasenaActualInvalida);
    await alert.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(alert).toHaveCount(0);
  });

  await test.step('contraseña actual correcta', async () => {
    await actual.fill(PASSWORD);
    await confirmacion.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: MENSAJES.contrasenaActualizada })).toBeVisible();
    await expect(actual).toHaveValue('');
    await expect(password).toHaveValue('');
    await expect(confirmacion).toHaveValue('');
  });

  await test.step('la anterior ya no sirve; la nueva sí', async () => {
    await portal.salir.click();
    await portal.expectLoginScreen();
    await loginWith(portal, usuario.correo, PASSWORD);
    await expect(page.getByRole('alert')).toBeVisible();
    await loginWith(portal, usuario.correo, nueva);
    await portal.expectDashboard();
  });
});
