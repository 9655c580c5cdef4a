// A page object over the shell's real markup (shell/src/layout, shell/src/login) and the
// screens' titles from the route table.
import { expect, type Locator, type Page } from '@playwright/test';
import { MENSAJES, type LoginResponse } from '@verifica/contracts';
import { PASSWORD, USERS, type DemoUser } from './env';
import { MENU, screenNamed, type ScreenRoute } from './screens';
import { storeSession, type SessionCache } from './session';

export class Portal {
  constructor(
    readonly page: Page,
    private readonly sessions: SessionCache,
  ) {}

  // ── Login screen ────────────────────────────────────────────────────────────
  get loginEmail(): Locator {
    return this.page.getByLabel('Correo', { exact: true });
  }

  get loginPassword(): Locator {
    return this.page.getByLabel('Contraseña', { exact: true });
  }

  get loginButton(): Locator {
    return this.page.getByRole('button', { name: 'Login', exact: true });
  }

  /** The login screen is shown, at '/'. */
  async expectLoginScreen(): Promise<void> {
    await expect(this.page).toHaveURL(/^https?:\/\/[^/]+\/$/);
    await expect(this.loginEmail).toBeVisible();
    await expect(this.loginPassword).toBeVisible();
    await expect(this.loginButton).toBeVisible();
    await expect(this.drawer).toHaveCount(0);
  }

  /** Logs in through the login form, as a person would. */
  async loginUi(user: DemoUser): Promise<void> {
    await this.page.goto('/');
    await this.expectLoginScreen();
    await this.loginEmail.fill(USERS[user]);
    await this.loginPassword.fill(PASSWORD);
    await this.loginButton.click();
  }

  /**
   * Fast path when the test is not about login: POST /api/login, then local storage as the
   * shell keeps it, then open `path`.
   */
  async loginAs(user: DemoUser, path = '/admin'): Promise<LoginResponse> {
    const session = await this.sessions.login(user);
    await this.openWithSession(session, path);
    return session;
  }

  /** Opens `path` with `session` in local storage (which may hold an expired token). */
  async openWithSession(session: LoginResponse, path: string): Promise<void> {
    // Any same-origin document that is not the app, so the app itself loads only once.
    await this.page.goto('/api/health');
    await storeSession(this.page, session);
    await this.page.goto(path);
  }

  // ── Main layout ─────────────────────────────────────────────────────────────
  get drawer(): Locator {
    return this.page.getByRole('complementary', { name: 'Menú principal' });
  }

  menuEntry(label: string): Locator {
    return this.drawer.getByRole('link', { name: label, exact: true });
  }

  /** Every menu entry the drawer shows (links only; Salir is a button). */
  async menuLabels(): Promise<string[]> {
    const texts = await this.drawer.getByRole('link').allInnerTexts();
    return texts.map((t) => t.trim());
  }

  /** The menu button of narrow screens ("Abrir menú" / "Cerrar menú"). */
  get menuButton(): Locator {
    return this.page.getByRole('button', { name: /^(Abrir|Cerrar) menú$/ });
  }

  /** Opens the drawer behind the menu button (narrow screens). */
  async openMenu(): Promise<void> {
    await this.page.getByRole('button', { name: 'Abrir menú', exact: true }).click();
    await expect(this.menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(this.drawer).toBeVisible();
  }

  get salir(): Locator {
    return this.drawer.getByRole('button', { name: 'Salir', exact: true });
  }

  get title(): Locator {
    return this.page.getByTestId('page-title');
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  get moduleUnavailable(): Locator {
    return this.main.getByText(MENSAJES.moduloNoDisponible, { exact: true });
  }

  get retry(): Locator {
    return this.main.getByRole('button', { name: 'Reintentar', exact: true });
  }

  get folioInput(): Locator {
    return this.page.getByRole('search').getByLabel('Folio', { exact: true });
  }

  async searchFolio(folio: string): Promise<void> {
    await this.folioInput.fill(folio);
    await this.folioInput.press('Enter');
  }

  /** The dashboard (Inicio) is shown. */
  async expectDashboard(): Promise<void> {
    await expect(this.page).toHaveURL(/\/admin$/);
    await expect(this.title).toHaveText('Inicio');
    await expect(this.main.getByRole('heading', { name: 'Inicio', exact: true })).toBeVisible();
  }

  /**
   * A remote screen is shown: the top bar has its title (shell) AND the screen itself, rendered
   * by the remote, has its h1 heading in <main>; neither 'Módulo no disponible' nor 'No autorizado'.
   */
  async expectScreen(screen: Pick<ScreenRoute, 'title'>): Promise<void> {
    await expect(this.title).toHaveText(screen.title);
    // While the remote loads, the shell shows the same title over «Cargando…»: wait for the screen.
    await expect(this.main.locator('section[aria-busy="true"]')).toHaveCount(0);
    await expect(this.main.getByRole('heading', { level: 1, name: screen.title, exact: true })).toBeVisible();
    await expect(this.moduleUnavailable).toHaveCount(0);
    await expect(this.main.getByText('No autorizado', { exact: true })).toHaveCount(0);
  }

  /** Opens each screen (by route name) through its menu entry and checks it is shown. */
  async visitFromMenu(names: readonly string[]): Promise<void> {
    for (const name of names) {
      const screen = screenNamed(name);
      const entry = MENU.find((e) => e.path === screen.path);
      if (!entry) throw new Error(`${name} no tiene entrada en el menú`);
      await this.menuEntry(entry.label).click();
      await this.expectScreen(screen);
    }
  }

  /** A page-wide marker that only survives while there is no full page load. */
  async markPage(): Promise<void> {
    await this.page.evaluate(() => {
      (window as Window & { __noReload?: boolean }).__noReload = true;
    });
  }

  async expectNoReloadSinceMark(): Promise<void> {
    const marked = await this.page.evaluate(() => (window as Window & { __noReload?: boolean }).__noReload === true);
    expect(marked, 'la página se recargó (se perdió window.__noReload)').toBe(true);
  }

  /** The token the shell keeps in local storage, or null. */
  storedToken(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('token'));
  }
}
