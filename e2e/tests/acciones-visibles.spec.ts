// Row actions stay on screen at 1280 and 1366 px: for every demo role and
// every list with row actions, each row's action buttons are inside the viewport and inside the
// table's visible area with the table not scrolled sideways, and the first row's last action
// opens what it opens by a plain click at its position (no scrolling on the way).
// Assign screens: their row action is the selection checkbox.
import type { ElementHandle, Locator, Page } from '@playwright/test';
import { can, ROLES } from '@verifica/contracts';
import type { DemoUser } from '../support/env';
import { expect, test } from '../support/fixtures';
import { ROLE_OF, screenNamed } from '../support/screens';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
] as const;

/** List screens with row actions; `checkbox`: the action is the row's selection box (assign screens). */
const LISTAS = [
  { screen: 'agencias', tabla: 'Agencias' },
  { screen: 'usuarios', tabla: 'Usuarios' },
  { screen: 'gestores', tabla: 'Gestores' },
  { screen: 'reportesSolicitudes', tabla: 'Reporte de Solicitudes' },
  { screen: 'reportesCallCenter', tabla: 'Reporte del Call Center' },
  { screen: 'reportesAsignar', tabla: 'Asignar Folios a Gestores', checkbox: true },
  { screen: 'reportesAsignarOperadores', tabla: 'Asignar Solicitudes a Operadores', checkbox: true },
] as const;

const ROLES_CON_LISTAS: DemoUser[] = ['superadmin', 'admin', 'supervisor', 'operador'];

function listasDe(user: DemoUser) {
  const permisos = ROLES[ROLE_OF[user]].permisos;
  return LISTAS.filter((l) => can(permisos, screenNamed(l.screen).permission));
}

interface Geometria {
  /** Right edge of the table's visible area (its sideways-scrolling box). */
  visibleRight: number;
  visibleLeft: number;
  scrollLeft: number;
}

/** The visible box of the table's nearest sideways-scrolling ancestor, and how far it is scrolled. */
async function geometria(table: ElementHandle): Promise<Geometria> {
  return table.evaluate((el) => {
    let box: HTMLElement | null = el.parentElement;
    while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
    const rect = (box ?? document.documentElement).getBoundingClientRect();
    return { visibleLeft: rect.left, visibleRight: rect.right, scrollLeft: box?.scrollLeft ?? 0 };
  });
}

/** Each row's actions: the buttons of its last cell, or its selection checkbox. */
function accionesDeFila(row: Locator, checkbox: boolean): Locator {
  return checkbox ? row.getByRole('checkbox') : row.locator('td:last-child').getByRole('button');
}

async function revisarLista(page: Page, tablaName: string, checkbox: boolean, viewportWidth: number): Promise<void> {
  const table = page.getByRole('table', { name: tablaName, exact: true });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const rows = checkbox ? table.locator('tbody tr') : table.locator('tbody tr').filter({ has: page.locator('td:last-child button') });
  await expect(accionesDeFila(rows.first(), checkbox).first()).toBeVisible();
  // A handle: an open dialog hides the table from role queries, the check after the click still reads it.
  const tableHandle = await table.elementHandle();
  if (!tableHandle) throw new Error(`sin tabla ${tablaName}`);
  const g = await geometria(tableHandle);
  expect(g.scrollLeft, 'la tabla empieza sin desplazarse de lado').toBe(0);

  // Every action of every row, measured in one pass: [name, left, right].
  const cajas = await tableHandle.evaluate((el, conCheckbox) => {
    const selector = conCheckbox ? 'tbody tr input[type="checkbox"]' : 'tbody tr td:last-child button';
    return [...el.querySelectorAll<HTMLElement>(selector)].map((b, i) => {
      const r = b.getBoundingClientRect();
      return { name: b.getAttribute('aria-label') ?? `acción ${i + 1}`, left: r.left, right: r.right, width: r.width };
    });
  }, checkbox);
  for (const { name, left, right, width } of cajas) {
    expect(width, `${name}: sin caja`).toBeGreaterThan(0);
    expect(left, `${name}: a la izquierda de la pantalla`).toBeGreaterThanOrEqual(0);
    expect(right, `${name}: fuera de la pantalla (${viewportWidth} px)`).toBeLessThanOrEqual(viewportWidth);
    expect(left, `${name}: oculto a la izquierda de la tabla`).toBeGreaterThanOrEqual(g.visibleLeft - 0.5);
    expect(right, `${name}: oculto a la derecha de la tabla (${Math.round(g.visibleRight)} px)`).toBeLessThanOrEqual(g.visibleRight + 0.5);
  }
  const revisados = cajas.length;
  expect(revisados, 'ninguna acción de fila').toBeGreaterThan(0);

  // The first row's last action: on top at its centre (nothing covers it) and it works when
  // clicked right there, with no sideways scroll of the page or the table.
  const ultima = accionesDeFila(rows.first(), checkbox).last();
  await ultima.evaluate((el) => {
    const r = el.getBoundingClientRect();
    window.scrollBy(0, r.top - window.innerHeight / 2);
  });
  const box = await ultima.boundingBox();
  if (!box) throw new Error('la última acción no tiene caja');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const tapa = await ultima.evaluate((el, [x, y]) => {
    const top = document.elementFromPoint(x, y);
    if (top !== null && (el === top || el.contains(top))) return null;
    return top === null ? 'nada' : `${top.tagName.toLowerCase()} «${(top.textContent ?? '').trim().slice(0, 60)}» ${top.getAttribute('class') ?? ''}`;
  }, [cx, cy] as const);
  expect(tapa, 'otra cosa tapa la acción').toBeNull();

  const antes = page.url();
  await page.mouse.click(cx, cy);
  if (checkbox) {
    await expect(ultima).toBeChecked();
  } else {
    await expect
      .poll(async () => (await page.getByRole('dialog').count()) > 0 || page.url() !== antes, { message: 'la acción no abrió nada' })
      .toBe(true);
  }
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  if (page.url() === antes) expect((await geometria(tableHandle)).scrollLeft, 'la tabla se desplazó de lado').toBe(0);
}

/** Opens `path` in the running portal through its router's history (a back/forward step), no page load. */
async function abrirEnElPortal(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

// One page load per role: each list is opened at each width inside the running portal.
for (const user of ROLES_CON_LISTAS) {
  test(`${user}@: las acciones de cada fila se ven y responden sin desplazarse de lado a 1280 y 1366 px`, async ({ page, portal }) => {
    const listas = listasDe(user);
    test.setTimeout(30_000 * VIEWPORTS.length * listas.length);
    await portal.loginAs(user);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      // Through Inicio: what the last action opened closes, and a list opened again starts afresh.
      await abrirEnElPortal(page, '/admin');
      await portal.expectDashboard();
      for (const lista of listas) {
        await test.step(`${lista.screen} a ${viewport.width}×${viewport.height}`, async () => {
          const screen = screenNamed(lista.screen);
          await abrirEnElPortal(page, screen.path);
          await expect(page).toHaveURL(screen.path);
          await portal.expectScreen(screen);
          await revisarLista(page, lista.tabla, 'checkbox' in lista, viewport.width);
        });
      }
    }
  });
}

test('gestor@ no tiene ninguna lista con acciones de fila', () => {
  expect(listasDe('gestor')).toEqual([]);
});
