// Network isolation for the map tests: the page may reach only the portal and the relocated
// remote's origin; anything else (tile servers, CDNs, the internet) fails as if offline.
import type { Page } from '@playwright/test';
import { BASE_URL, REMOTE_ORIGIN } from './env';

/** Routes every request; the ones to another origin are aborted and listed (in the returned array). */
export async function soloOrigenesPropios(page: Page): Promise<string[]> {
  const bloqueadas: string[] = [];
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === BASE_URL || url.origin === REMOTE_ORIGIN) return route.continue();
    bloqueadas.push(url.href);
    return route.abort('internetdisconnected');
  });
  return bloqueadas;
}
