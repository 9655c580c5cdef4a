import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REMOTE_APPS, REMOTES } from '@verifica/contracts';
import { SCREEN_ROUTES } from './routes';

const repoRoot = resolve(__dirname, '..', '..', '..', '..');

describe('remotes.json y SCREEN_ROUTES', () => {
  it.each(SCREEN_ROUTES.map((r) => [r.name, r.remote, r.module] as const))('%s: %s expone %s', (_name, remote, module) => {
    expect(Object.keys(REMOTE_APPS[remote].exposes)).toContain(module);
  });

  it.each(REMOTES.map((r) => [r] as const))('%s: cada módulo expuesto es una pantalla con ruta y su archivo existe', (remote) => {
    const app = REMOTE_APPS[remote];
    for (const [module, file] of Object.entries(app.exposes)) {
      expect(SCREEN_ROUTES.filter((r) => r.remote === remote).map((r) => r.module)).toContain(module);
      expect(existsSync(join(repoRoot, app.dir, file))).toBe(true);
    }
  });
});
