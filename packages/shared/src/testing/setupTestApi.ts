import type { RolClave } from '@verifica/contracts';
import { configureApi } from '../api';
import { startTestApi, type TestApi } from './apiServer';
import { logIn, logOut } from './renderScreen';

export interface SetupTestApiOptions {
  /** Logs in as this role before each test. */
  logIn?: RolClave;
  /** Points the API client at the server before each test (a test that renders no screen). */
  configure?: boolean;
}

/**
 * A fresh TestApi for each test of the file: started before it (then the options), closed after it
 * with the session cleared and the client unpointed. Call at the top of a test file; the object
 * it returns always speaks to the current test's server, so `beforeEach(() => api.on(...))` works.
 */
export function setupTestApi(options: SetupTestApiOptions = {}): TestApi {
  let current: TestApi | null = null;
  const api = (): TestApi => {
    if (!current) throw new Error('setupTestApi: the API is only there during a test');
    return current;
  };
  beforeEach(async () => {
    current = await startTestApi();
    if (options.configure) configureApi({ baseURL: current.baseURL });
    if (options.logIn) logIn(options.logIn);
  });
  afterEach(async () => {
    logOut();
    await api().close();
    current = null;
  });
  return {
    get baseURL() {
      return api().baseURL;
    },
    get requests() {
      return api().requests;
    },
    on: (route, handler) => api().on(route, handler),
    calls: (route) => api().calls(route),
    close: () => api().close(),
  };
}
