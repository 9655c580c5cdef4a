import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'verifica-config-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('applies the documented defaults', () => {
    const c = loadConfig({}, root);
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(root, 'data'),
      databaseUrl: null,
      pgliteDir: path.join(root, 'data', 'pglite'),
      outboxDir: path.join(root, 'data', 'outbox'),
      jwtTtl: 28800,
      smtpUrl: null,
      publicUrl: 'http://localhost:8080',
      seedPassword: 'Verifica.2026',
      logLevel: 'info',
    });
  });

  it('generates the JWT secret once and keeps it in DATA_DIR/jwt-secret', () => {
    const a = loadConfig({ DATA_DIR: 'd' }, root);
    const b = loadConfig({ DATA_DIR: 'd' }, root);
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(readFileSync(path.join(root, 'd', 'jwt-secret'), 'utf8').trim()).toBe(a.jwtSecret);
  });

  it('reports every bad variable in one readable error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'ochenta', DATABASE_URL: 'mysql://x', JWT_SECRET: 'corto', LOG_LEVEL: 'verbose' }, root);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const msg = (error as ConfigError).message;
    for (const v of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'LOG_LEVEL']) expect(msg).toContain(v);
    expect(msg).not.toMatch(/\n\s+at /);
  });

  it('PUBLIC_URL follows PORT unless set', () => {
    expect(loadConfig({ PORT: '9000' }, root).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://verifica.example.mx/' }, root).publicUrl).toBe('https://verifica.example.mx');
  });
});
