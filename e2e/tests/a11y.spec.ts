// axe-core: no serious or critical violations on the login page and the dashboard.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('login sin violaciones graves de accesibilidad', async ({ page, portal }) => {
  await page.goto('/');
  await portal.expectLoginScreen();
  expect(await seriousViolations(page)).toEqual([]);
});

test('Inicio sin violaciones graves de accesibilidad', async ({ portal, page }) => {
  await portal.loginAs('admin');
  await portal.expectDashboard();
  expect(await seriousViolations(page)).toEqual([]);
});
