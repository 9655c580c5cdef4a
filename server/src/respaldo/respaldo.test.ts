// npm run backup / restore round trips: embedded (PGlite in a DATA_DIR) without
// TEST_DATABASE_URL, PostgreSQL (databases created and dropped here) with it.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findRepoRoot, loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { openConfiguredDatabase } from '../db/open';
import { seed } from '../db/seed/index';
import { bloquearDataDir } from '../lib/bloqueo';
import { arrancar } from '../../test/procesos';
import { listarArchivos } from './archivo';
import { restaurar, respaldar } from './service';
import { contarFilas } from './tablas';

const repoRoot = findRepoRoot(__dirname);
const adminUrl = process.env.TEST_DATABASE_URL;
const carpetas: string[] = [];
const bases: string[] = [];

async function carpeta(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'verifica-respaldo-'));
  carpetas.push(dir);
  return dir;
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A new, empty PostgreSQL database (dropped after the file). */
async function basePostgres(): Promise<string> {
  const nombre = `verifica_r_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`create database ${nombre}`));
  bases.push(nombre);
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${nombre}`;
  return url.toString();
}

/** The configuration of a target: a new DATA_DIR and, on PostgreSQL, a new database. */
async function destino(): Promise<Config> {
  const env: Record<string, string> = { DATA_DIR: await carpeta(), LOG_LEVEL: 'silent' };
  if (adminUrl) env.DATABASE_URL = await basePostgres();
  return loadConfig(env, repoRoot);
}

