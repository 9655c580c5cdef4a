// The HTML is served with a Content-Security-Policy that allows scripts only from the
// portal and the configured remotes' origins. The whole portal runs under it (mf-reportes from the
// second origin included), and a script injected into the page is refused by the browser.
import type { Page } from '@playwright/test';
import { REMOTE_ORIGIN } from '../support/env';
import { expect, test } from '../support/fixtures';

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

/** Records every CSP violation the document reports (the listener runs outside the page's CSP). */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __violaciones: string[] }).__violaciones = list;
    document.addEventListener('securitypolicyviolation', (e) => list.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
}

const violations = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __violaciones: string[] }).__violaciones);

test('el HTML lleva la CSP: scripts del portal y del origen de mf-reportes, nada en línea ni eval', async ({ request }) => {
  for (const path of ['/', '/admin/agencias']) {
    const res = await request.get(path);
    const csp = directives(res.headers()['content-security-policy'] ?? '');
    expect(csp['script-src'], path).toEqual(["'self'", REMOTE_ORIGIN]);
    expect(csp['connect-src'], path).toEqual(["'self'", REMOTE_ORIGIN]);
    expect(csp['object-src'], path).toEqual(["'none'"]);
    expect(csp['base-uri'], path).toEqual(["'self'"]);
    expect(csp['frame-ancestors'], path).toEqual(["'none'"]);
    expect(JSON.stringify(csp)).not.toContain('unsafe-eval');
  }
});

test('el portal funciona bajo la CSP, con mf-reportes en el otro origen, sin violaciones', async ({ page, portal }) => {
  await recordViolations(page);
  await portal.loginUi('superadmin');
  await portal.expectDashboard();
  await portal.visitFromMenu(['agencias', 'reportesSolicitudes', 'reportesCallCenter', 'reportesGraficaFolios', 'reportesTelefonosDuplicados']);
  expect(await violations(page)).toEqual([]);
});

test('un script en línea inyectado en la página no se ejecuta', async ({ page, portal }) => {
  await recordViolations(page);
  await portal.loginAs('admin');
  await portal.expectDashboard();

  const injected = page.addScriptTag({ content: 'window.__inyectado = true;' }).then(
    () => 'cargado',
    () => 'rechazado',
  );
  await injected;
  expect(await page.evaluate(() => (window as unknown as { __inyectado?: boolean }).__inyectado)).toBeUndefined();
  await expect.poll(() => violations(page)).toContainEqual(expect.stringMatching(/^script-src-elem inline$/));

  // An inline event handler is refused too.
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.setAttribute('onerror', 'window.__inyectado = true');
    img.src = '/no-existe.png';
    document.body.append(img);
  });
  await expect.poll(() => violations(page)).toContainEqual(expect.stringMatching(/^script-src-attr inline$/));
  expect(await page.evaluate(() => (window as unknown as { __inyectado?: boolean }).__inyectado)).toBeUndefined();
});
