// npm run backup / npm run restore: one archive with the database, DATA_DIR/uploads and the JWT
// secret, in either mode (server/README.md, "Copias de seguridad").
import { existsSync, openAsBlob } from 'node:fs';
import { copyFile, mkdtemp, readdir, readFile, rename, rm, rmdir, symlink, unlink } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { migrationsFolderOf, openConfiguredDatabase, openDatabase, type Database } from '../db/client';
import { crearDirectorio, escribirArchivo } from '../lib/archivos';
import { bloquearDataDir, DataDirOcupadoError } from '../lib/bloqueo';
import { filas } from '../db/filas';
import { empaquetar, extraer, listarArchivos } from './archivo';
import { RespaldoError } from './errores';
import { ENTRADAS, FORMATO, manifiestoSchema, migracionesConocidas, versionAplicacion, type Manifiesto, type Modo } from './manifiesto';
import { comprobarHerramienta, pgDump, pgRestore } from './postgresql';
import { contarFilas, migracionesAplicadas, tablasConDatos } from './tablas';

const modoDe = (config: Config): Modo => (config.databaseUrl ? 'postgresql' : 'embebido');
const archivoJwt = (config: Config) => path.join(config.dataDir, 'jwt-secret');
const hayBaseEmbebida = (config: Config) => existsSync(path.join(config.pgliteDir, 'PG_VERSION'));

/** The embedded database holds DATA_DIR's lock: a running server refuses us (and we refuse it). */
function enUso(e: unknown, accion: string): unknown {
  if (!(e instanceof DataDirOcupadoError)) return e;
  return new RespaldoError(
    `La carpeta de datos ${e.dataDir} está en uso por el servidor de Verifica (pid ${e.pid}): detén el servidor antes de ${accion} la base embebida y vuelve a iniciarlo al terminar.`,
  );
}

function bloquear(dataDir: string): () => void {
  try {
    return bloquearDataDir(dataDir);
  } catch (e) {
    throw enUso(e, 'restaurar');
  }
}

async function abrirConfigurada(config: Config, accion: string): Promise<Database> {
  try {
    return await openConfiguredDatabase(config);
  } catch (e) {
    throw enUso(e, accion);
  }
}

/**
 * The embedded database's counts, then the database closed (a clean shutdown: its folder is
 * complete on disk). The caller holds DATA_DIR's lock until the folder is archived, so no server
 * writes between the counts and the copy.
 */