async function conBase<T>(config: Config, fn: (database: Database) => Promise<T>): Promise<T> {
  const database = await openConfiguredDatabase(config);
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

/** Every file under uploads with its bytes. */
async function fotos(uploadsDir: string): Promise<Map<string, Buffer>> {
  const { rutas } = await listarArchivos(uploadsDir);
  return new Map(await Promise.all(rutas.map(async (r) => [r, await readFile(path.join(uploadsDir, r))] as const)));
}

let origen: Config;
let filasOrigen: Record<string, number>;
let fotosOrigen: Map<string, Buffer>;

beforeAll(async () => {
  origen = await destino();
  await conBase(origen, async (database) => {
    await database.migrate();
    await seed(database.db, { solicitudes: 20, password: 'Verifica.2026', uploadsDir: origen.uploadsDir, batchSize: 250 });
    filasOrigen = await contarFilas(database.db);
  });
  // A field photo as the server stores it, with bytes no other file has.
  await mkdir(path.join(origen.uploadsDir, 'verificaciones', '1'), { recursive: true });
  await writeFile(path.join(origen.uploadsDir, 'verificaciones', '1', 'foto.jpg'), randomBytes(300_000));
  fotosOrigen = await fotos(origen.uploadsDir);
}, 120_000);

afterAll(async () => {
  await Promise.all(carpetas.map((d) => rm(d, { recursive: true, force: true })));
  if (adminUrl) for (const b of bases) await admin((c) => c.query(`drop database if exists ${b} with (force)`));
});

describe(`respaldo y restauración (${adminUrl ? 'PostgreSQL' : 'base embebida'})`, () => {
  let archivo: string;

  test('npm run backup escribe un archivo con la base, las fotos, el secreto JWT y el manifiesto', async () => {
    const salida = await carpeta();
    // The real command, with a path relative to where npm was run.
    const p = arrancar({ DATA_DIR: origen.dataDir, DATABASE_URL: origen.databaseUrl ?? '', JWT_SECRET: '', INIT_CWD: salida }, 'src/respaldo/cli-backup.ts', ['--', '--out', 'respaldo.tar.gz']);
    const { code } = await p.fin;
    expect(p.salida()).toContain(`Respaldo escrito en ${path.join(salida, 'respaldo.tar.gz')}`);
    expect(code).toBe(0);
    archivo = path.join(salida, 'respaldo.tar.gz');
    expect(existsSync(archivo)).toBe(true);
  }, 60_000);

  test('restaurar en un destino vacío deja las mismas filas, los mismos bytes de cada foto y el mismo secreto JWT', async () => {
    const nuevo = await destino();
    const manifiesto = await restaurar(nuevo, archivo, { forzar: false });
    expect(manifiesto).toMatchObject({ formato: 1, modo: adminUrl ? 'postgresql' : 'embebido', tablas: filasOrigen, jwtSecret: true });
    expect(manifiesto.archivos.cantidad).toBe(fotosOrigen.size);

    const filas = await conBase(nuevo, (database) => contarFilas(database.db));
    expect(filas).toEqual(filasOrigen);
    expect(filas.solicitudes).toBe(20);
    const restauradas = await fotos(nuevo.uploadsDir);
    expect([...restauradas.keys()]).toEqual([...fotosOrigen.keys()]);
    for (const [ruta, bytes] of fotosOrigen) expect(restauradas.get(ruta)?.equals(bytes)).toBe(true);
    expect(await readFile(path.join(nuevo.dataDir, 'jwt-secret'), 'utf8')).toBe(await readFile(path.join(origen.dataDir, 'jwt-secret'), 'utf8'));

    // A target with data is refused without --force, and replaced with it.
    await expect(restaurar(nuevo, archivo, { forzar: false })).rejects.toThrow(/^El destino ya tiene datos \(.*agencias: 8.*\): no se restauró nada\. Usa --force/);
    await restaurar(nuevo, archivo, { forzar: true });
    expect(await conBase(nuevo, (database) => contarFilas(database.db))).toEqual(filasOrigen);
  }, 120_000);

  test('restore sin --force rechaza un destino que solo tiene archivos subidos', async () => {
    const nuevo = await destino();
    await mkdir(path.join(nuevo.uploadsDir, 'seed'), { recursive: true });
    await writeFile(path.join(nuevo.uploadsDir, 'seed', 'otra.png'), 'x');
    await expect(restaurar(nuevo, archivo, { forzar: false })).rejects.toThrow(`El destino ya tiene datos (${nuevo.uploadsDir}: 1 archivos)`);
  });

  test('un archivo que no es un respaldo: mensaje en español', async () => {
    const nuevo = await destino();
    const falso = path.join(nuevo.dataDir, 'falso.tar.gz');
    await writeFile(falso, 'no soy un respaldo');
    await expect(restaurar(nuevo, falso, { forzar: false })).rejects.toThrow(/no es un respaldo de Verifica válido/);
    await expect(restaurar(nuevo, path.join(nuevo.dataDir, 'no-existe.tar.gz'), { forzar: false })).rejects.toThrow('No existe el archivo');
  });

  if (!adminUrl) {
    test('la base embebida no se respalda mientras un servidor la usa (npm run backup sale con 1)', async () => {
      const liberar = bloquearDataDir(origen.dataDir);
      try {
        const p = arrancar({ DATA_DIR: origen.dataDir, DATABASE_URL: '' }, 'src/respaldo/cli-backup.ts', ['--out', path.join(await carpeta(), 'r.tar.gz')]);
        const { code } = await p.fin;
        expect(code).toBe(1);
        expect(p.salida().trim()).toBe(
          `La carpeta de datos ${origen.dataDir} está en uso por el servidor de Verifica (pid ${process.pid}): detén el servidor antes de respaldar la base embebida y vuelve a iniciarlo al terminar.`,
        );
      } finally {
        liberar();
      }
    }, 60_000);
  }

  if (adminUrl) {
    test('sin pg_dump en el PATH, un mensaje que dice qué instalar', async () => {
      const path0 = process.env.PATH;
      process.env.PATH = '/nonexistent';
      try {
        await expect(respaldar(origen, path.join(await carpeta(), 'r.tar.gz'))).rejects.toThrow(
          /^No se encontró pg_dump en el PATH: instala el cliente de PostgreSQL/,
        );
      } finally {
        process.env.PATH = path0;
      }
    });
  }
});
