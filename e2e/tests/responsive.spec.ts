// From a 390 px phone to a 1280 px monitor: nothing scrolls sideways except a table inside its
// card; under 900 px the drawer hides behind the menu button; the top bar stays on long pages;
// the detail dialog fits; axe finds no serious/critical violations at 390 px.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { firstSolicitud } from '../support/data';
import { expect, test } from '../support/fixtures';
import { screenNamed } from '../support/screens';

const PHONE = { width: 390, height: 844 };
const MONITOR = { width: 1280, height: 800 };

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * The page does not scroll sideways. On failure, says which elements stick out of the viewport
 * (those not clipped by a scrolling ancestor).
 */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth, offenders } = await page.evaluate(() => {
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const overflow = getComputedStyle(p).overflowX;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'clip') return true;
      }
      return false;
    };
    const sticking = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !clipped(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} → ${Math.round(el.getBoundingClientRect().right)}px`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, offenders: sticking };
  });
  expect(scrollWidth, `la página se desplaza de lado (${scrollWidth} > ${innerWidth}): ${offenders.join('; ')}`).toBeLessThanOrEqual(innerWidth);
}

/** The element is fully inside the viewport (after scrolling the page to it, if `scroll`). */
async function expectInViewport(page: Page, locator: Locator, { scroll = false } = {}): Promise<void> {
  if (scroll) await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'sin caja: no se ve').not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

/** The top bar is at the top of the viewport after scrolling the page to its end. */
async function expectStickyTopBar(page: Page): Promise<void> {
  const scrolled = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return window.scrollY;
  });
  expect(scrolled, 'la página debe ser más alta que la ventana para probar la barra fija').toBeGreaterThan(0);
  const bar = page.getByRole('banner');
  await expect(bar.getByTestId('page-title')).toBeVisible();
  await expect(bar.getByRole('search').getByLabel('Folio', { exact: true })).toBeVisible();
  expect((await bar.boundingBox())?.y).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('a 390 px (teléfono)', () => {
  test.use({ viewport: PHONE });

  test('login: cabe sin desplazamiento lateral y sin violaciones graves', async ({ page, portal }) => {
    await page.goto('/');
    await portal.expectLoginScreen();
    await expectNoSidewaysScroll(page);
    await expectInViewport(page, portal.loginButton);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('Inicio: el menú se abre con su botón, Escape y el fondo lo cierran, una entrada navega', async ({ page, portal }) => {
    await portal.loginAs('admin');
    await portal.expectDashboard();
    await expectNoSidewaysScroll(page);
    // Closed behind the button; the folio search stays in the top bar.
    await expect(portal.drawer).toHaveCount(0);
    await expect(portal.menuButton).toHaveAccessibleName('Abrir menú');
    await expect(portal.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expectInViewport(page, portal.folioInput);
    await expectInViewport(page, page.getByRole('search').getByRole('button', { name: 'Buscar folio' }));
    expect(await seriousViolations(page)).toEqual([]);

    await test.step('Escape cierra y devuelve el foco al botón', async () => {
      await portal.openMenu();
      await expect(portal.menuEntry('Inicio')).toBeFocused();
      await expectNoSidewaysScroll(page);
      await page.keyboard.press('Escape');
      await expect(portal.drawer).toHaveCount(0);
      await expect(portal.menuButton).toBeFocused();
      await expect(portal.menuButton).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('un clic fuera del menú lo cierra', async () => {
      await portal.openMenu();
      // The drawer overlays the screen: the click lands right of it, on the backdrop.
      const drawerBox = await portal.drawer.boundingBox();
      expect(drawerBox?.width).toBeLessThan(PHONE.width);
      await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
      await expect(portal.drawer).toHaveCount(0);
    });

    await test.step('abierto, sin violaciones graves; una entrada navega y lo cierra', async () => {
      await portal.openMenu();
      await expect(portal.menuButton).toHaveAccessibleName('Cerrar menú');
      expect(await seriousViolations(page)).toEqual([]);
      await portal.menuEntry('Usuarios').click();
      await portal.expectScreen(screenNamed('usuarios'));
      await expect(portal.drawer).toHaveCount(0);
      await expect(portal.menuButton).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('Usuarios: la tabla se desplaza dentro de su tarjeta, la barra superior queda fija', async ({ page, portal }) => {
    const usuarios = screenNamed('usuarios');
    await portal.loginAs('admin', usuarios.path);
    await portal.expectScreen(usuarios);
    const table = portal.main.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The table is wider than the phone and scrolls inside its own box.
    const scroller = table.locator('xpath=..');
    const sizes = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth);
    expect(sizes.clientWidth).toBeLessThanOrEqual(PHONE.width);
    const scrolledTo = await scroller.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
      return el.scrollLeft;
    });
    expect(scrolledTo).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    await expectNoSidewaysScroll(page);

    // The pagination wraps inside the card.
    await expectInViewport(page, portal.main.getByRole('button', { name: 'Última página' }), { scroll: true });
    await expectNoSidewaysScroll(page);

    await expectStickyTopBar(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('el detalle de un folio buscado desde la barra superior cabe, muestra su historial y se cierra con Cerrar', async ({ page, portal, sessions }) => {
    const solicitud = await firstSolicitud(await sessions.api('admin'));
    await portal.loginAs('admin');
    await portal.expectDashboard();
    await portal.searchFolio(solicitud.folio_solicitud);

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { level: 2 })).toContainText(solicitud.folio_solicitud);
    await expect(dialog.getByText(solicitud.agencia_nombre, { exact: true })).toBeVisible();
    const cerrar = dialog.getByRole('button', { name: 'Cerrar', exact: true });
    await expect(cerrar).toBeVisible();
    // Header and actions stay on screen; the long detail scrolls inside the dialog.
    await expectInViewport(page, cerrar);
    await expectInViewport(page, dialog.getByRole('heading', { level: 2 }));
    await expectNoSidewaysScroll(page);
    const scrollsInside = await dialog.evaluate((root) =>
      [...root.querySelectorAll('*')].some((el) => el.scrollHeight > el.clientHeight + 1 && getComputedStyle(el).overflowY === 'auto'),
    );
    expect(scrollsInside, 'el cuerpo del detalle debe desplazarse dentro del diálogo').toBe(true);

    // The request's history: opened with the keyboard, read at 390 px without sideways scroll.
    await dialog.getByRole('button', { name: 'Historial' }).focus();
    await page.keyboard.press('Enter');
    const eventos = dialog.getByRole('list', { name: 'Historial' }).getByRole('listitem');
    await expect(eventos.first()).toContainText('Solicitud creada');
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);

    await cerrar.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await portal.expectDashboard();
  });
});

test.describe('a 1280 px (monitor)', () => {
  test.use({ viewport: MONITOR });

  test('el menú queda fijo a la izquierda, sin botón de menú; la barra superior queda fija', async ({ page, portal }) => {
    const usuarios = screenNamed('usuarios');
    await portal.loginAs('admin', usuarios.path);
    await portal.expectScreen(usuarios);
    await expect(portal.drawer).toBeVisible();
    await expect(portal.menuButton).toHaveCount(0);
    const drawerBox = await portal.drawer.boundingBox();
    const mainBox = await portal.main.boundingBox();
    // Side by side: the drawer does not cover the screen.
    expect(drawerBox && mainBox && drawerBox.x + drawerBox.width <= mainBox.x).toBe(true);
    await expectNoSidewaysScroll(page);
    // A short window makes the list longer than the page.
    await page.setViewportSize({ width: MONITOR.width, height: 420 });
    await expectStickyTopBar(page);
    await expect(portal.drawer.getByRole('link', { name: 'Inicio', exact: true })).toBeInViewport();

    await portal.menuEntry('Inicio').click();
    await portal.expectDashboard();
    await expect(portal.drawer).toBeVisible();
  });
});
