// Test fixtures: the second origin for mf-reportes (worker-scoped, always up unless a test takes
// it down), cached API sessions of the demo users, and a Portal page object over the real markup.
import { test as base, expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { LoginResponse } from '@verifica/contracts';
import { BASE_URL, REMOTE_PORT, REPORTES_DIST, type DemoUser } from './env';
import { Portal } from './portal';
import { createStaticOrigin, type StaticOrigin } from './remote-server';
import { apiLogin, type SessionCache } from './session';

interface WorkerFixtures {
  reportesOrigin: StaticOrigin;
  sessions: SessionCache;
}

interface TestFixtures {
  /** Guarantees every test starts and ends with the reportes origin up. */
  reportesOriginUp: void;
  portal: Portal;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  reportesOrigin: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const origin = createStaticOrigin(REPORTES_DIST, '127.0.0.1', REMOTE_PORT);
      await origin.start();
      await use(origin);
      await origin.stop();
    },
    { scope: 'worker', auto: true },
  ],

  sessions: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const anon = await playwrightRequest.newContext({ baseURL: BASE_URL });
      const clients: APIRequestContext[] = [];
      // A fresh login every time: a test that clicks Salir may revoke its token.
      const login = (user: DemoUser): Promise<LoginResponse> => apiLogin(anon, user);
      await use({
        login,
        async api(user) {
          const { token } = await login(user);
          const client = await playwrightRequest.newContext({
            baseURL: BASE_URL,
            extraHTTPHeaders: { Authorization: `Bearer ${token}` },
          });
          clients.push(client);
          return client;
        },
      });
      await Promise.all(clients.map((c) => c.dispose()));
      await anon.dispose();
    },
    { scope: 'worker' },
  ],

  reportesOriginUp: [
    async ({ reportesOrigin }, use) => {
      await reportesOrigin.start();
      reportesOrigin.clearLog();
      await use();
      await reportesOrigin.start();
    },
    { auto: true },
  ],

  portal: async ({ page, sessions }, use) => {
    await use(new Portal(page, sessions));
  },
});

export { expect };