async function contarPglite(config: Config): Promise<Record<string, number>> {
  const database = await openDatabase({ pgliteDir: config.pgliteDir, migrationsFolder: migrationsFolderOf(config.repoRoot) });
  try {
    return await contarFilas(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Counts inside a repeatable-read transaction whose snapshot pg_dump shares (--snapshot): the
 * dump holds exactly the rows counted, while the servers keep writing.
 */
async function volcarPostgresql(database: Database, databaseUrl: string, archivo: string): Promise<Record<string, number>> {
  return database.db.transaction(
    async (tx) => {
      const [fila] = await filas<{ snapshot: string }>(tx, sql`select pg_export_snapshot() as snapshot`);
      const tablas = await contarFilas(tx);
      await pgDump(databaseUrl, archivo, fila?.snapshot ?? null);
      return tablas;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Writes the archive `salida` (a .tar.gz, mode 0600): manifest.json, the database (PGlite's
 * dump or pg_dump's custom format), DATA_DIR/uploads and DATA_DIR/jwt-secret. The embedded
 * database must not be in use by a server (its DATA_DIR lock); PostgreSQL may be live.
 */
export async function respaldar(config: Config, salida: string): Promise<Manifiesto> {
  const modo = modoDe(config);
  if (modo === 'embebido' && !hayBaseEmbebida(config)) throw new RespaldoError(`No hay base de datos embebida en ${config.pgliteDir}: nada que respaldar.`);
  if (modo === 'postgresql') await comprobarHerramienta('pg_dump');
  const destino = path.resolve(salida);
  await crearDirectorio(path.dirname(destino));
  // The work folder sits beside the archive: same disk (a final rename), and the user chose it for its room.
  // Embedded: DATA_DIR's lock is held until the archive is written (the folder is read in place).
  let liberar: (() => void) | null = null;
  if (modo === 'embebido') {
    try {
      liberar = bloquearDataDir(config.dataDir);
    } catch (e) {
      throw enUso(e, 'respaldar');
    }
  }
  const trabajo = await mkdtemp(path.join(path.dirname(destino), '.verifica-respaldo-'));
  const enlaceUploads = path.join(trabajo, ENTRADAS.uploads);
  const enlaceBase = path.join(trabajo, ENTRADAS.pgliteCarpeta);
  try {
    await crearDirectorio(path.join(trabajo, 'base'));
    await crearDirectorio(path.join(trabajo, 'archivos'));
    let tablas: Record<string, number>;
    let base: string[];
    if (modo === 'embebido') {
      tablas = await contarPglite(config);
      // Like the photos: a link to the folder, so tar streams its files in place (memory stays bounded).
      // Its top-level entries: tar walks each folder, empty ones included (PostgreSQL needs them).
      const entradas = (await readdir(config.pgliteDir)).sort();
      await symlink(config.pgliteDir, enlaceBase, 'junction');
      base = entradas.map((r) => `${ENTRADAS.pgliteCarpeta}/${r}`);
    } else {
      const database = await abrirConfigurada(config, 'respaldar');
      try {
        tablas = await volcarPostgresql(database, config.databaseUrl ?? '', path.join(trabajo, ENTRADAS.postgresql));
      } finally {
        await database.close();
      }
      base = [ENTRADAS.postgresql];
    }
    // Files after the database: a photo saved meanwhile may be in the archive without its row, never the reverse.
    const uploads = await listarArchivos(config.uploadsDir);
    const jwtSecret = existsSync(archivoJwt(config));
    if (jwtSecret) await copyFile(archivoJwt(config), path.join(trabajo, ENTRADAS.jwtSecret));
    // The archive names photos archivos/uploads/...: a link to the folder, so tar reads them in place.
    if (uploads.rutas.length) await symlink(config.uploadsDir, enlaceUploads, 'junction');
    const manifiesto: Manifiesto = {
      formato: modo === 'embebido' ? FORMATO : 1,
      aplicacion: 'verifica',
      version: await versionAplicacion(config.repoRoot),
      modo,
      fecha: new Date().toISOString(),
      migraciones: migracionesAplicadas(tablas),
      tablas,
      archivos: { cantidad: uploads.rutas.length, bytes: uploads.bytes },
      jwtSecret,
    };
    await escribirArchivo(path.join(trabajo, ENTRADAS.manifiesto), `${JSON.stringify(manifiesto, null, 2)}\n`);
    const parcial = path.join(trabajo, 'respaldo.tar.gz');
    await empaquetar(
      trabajo,
      [
        ENTRADAS.manifiesto,
        ...base,
        ...(jwtSecret ? [ENTRADAS.jwtSecret] : []),
        ...uploads.rutas.map((r) => `${ENTRADAS.uploads}/${r}`),
      ],
      parcial,
    );
    await rename(parcial, destino);
    return manifiesto;
  } finally {
    // The links first: removing the work folder must never reach the real uploads or database.
    await unlink(enlaceUploads).catch(() => undefined);
    await unlink(enlaceBase).catch(() => undefined);
    await rm(trabajo, { recursive: true, force: true });
    liberar?.();
  }
}

async function leerManifiesto(trabajo: string, archivo: string): Promise<Manifiesto> {
  let texto: string;
  try {
    texto = await readFile(path.join(trabajo, ENTRADAS.manifiesto), 'utf8');
  } catch {
    throw new RespaldoError(`${archivo} no es un respaldo de Verifica: no contiene ${ENTRADAS.manifiesto}.`);
  }
  let datos: unknown;
  try {
    datos = JSON.parse(texto);
  } catch {
    throw new RespaldoError(`El ${ENTRADAS.manifiesto} de ${archivo} no es JSON válido.`);
  }
  const formato = typeof datos === 'object' && datos !== null && 'formato' in datos ? datos.formato : null;
  if (typeof formato === 'number' && formato > FORMATO) {
    throw new RespaldoError(`${archivo} tiene el formato de respaldo ${formato}, más nuevo que el que esta versión de Verifica sabe leer (${FORMATO}): actualiza Verifica antes de restaurarlo.`);
  }
  const r = manifiestoSchema.safeParse(datos);
  if (!r.success) throw new RespaldoError(`El ${ENTRADAS.manifiesto} de ${archivo} no es válido: ${r.error.issues[0]?.path.join('.') ?? ''} ${r.error.issues[0]?.message ?? ''}`.trim());
  return r.data;
}

/** What the target already holds ("usuarios: 1", "DATA_DIR/uploads: 3 archivos"); empty = free to restore. */
async function contenidoDestino(config: Config, modo: Modo): Promise<{ datos: string[]; hayTablas: boolean }> {
  const datos: string[] = [];
  let cuentas: Record<string, number> = {};
  if (modo === 'postgresql') {
    const database = await abrirConfigurada(config, 'restaurar');
    try {
      cuentas = await contarFilas(database.db);
    } finally {
      await database.close();
    }
  } else if (hayBaseEmbebida(config)) {
    // We already hold the folder's lock, so the database is opened directly.
    try {
      const database = await openDatabase({ pgliteDir: config.pgliteDir, migrationsFolder: migrationsFolderOf(config.repoRoot) });
      try {
        cuentas = await contarFilas(database.db);
      } finally {
        await database.close();
      }
      if (!Object.keys(cuentas).length) datos.push(`${config.pgliteDir}: una base de datos`);
    } catch {
      datos.push(`${config.pgliteDir}: una base de datos que no se pudo abrir`);
    }
  }
  const { rutas } = await listarArchivos(config.uploadsDir);
  if (rutas.length) datos.push(`${config.uploadsDir}: ${rutas.length} archivos`);
  datos.push(...tablasConDatos(cuentas));
  return { datos, hayTablas: Object.keys(cuentas).length > 0 };
}

function comprobarCuentas(esperadas: Record<string, number>, restauradas: Record<string, number>): void {
  const distintas = [...new Set([...Object.keys(esperadas), ...Object.keys(restauradas)])]
    .filter((t) => esperadas[t] !== restauradas[t])
    .map((t) => `${t}: ${esperadas[t] ?? 0} en el respaldo, ${restauradas[t] ?? 0} restauradas`);
  if (distintas.length) throw new RespaldoError(`La base restaurada no coincide con el respaldo (${distintas.join('; ')}).`);
}

/** Puts `nuevo` where `actual` is; the old one moves into `papelera` (removed with it). */
async function reemplazar(nuevo: string, actual: string, papelera: string): Promise<void> {
  if (existsSync(actual)) await rename(actual, path.join(papelera, `anterior-${path.basename(actual)}`));
  await rename(nuevo, actual);
}

export interface OpcionesRestauracion {
  /** Replace a target that already has data. */
  forzar: boolean;
}

/**
 * Restores `archivo` (from respaldar) into the configured target: PGlite's folder or the
 * PostgreSQL database, DATA_DIR/uploads and DATA_DIR/jwt-secret. Refuses a target with data
 * unless `forzar`. The database is checked against the manifest's row counts before the
 * embedded folder and the files are swapped in, so a failed restore leaves the target as it was
 * (on PostgreSQL, pg_restore runs in one transaction).
 */
export async function restaurar(config: Config, archivo: string, opciones: OpcionesRestauracion): Promise<Manifiesto> {
  const modo = modoDe(config);
  const origen = path.resolve(archivo);
  if (!existsSync(origen)) throw new RespaldoError(`No existe el archivo ${origen}.`);
  if (modo === 'postgresql') await comprobarHerramienta('pg_restore');
  // A DATA_DIR this restore creates is removed again when it fails: the target stays as it was.
  const habiaCarpeta = existsSync(config.dataDir);
  try {
    return await restaurarEn(config, modo, origen, opciones);
  } catch (e) {
    if (!habiaCarpeta) await rmdir(config.dataDir).catch(() => undefined);
    if (e instanceof RespaldoError) throw e;
    const codigo = (e as NodeJS.ErrnoException).code;
    throw new RespaldoError(`No se pudo restaurar el respaldo (${codigo ?? 'error interno'}).`);
  }
}

async function restaurarEn(config: Config, modo: Modo, origen: string, opciones: OpcionesRestauracion): Promise<Manifiesto> {
  const liberar = modo === 'embebido' ? bloquear(config.dataDir) : null;
  try {
    const destino = await contenidoDestino(config, modo);
    if (destino.datos.length && !opciones.forzar) {
      const mas = destino.datos.length > 4 ? ` y ${destino.datos.length - 4} más` : '';
      throw new RespaldoError(`El destino ya tiene datos (${destino.datos.slice(0, 4).join(', ')}${mas}): no se restauró nada. Usa --force para reemplazarlos.`);
    }
    await crearDirectorio(config.dataDir);
    const trabajo = await mkdtemp(path.join(config.dataDir, '.restauracion-'));
    try {
      await extraer(origen, trabajo);
      const manifiesto = await leerManifiesto(trabajo, origen);
      if (manifiesto.modo !== modo) {
        throw new RespaldoError(
          manifiesto.modo === 'embebido'
            ? 'El respaldo es de la base embebida (PGlite) y DATABASE_URL apunta a PostgreSQL: restáuralo sin DATABASE_URL.'
            : 'El respaldo es de PostgreSQL (pg_dump): define DATABASE_URL con la base destino para restaurarlo.',
        );
      }
      const conocidas = await migracionesConocidas(migrationsFolderOf(config.repoRoot));
      if (manifiesto.migraciones > conocidas) {
        throw new RespaldoError(`El respaldo es de una versión más nueva de Verifica (${manifiesto.migraciones} migraciones; esta conoce ${conocidas}): actualiza Verifica antes de restaurarlo.`);
      }
      const uploads = path.join(trabajo, ENTRADAS.uploads);
      const { rutas } = await listarArchivos(uploads);
      if (rutas.length !== manifiesto.archivos.cantidad) {
        throw new RespaldoError(`El respaldo está incompleto: el manifiesto cuenta ${manifiesto.archivos.cantidad} archivos y contiene ${rutas.length}.`);
      }

      if (modo === 'embebido') {
        // Format 2: the folder itself, already on disk. Format 1: PGlite's dump, loaded into a new folder.
        const carpeta = path.join(trabajo, ENTRADAS.pgliteCarpeta);
        const enCarpeta = existsSync(path.join(carpeta, 'PG_VERSION'));
        const nueva = enCarpeta ? carpeta : path.join(trabajo, 'pglite');
        // A copy that cannot be opened or read (cut, corrupted) is one Spanish line, not PGlite's own words.
        const danado = () => new RespaldoError('El respaldo está dañado: la copia de la base de datos no se pudo leer. No se restauró nada.');
        const database = await openDatabase({
          pgliteDir: nueva,
          ...(enCarpeta ? {} : { loadDataDir: await openAsBlob(path.join(trabajo, ENTRADAS.pglite)) }),
          migrationsFolder: migrationsFolderOf(config.repoRoot),
        }).catch(() => {
          throw danado();
        });
        let restauradas: Record<string, number>;
        try {
          restauradas = await contarFilas(database.db);
        } catch {
          throw danado();
        } finally {
          await database.close().catch(() => undefined);
        }
        comprobarCuentas(manifiesto.tablas, restauradas);
        await reemplazar(nueva, config.pgliteDir, trabajo);
      } else {
        await pgRestore(config.databaseUrl ?? '', path.join(trabajo, ENTRADAS.postgresql), destino.hayTablas);
        const database = await abrirConfigurada(config, 'restaurar');
        try {
          comprobarCuentas(manifiesto.tablas, await contarFilas(database.db));
        } finally {
          await database.close();
        }
      }

      await crearDirectorio(uploads);
      await reemplazar(uploads, config.uploadsDir, trabajo);
      if (manifiesto.jwtSecret) {
        await rm(archivoJwt(config), { force: true });
        await copyFile(path.join(trabajo, ENTRADAS.jwtSecret), archivoJwt(config));
      }
      return manifiesto;
    } finally {
      await rm(trabajo, { recursive: true, force: true, maxRetries: 3 });
    }
  } finally {
    liberar?.();
  }
}
