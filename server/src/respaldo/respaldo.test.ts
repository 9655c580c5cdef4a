// npm run backup / restore round trips: embedded (PGlite in a DATA_DIR) without
// TEST_DATABASE_URL, PostgreSQL (databases created and dropped here) with it.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { findRepoRoot, loadConfig, type Config } from '../config';
import { migrationsFolderOf, openConfiguredDatabase, openDatabase, type Database } from '../db/client';
import { seed } from '../db/seed/index';
import { bloquearDataDir } from '../lib/bloqueo';
import { arrancar } from '../../test/procesos';
import { listarArchivos } from './archivo';
import { ENTRADAS } from './manifiesto';
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

/** `archivo` extracted, changed by `cambiar`, and packed again (symlinks stay symlinks). */
async function alterado(archivo: string, cambiar: (dir: string) => Promise<void>): Promise<string> {
  const dir = await carpeta();
  await tar.extract({ file: archivo, cwd: dir });
  await cambiar(dir);
  const salida = path.join(await carpeta(), 'alterado.tar.gz');
  await tar.create({ file: salida, cwd: dir, gzip: true, portable: true }, await readdir(dir));
  return salida;
}

/** Everything under a folder (kind, bytes' hash, link target), and on PostgreSQL the database's rows. */
async function estado(config: Config): Promise<Record<string, string>> {
  const r: Record<string, string> = {};
  const entradas = existsSync(config.dataDir) ? await readdir(config.dataDir, { recursive: true }) : ['(sin carpeta)'];
  for (const e of entradas.sort()) {
    const ruta = path.join(config.dataDir, e);
    const info = await lstat(ruta).catch(() => null);
    if (!info) r[e] = 'ausente';
    else if (info.isSymbolicLink()) r[e] = `-> ${await readlink(ruta)}`;
    else if (info.isDirectory()) r[e] = 'carpeta';
    else r[e] = createHash('sha256').update(await readFile(ruta)).digest('hex');
  }
  // The embedded database's files change when it is merely opened (its lock, its stats): its rows say what it holds.
  for (const k of Object.keys(r)) if (k.startsWith(`pglite${path.sep}`)) delete r[k];
  if (config.databaseUrl || existsSync(path.join(config.pgliteDir, 'PG_VERSION'))) r.filas = JSON.stringify(await conBase(config, (d) => contarFilas(d.db)));
  return r;
}

