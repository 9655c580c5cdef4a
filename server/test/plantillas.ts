/**
 * Migrated and seeded databases the test files of one jest run start from, built once per set of
 * seed options instead of once per file. Booting PGlite runs initdb (about 2.5 s), migrating and
 * seeding add about 0.5 s more; loading a dump of the result takes about 0.8 s.
 *
 * - PGlite: the first file that needs a set writes its dump (an uncompressed tar) to the run's
 *   folder; the next files load it. A seeded set is built on the migrated set's dump, so a run
 *   boots initdb once, not once per set (13 sets). Two workers may build the same set at once:
 *   each writes its own file and renames it into place, so a reader never sees half a dump.
 * - PostgreSQL: a template database per set (`create database … template …` copies it), built
 *   under an advisory lock so two workers never build the same one.
 *
 * The run's folder and databases' prefix come from global-setup.cjs; global-teardown.cjs removes
 * both.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';
import { escribirFotos, seed } from '../src/db/seed/index';

export interface OpcionesDeSemilla {
  /** Seeded solicitudes; null: migrated only, nothing seeded. */
  solicitudes: number | null;
  password: string;
}

/** The run's templates, from global-setup.cjs (server/jest.config.cjs runs it before any file). */
export function plantillasDeLaCorrida(): Plantillas {
  const { VERIFICA_PLANTILLAS_DIR: carpeta, VERIFICA_PLANTILLAS_BASE: prefijo } = process.env;
  if (!carpeta || !prefijo) throw new Error('Faltan VERIFICA_PLANTILLAS_DIR/BASE: corre las pruebas de API con -c server/jest.config.cjs');
  return { carpeta, prefijo };
}

export interface Plantillas {
  /** Where the PGlite dumps go. */
  carpeta: string;
  /** Of the PostgreSQL template databases' names. */
  prefijo: string;
}

function claveDe(opciones: OpcionesDeSemilla): string {
  return opciones.solicitudes === null ? 'vacia' : `s${opciones.solicitudes}`;
}

async function migrarYSembrar(database: Database, opciones: OpcionesDeSemilla, uploadsDir: string): Promise<void> {
  await database.migrate();
  if (opciones.solicitudes === null) return;
  await seed(database.db, { solicitudes: opciones.solicitudes, password: opciones.password, uploadsDir, batchSize: 250 });
}

/** A copy of a seeded database points at the seed's photos: they are written again beside it. */
async function fotosDe(opciones: OpcionesDeSemilla, uploadsDir: string): Promise<void> {
  if (opciones.solicitudes !== null) await escribirFotos(uploadsDir);
}

/** An in-memory PGlite holding the set, from the run's dump (written first when missing). */
export async function pgliteDesdePlantilla(plantillas: Plantillas, migrationsFolder: string, opciones: OpcionesDeSemilla, uploadsDir: string): Promise<Database> {
  const dump = path.join(plantillas.carpeta, `${claveDe(opciones)}.tar`);
  if (existsSync(dump)) {
    // Read whole now (not a Blob over the file, read later): another worker may rename its own
    // copy of the same set into place meanwhile.
    const database = await openDatabase({ migrationsFolder, loadDataDir: new Blob([readFileSync(dump)]) });
    await fotosDe(opciones, uploadsDir);
    return database;
  }
  const database =
    opciones.solicitudes === null
      ? await openDatabase({ migrationsFolder })
      : await pgliteDesdePlantilla(plantillas, migrationsFolder, { ...opciones, solicitudes: null }, uploadsDir);
  await migrarYSembrar(database, opciones, uploadsDir);
  const propio = `${dump}.${randomBytes(4).toString('hex')}`;
  writeFileSync(propio, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  renameSync(propio, dump);
  return database;
}

/**
 * Creates `nombre` on the server of `adminUrl` as a copy of the run's template of the set (built
 * first when missing).
 */
export async function postgresDesdePlantilla(
  { prefijo }: Plantillas,
  adminUrl: string,
  migrationsFolder: string,
  opciones: OpcionesDeSemilla,
  nombre: string,
  uploadsDir: string,
): Promise<void> {
  const plantilla = `${prefijo}${claveDe(opciones)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [plantilla]);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [plantilla]);
      if (rowCount === 0) await construirPlantilla(admin, adminUrl, plantilla, migrationsFolder, opciones, uploadsDir);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [plantilla]);
    }
    await admin.query(`create database ${nombre} template ${plantilla}`);
  } finally {
    await admin.end();
  }
  await fotosDe(opciones, uploadsDir);
}

async function construirPlantilla(admin: pg.Client, adminUrl: string, plantilla: string, migrationsFolder: string, opciones: OpcionesDeSemilla, uploadsDir: string): Promise<void> {
  await admin.query(`create database ${plantilla}`);
  const url = new URL(adminUrl);
  url.pathname = `/${plantilla}`;
  const database = await openDatabase({ databaseUrl: url.toString(), migrationsFolder, poolMax: 2 });
  try {
    await migrarYSembrar(database, opciones, uploadsDir);
  } finally {
    await database.close();
  }
}
