// Lighthouse of one page of the portal: performance only, mobile with simulated
// throttling (Lighthouse's defaults, written out), in Debian's Chromium (/usr/bin/chromium or
// CHROMIUM_PATH). Cold: Lighthouse clears the cache before loading. With `sesion`, the session is
// in localStorage on every new document before the app's scripts run (a logged-in user).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Objectives: the login page, and the request report. */
export const OBJETIVOS = {
  login: { score: 0.9, lcpMs: 2500 },
  reporte: { score: 0.8 },
};

/** lighthouse and puppeteer-core as installed for e2e (npm registry; no browser download). */
export async function cargarLighthouse(repoRoot) {
  const req = createRequire(join(repoRoot, 'e2e', 'package.json'));
  const cargar = async (pkg) => (await import(pathToFileURL(req.resolve(pkg)).href)).default;
  return { lighthouse: await cargar('lighthouse'), puppeteer: await cargar('puppeteer-core') };
}

/** One cold Lighthouse run of `url`: the performance score and its main metrics (ms). */
export async function medirLighthouse({ lighthouse, puppeteer }, url, sesion) {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    if (sesion) {
      await page.evaluateOnNewDocument((s) => {
        if (!location.protocol.startsWith('http')) return;
        localStorage.setItem('token', s.token);
        localStorage.setItem('nombre', s.nombre);
        localStorage.setItem('correo', s.correo);
        localStorage.setItem('agencia', s.agencia);
        localStorage.setItem('permisos', JSON.stringify(s.permisos));
      }, sesion);
    }
    const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile', throttlingMethod: 'simulate' };
    const { lhr } = await lighthouse(url, flags, undefined, page);
    if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const ms = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: lhr.categories.performance.score ?? NaN,
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      si: ms('speed-index'),
    };
  } finally {
    await browser.close();
  }
}

/** The run with the median score of `veces` runs (simulated throttling still varies with the machine). */
export async function medianaLighthouse(lh, url, sesion, veces) {
  const corridas = [];
  for (let k = 0; k < veces; k++) {
    // Lighthouse sometimes loses the trace of a load (NO_NAVSTART, "please run Lighthouse again"):
    // that run is run again, once, instead of ending the whole bench.
    corridas.push(await medirLighthouse(lh, url, sesion).catch((e) => (/NO_NAVSTART|NO_FCP/.test(String(e)) ? medirLighthouse(lh, url, sesion) : Promise.reject(e))));
  }
  corridas.sort((a, b) => a.score - b.score);
  return corridas[Math.floor(corridas.length / 2)];
}
