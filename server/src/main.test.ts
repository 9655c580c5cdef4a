/**
 * Start-up as ops meet it, with real processes: one server per embedded DATA_DIR, one-line
 * Spanish configuration and database errors, no demo data on a production PostgreSQL, and the
 * first administrator from ADMIN_CORREO / `npm run admin`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ARCHIVO_BLOQUEO } from './lib/bloqueo';
import { arrancar, esperarListo, peticion, puertoLibre, vivo } from '../test/procesos';

const sinPila = (texto: string) => expect(texto).not.toMatch(/\n\s+at /);

const adminUrl = process.env.TEST_DATABASE_URL;
// The embedded-mode processes do not depend on the suite's database: they are defined in the
// PGlite stage only (the PostgreSQL stage defines the PostgreSQL ones).
const embebido = (nombre: string, pruebas: () => void) => {
  if (!adminUrl) describe(nombre, pruebas);
};

embebido('one server per embedded DATA_DIR', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'verifica-bloqueo-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a second process on the same folder exits 1 without waiting for the lock, naming the folder and the holder pid', async () => {
    const puerto = await puertoLibre();
    const primero = arrancar({ DATA_DIR: dataDir, PORT: String(puerto), SEED_DEMO: '0', DATABASE_URL: '' });
    try {
      await esperarListo(puerto, primero);
      const inicio = Date.now();
      const segundo = arrancar({ DATA_DIR: dataDir, PORT: String(await puertoLibre()), SEED_DEMO: '0', DATABASE_URL: '' });
      const { code } = await segundo.fin;
      // Its own start-up is most of this (seconds on a loaded CI machine); waiting for the lock would run into the test's timeout.
      expect(Date.now() - inicio).toBeLessThan(30_000);
      expect(code).toBe(1);
      expect(segundo.salida()).toContain(`La carpeta de datos ${dataDir} ya está en uso por otro proceso de Verifica (pid ${primero.child.pid})`);
      sinPila(segundo.salida());
      // The first one is untouched.
      expect((await peticion(puerto, 'GET', '/api/ready')).status).toBe(200);
    } finally {
      primero.child.kill('SIGTERM');
      await primero.fin;
    }
  }, 60_000);

  it('a lock left by a process that is gone is stale: the server starts, and frees the lock on exit', async () => {
    let muerto = 999_999;
    while (vivo(muerto)) muerto--;
    writeFileSync(path.join(dataDir, ARCHIVO_BLOQUEO), `${muerto} ${os.hostname()}\n`);
    const puerto = await puertoLibre();
    const s = arrancar({ DATA_DIR: dataDir, PORT: String(puerto), SEED_DEMO: '0', DATABASE_URL: '' });
    await esperarListo(puerto, s);
    s.child.kill('SIGTERM');
    expect((await s.fin).code).toBe(0);
    const otra = arrancar({ DATA_DIR: dataDir, PORT: String(puerto), SEED_DEMO: '0', DATABASE_URL: '' });
    await esperarListo(puerto, otra);
    otra.child.kill('SIGTERM');
    await otra.fin;
  }, 60_000);

  it('npm run admin creates the first global administrator, who logs in; no demo accounts exist', async () => {
    const cli = arrancar({ DATA_DIR: dataDir, SEED_DEMO: '0', DATABASE_URL: '', ADMIN_PASSWORD: 'Primera.Clave.2026' }, 'src/db/admin-cli.ts', ['--', '--correo', 'Jefa@Empresa.mx']);
    expect((await cli.fin).code).toBe(0);
    expect(cli.salida()).toContain('Administrador global jefa@empresa.mx creado.');
    const puerto = await puertoLibre();
    const s = arrancar({ DATA_DIR: dataDir, PORT: String(puerto), SEED_DEMO: '0', DATABASE_URL: '' });
    try {
      await esperarListo(puerto, s);
      expect((await peticion(puerto, 'POST', '/api/login', { correo: 'jefa@empresa.mx', password: 'Primera.Clave.2026' })).status).toBe(200);
      expect((await peticion(puerto, 'POST', '/api/login', { correo: 'superadmin@verifica.mx', password: 'Verifica.2026' })).status).toBe(401);
      expect(s.salida()).not.toContain('Usuarios de demostración');
      expect(s.salida()).not.toContain('ningún administrador global');
    } finally {
      s.child.kill('SIGTERM');
      await s.fin;
    }
  }, 90_000);
});

embebido('start-up errors are one Spanish line and exit 1', () => {
  it.each([
    [{ APP_TIMEZONE: 'Marte/Olympus' }, 'Configuración inválida: APP_TIMEZONE no es una zona horaria válida'],
    [{ PORT: 'ochenta' }, 'Configuración inválida: PORT debe ser un número entero entre 0 y 65535 (valor: "ochenta")'],
    [{ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/verifica' }, 'No se pudo usar la base de datos PostgreSQL en 127.0.0.1:1/verifica: conexión rechazada: ¿está en marcha PostgreSQL en ese puerto? (ECONNREFUSED).'],
  ])('%j', async (env, mensaje) => {
    const s = arrancar({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'verifica-config-')), ...env });
    expect((await s.fin).code).toBe(1);
    expect(s.salida()).toContain(mensaje);
    sinPila(s.salida());
    expect(s.salida().trim().split('\n')).toHaveLength(1);
  }, 30_000);
});

describe('a DATABASE_URL never shows its password, however malformed', () => {
  it.each([
    ['postgres://verifica:Clave Secreta.9@db.interna/verifica', 'postgres://verifica:***@db.interna/verifica'],
    ['postgres://verifica:ClaveSecreta.9@db.interna:puerto/verifica', 'postgres://verifica:***@db.interna:puerto/verifica'],
    ['postgres://verifica:Clave@Secreta.9@db.interna:54 32/verifica', 'postgres://verifica:***@db.interna:54 32/verifica'],
  ])('%s', async (url, mostrado) => {
    const s = arrancar({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'verifica-config-')), DATABASE_URL: url });
    expect((await s.fin).code).toBe(1);
    expect(s.salida()).toContain(`Configuración inválida: DATABASE_URL debe ser una URL postgres://usuario@host:puerto/base (valor: ${JSON.stringify(mostrado)})`);
    expect(s.salida()).not.toMatch(/Secreta/);
    sinPila(s.salida());
  }, 30_000);

  it('nor does a connection error of a well-formed one', async () => {
    const s = arrancar({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'verifica-config-')), DATABASE_URL: 'postgres://verifica:Clave%40Secreta@127.0.0.1:1/verifica' });
    expect((await s.fin).code).toBe(1);
    expect(s.salida()).toContain('No se pudo usar la base de datos PostgreSQL en 127.0.0.1:1/verifica');
    expect(s.salida()).not.toMatch(/Secreta/);
  }, 30_000);
});

if (adminUrl) {
  describe('an empty production PostgreSQL', () => {
    const nombre = `verifica_t_${randomBytes(6).toString('hex')}`;
    const url = new URL(adminUrl);
    url.pathname = `/${nombre}`;
    const consulta = async (q: string, base = adminUrl) => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        return (await c.query(q)).rows as Record<string, unknown>[];
      } finally {
        await c.end();
      }
    };
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'verifica-produccion-'));
    beforeAll(() => consulta(`create database ${nombre}`));
    afterAll(async () => {
      await consulta(`drop database if exists ${nombre} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('a database that does not exist is named with its cause', async () => {
      const otra = new URL(adminUrl);
      otra.pathname = '/verifica_no_existe_jamas';
      const s = arrancar({ DATA_DIR: dataDir, DATABASE_URL: otra.toString() });
      expect((await s.fin).code).toBe(1);
      expect(s.salida()).toContain(`PostgreSQL en ${otra.hostname}:${otra.port || '5432'}/verifica_no_existe_jamas: la base de datos no existe (3D000).`);
      sinPila(s.salida());
    }, 30_000);

    it('gets no demo data; without ADMIN_* it says how to create the administrator; with them the admin logs in', async () => {
      const puerto = await puertoLibre();
      const sinAdmin = arrancar({ DATA_DIR: dataDir, DATABASE_URL: url.toString(), PORT: String(puerto), ADMIN_CORREO: '', ADMIN_PASSWORD: '' });
      await esperarListo(puerto, sinAdmin);
      sinAdmin.child.kill('SIGTERM');
      await sinAdmin.fin;
      expect(sinAdmin.salida()).toContain('La base de datos no tiene ningún administrador global');
      expect(sinAdmin.salida()).toContain('npm run admin -- --correo');
      expect(await consulta('select count(*)::int as n from usuarios', url.toString())).toEqual([{ n: 0 }]);
      expect(await consulta('select count(*)::int as n from solicitudes', url.toString())).toEqual([{ n: 0 }]);
      expect((await consulta('select count(*)::int as n from roles', url.toString()))[0]?.n).toBeGreaterThan(0);

      const conAdmin = arrancar({ DATA_DIR: dataDir, DATABASE_URL: url.toString(), PORT: String(puerto), ADMIN_CORREO: 'ops@empresa.mx', ADMIN_PASSWORD: 'Clave.De.Ops.2026' });
      try {
        await esperarListo(puerto, conAdmin);
        expect((await peticion(puerto, 'POST', '/api/login', { correo: 'ops@empresa.mx', password: 'Clave.De.Ops.2026' })).status).toBe(200);
        expect((await peticion(puerto, 'POST', '/api/login', { correo: 'superadmin@verifica.mx', password: 'Verifica.2026' })).status).toBe(401);
        expect(conAdmin.salida()).not.toContain('Usuarios de demostración');
      } finally {
        conAdmin.child.kill('SIGTERM');
        await conAdmin.fin;
      }
      expect(await consulta('select correo from usuarios', url.toString())).toEqual([{ correo: 'ops@empresa.mx' }]);
    }, 90_000);
  });
}