/** A failure as the user reads it: one Spanish line, no English from zlib, tar, PGlite or Node. */
function unaLineaEnEspanol(mensaje: string): void {
  expect(mensaje.split('\n')).toHaveLength(1);
  expect(mensaje).not.toMatch(/\b(error|failed|invalid|unexpected|header|zlib|incorrect|check|ENOTEMPTY|ENOENT|rmdir|could not|initialize)\b/i);
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
    expect(manifiesto).toMatchObject({ formato: adminUrl ? 1 : 2, modo: adminUrl ? 'postgresql' : 'embebido', tablas: filasOrigen, jwtSecret: true });
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
    await expect(restaurar(nuevo, falso, { forzar: false })).rejects.toThrow(`${falso} no es un respaldo de Verifica válido: no se pudo leer como .tar.gz. No se restauró nada.`);
    await expect(restaurar(nuevo, path.join(nuevo.dataDir, 'no-existe.tar.gz'), { forzar: false })).rejects.toThrow('No existe el archivo');
  });

  describe('un respaldo dañado no cambia nada y lo dice en una línea en español', () => {
    let conDatos: Config;
    let antes: Record<string, string>;
    beforeAll(async () => {
      conDatos = await destino();
      await restaurar(conDatos, archivo, { forzar: false });
      antes = await estado(conDatos);
    }, 120_000);

    const falla = async (config: Config, archivoMalo: string, forzar = true): Promise<string> => {
      const e = await restaurar(config, archivoMalo, { forzar }).then(
        () => null,
        (x: unknown) => x,
      );
      const mensaje = String((e as { message?: unknown } | null)?.message);
      unaLineaEnEspanol(mensaje);
      expect((await readdir(config.dataDir)).filter((n) => n.startsWith('.restauracion-'))).toEqual([]);
      return mensaje;
    };

    test('la copia de la base cortada', async () => {
      const cortado = await alterado(archivo, async (dir) => {
        // PostgreSQL: pg_dump's file cut in half; embedded: every table file of the folder cut in half.
        const cortar = async (f: string) => truncate(f, Math.floor((await lstat(f)).size / 2));
        if (adminUrl) return void (await cortar(path.join(dir, ENTRADAS.postgresql)));
        const tablas = path.join(dir, ENTRADAS.pgliteCarpeta, 'base');
        for (const f of await readdir(tablas, { recursive: true })) if ((await lstat(path.join(tablas, f))).isFile()) await cortar(path.join(tablas, f));
      });
      expect(await falla(conDatos, cortado)).toMatch(/^El respaldo está dañado: la copia de la base de datos no se pudo leer/);
      expect(await estado(conDatos)).toEqual(antes);
      const vacio = await destino();
      const antesVacio = await estado(vacio);
      await falla(vacio, cortado, false);
      expect(await estado(vacio)).toEqual(antesVacio);
    }, 120_000);

    test('un enlace simbólico bajo archivos/uploads/', async () => {
      const conEnlace = await alterado(archivo, async (dir) => {
        await symlink('/etc/hostname', path.join(dir, ENTRADAS.uploads, 'verificaciones', 'enlace.jpg'));
      });
      expect(await falla(conDatos, conEnlace)).toBe(`${conEnlace} no es un respaldo de Verifica válido: contiene un enlace simbólico (archivos/uploads/verificaciones/enlace.jpg). No se restauró nada.`);
      expect(await estado(conDatos)).toEqual(antes);
      const carpetaEnlazada = await alterado(archivo, async (dir) => {
        await rm(path.join(dir, ENTRADAS.uploads), { recursive: true });
        await symlink(origen.uploadsDir, path.join(dir, ENTRADAS.uploads));
      });
      expect(await falla(conDatos, carpetaEnlazada)).toMatch(/contiene un enlace simbólico \(archivos\/uploads\)/);
      expect(await estado(conDatos)).toEqual(antes);
    }, 120_000);

    test('un archivo que no es .tar.gz, o un .tar.gz cortado', async () => {
      const falso = path.join(await carpeta(), 'falso.tar.gz');
      await writeFile(falso, 'no soy un respaldo');
      expect(await falla(conDatos, falso)).toBe(`${falso} no es un respaldo de Verifica válido: no se pudo leer como .tar.gz. No se restauró nada.`);
      const cortado = path.join(await carpeta(), 'cortado.tar.gz');
      await writeFile(cortado, (await readFile(archivo)).subarray(0, 50_000));
      expect(await falla(conDatos, cortado)).toMatch(/^.* no es un respaldo de Verifica válido: (no se pudo leer como \.tar\.gz|está cortado)/);
      expect(await estado(conDatos)).toEqual(antes);
    }, 120_000);

    if (!adminUrl) {
      /** The archive as format 1 wrote it: PGlite's dump in base/pglite.tar instead of the folder. */
      const formato1 = (cambiar: (dump: string) => Promise<void> = async () => undefined) =>
        alterado(archivo, async (dir) => {
          await rm(path.join(dir, ENTRADAS.pgliteCarpeta), { recursive: true });
          const database = await openDatabase({ pgliteDir: origen.pgliteDir, migrationsFolder: migrationsFolderOf(repoRoot) });
          try {
            const volcado = await database.dumpDataDir!();
            await writeFile(path.join(dir, ENTRADAS.pglite), Buffer.from(await volcado.arrayBuffer()));
          } finally {
            await database.close();
          }
          const m = JSON.parse(await readFile(path.join(dir, ENTRADAS.manifiesto), 'utf8')) as Record<string, unknown>;
          await writeFile(path.join(dir, ENTRADAS.manifiesto), JSON.stringify({ ...m, formato: 1 }));
          await cambiar(path.join(dir, ENTRADAS.pglite));
        });

      test('un respaldo de formato 1 (la copia de PGlite) se sigue restaurando; cortado, no cambia nada', async () => {
        const nuevo = await destino();
        expect((await restaurar(nuevo, await formato1(), { forzar: false })).formato).toBe(1);
        expect(await conBase(nuevo, (database) => contarFilas(database.db))).toEqual(filasOrigen);
        const cortado = await formato1(async (dump) => truncate(dump, Math.floor((await lstat(dump)).size / 2)));
        expect(await falla(conDatos, cortado)).toBe('El respaldo está dañado: la copia de la base de datos no se pudo leer. No se restauró nada.');
        expect(await estado(conDatos)).toEqual(antes);
      }, 120_000);
    }

    test('npm run restore en una carpeta vacía que falla la deja vacía (sin jwt-secret)', async () => {
      const vacia = await carpeta();
      const falso = path.join(await carpeta(), 'falso.tar.gz');
      await writeFile(falso, 'no soy un respaldo');
      const env = { DATA_DIR: vacia, DATABASE_URL: adminUrl ? await basePostgres() : '', JWT_SECRET: '' };
      const p = arrancar(env, 'src/respaldo/cli-restore.ts', ['--', falso]);
      expect((await p.fin).code).toBe(1);
      expect(p.salida().trim()).toBe(`${falso} no es un respaldo de Verifica válido: no se pudo leer como .tar.gz. No se restauró nada.`);
      expect(await readdir(vacia)).toEqual([]);
    }, 60_000);
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
