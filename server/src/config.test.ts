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
      host: '127.0.0.1',
      seedDemo: true,
      admin: null,
      metricsToken: null,
      timezone: 'America/Mexico_City',
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

  const problemas = (env: Record<string, string>) => {
    try {
      loadConfig(env, root);
    } catch (e) {
      if (e instanceof ConfigError) return e.message.split('\n');
      throw e;
    }
    return [];
  };

  it.each([
    [{ APP_TIMEZONE: 'Marte/Olympus' }, 'Configuración inválida: APP_TIMEZONE no es una zona horaria válida (ejemplo: America/Mexico_City) (valor: "Marte/Olympus")'],
    [{ PORT: '99999' }, 'Configuración inválida: PORT debe ser un número entero entre 0 y 65535 (valor: "99999")'],
    [{ WORKERS: 'dos' }, 'Configuración inválida: WORKERS debe ser un número entero entre 1 y 64 (valor: "dos")'],
    [{ DATABASE_URL: 'postgres://con espacio' }, 'Configuración inválida: DATABASE_URL debe ser una URL postgres://usuario@host:puerto/base (valor: "postgres://con espacio")'],
    [{ PUBLIC_URL: 'verifica.mx' }, 'Configuración inválida: PUBLIC_URL debe ser una URL http:// o https:// completa (valor: "verifica.mx")'],
    [{ SEED_DEMO: 'si' }, 'Configuración inválida: SEED_DEMO debe ser 0 o 1 (valor: "si")'],
    [{ ADMIN_CORREO: 'jefa@verifica.mx' }, 'Configuración inválida: ADMIN_CORREO y ADMIN_PASSWORD van juntas: define las dos o ninguna'],
    [{ METRICS_TOKEN: 'corto' }, 'Configuración inválida: METRICS_TOKEN debe tener al menos 16 caracteres'],
  ])('one Spanish line per bad value: %j', (env, linea) => {
    expect(problemas(env)).toEqual([linea]);
  });

  it('demo data: embedded by default, with DATABASE_URL only when SEED_DEMO=1; HOST is local by default', () => {
    expect(loadConfig({}, root).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }, root).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@db:5432/verifica' }, root).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@db:5432/verifica', SEED_DEMO: '1' }, root).seedDemo).toBe(true);
    expect(loadConfig({ ADMIN_CORREO: 'Jefa@Verifica.mx', ADMIN_PASSWORD: 'Segura.2026' }, root).admin).toEqual({ correo: 'jefa@verifica.mx', password: 'Segura.2026' });
    expect(loadConfig({}, root).host).toBe('127.0.0.1');
  });

  it('PUBLIC_URL follows PORT unless set', () => {
    expect(loadConfig({ PORT: '9000' }, root).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://verifica.example.mx/' }, root).publicUrl).toBe('https://verifica.example.mx');
  });
});
