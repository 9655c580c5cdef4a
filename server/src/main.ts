// Server entry point: config -> database (migrate, seed on first start) -> app -> listen, in one
// process or, with WORKERS=N (PostgreSQL only), in N node:cluster workers sharing the port.
import cluster from 'node:cluster';
import { fork } from 'node:child_process';
import { buildApp } from './app';
import { registerFrontend } from './frontend';
import { ConfigError, loadConfig, type Config } from './config';
import { openConfiguredDatabase, type Database } from './db/client';
import { describirErrorConexion } from './db/errores-conexion';
import { AVISO_SIN_ADMINISTRADOR, asegurarRoles, contarAdministradoresGlobales, crearAdministradorGlobal } from './db/inicial';
import { DEMO_LOGINS, hayCuentasDemo, isEmpty, seed } from './db/seed/index';
import { deshacerCargasInterrumpidas } from './modules/solicitudes/carga-preparadas';
import { DataDirOcupadoError } from './lib/bloqueo';
import { UMASK } from './lib/archivos';
import { ocultarContrasenas } from './lib/secretos';

function printBanner(config: Config, address: string, demo: boolean) {
  const url = config.host === '0.0.0.0' || config.host === '::' ? `http://localhost:${config.port}` : address;
  const lineas = ['', `Verifica escuchando en ${url}`, `  API: ${url}/api   Documentación: ${url}/api/docs`, ''];
  if (demo) {
    const filas = DEMO_LOGINS.map((d) => `  ${d.correo.padEnd(26)} ${d.rol.padEnd(20)} ${d.agencia}`);
    lineas.push(
      `Usuarios de demostración (contraseña: ${config.seedPassword === 'Verifica.2026' ? 'Verifica.2026' : 'SEED_PASSWORD'}):`,
      `  ${'Correo'.padEnd(26)} ${'Rol'.padEnd(20)} Agencia`,
      ...filas,
      '',
    );
  }
  if (config.host === '127.0.0.1' || config.host === 'localhost') lineas.push('Solo accesible desde esta máquina (HOST=0.0.0.0 para exponerlo en la red).', '');
  console.log(lineas.join('\n'));
}

/**
 * First start of a database: demo data where it belongs (the embedded default, or SEED_DEMO=1),
 * else only the roles; then the administrator from ADMIN_CORREO + ADMIN_PASSWORD. Answers whether
 * the demo accounts exist (to print them).
 */
async function prepararDatos(config: Config, database: Database): Promise<boolean> {
  const deshechas = await deshacerCargasInterrumpidas(database.db);
  if (deshechas > 0) console.warn(`Se deshicieron ${deshechas} cargas de archivo interrumpidas por un cierre: ninguna de sus filas quedó guardada.`);
  if (await isEmpty(database.db)) {
    if (config.seedDemo) {
      console.log('Base de datos vacía: sembrando datos de demostración (primer arranque)...');
      const r = await seed(database.db, { solicitudes: 5000, password: config.seedPassword, uploadsDir: config.uploadsDir, log: console.log });
      console.log(`  ${r.solicitudes} solicitudes, ${r.usuarios} usuarios, ${r.agencias} agencias en ${(r.ms / 1000).toFixed(1)} s`);
    } else {
      await asegurarRoles(database.db);
      console.log('Base de datos vacía: se crearon los roles, sin datos de demostración (SEED_DEMO=1 los siembra).');
    }
  }
  if (config.admin) {
    const r = await crearAdministradorGlobal(database.db, config.admin.correo, config.admin.password);
    if (r === 'creado') console.log(`Administrador global ${config.admin.correo} creado (ADMIN_CORREO).`);
  }
  if ((await contarAdministradoresGlobales(database.db)) === 0) console.warn(AVISO_SIN_ADMINISTRADOR);
  return config.seedDemo && (await hayCuentasDemo(database.db));
}

/** Builds the app on an open database and listens; SIGTERM/SIGINT close it gracefully. */
async function servir(config: Config, database: Database, banner: { demo: boolean } | null): Promise<void> {
  const app = await buildApp({ config, db: database.db, pool: database.pool, escuchar: database.escuchar });
  await registerFrontend(app, { repoRoot: config.repoRoot, env: process.env, registro: { db: database.db, dataDir: config.dataDir, jwtSecret: config.jwtSecret } });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  if (banner) printBanner(config, address, banner.demo);
}

/**
 * WORKERS > 1: the primary (which already migrated and seeded) forks N workers sharing the port.
 * A worker that dies is replaced; SIGTERM/SIGINT stop every worker gracefully, then the primary.
 */
function primario(config: Config, demo: boolean): void {
  let closing = false;
  let escuchando = 0;
  const fork = () => cluster.fork();
  cluster.on('listening', (_worker, address) => {
    escuchando++;
    if (escuchando === config.workers) {
      console.log(`${config.workers} procesos (WORKERS) comparten el puerto ${address.port}; principal pid ${process.pid}`);
      printBanner(config, `http://${config.host}:${address.port}`, demo);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`El proceso ${worker.process.pid} terminó (${signal ?? code}); iniciando otro.`);
    fork();
  });
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    const vivos = Object.values(cluster.workers ?? {});
    if (vivos.length === 0) process.exit(0);
    for (const w of vivos) w?.process.kill(signal);
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  for (let i = 0; i < config.workers; i++) fork();
}

async function main() {
  // Files under DATA_DIR (PGlite, photos, outbox) are private to this user: 0600 / 0700.
  process.umask(UMASK);
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(ocultarContrasenas(e.message));
      process.exit(1);
    }
    throw e;
  }

  if (cluster.isWorker) {
    await servir(config, await abrir(config), null);
    return;
  }

  if (process.env[SOLO_SEMBRAR]) {
    const paraSembrar = await abrir(config);
    try {
      await prepararDatos(config, paraSembrar);
    } finally {
      await paraSembrar.close();
    }
    return;
  }

  let database = await abrir(config);
  if (config.seedDemo && (await isEmpty(database.db))) {
    // The seed's memory (PGlite's WebAssembly heap grows and never shrinks, the generated rows)
    // stays in a process that ends: the one that serves opens the seeded database afresh.
    await database.close();
    await sembrarEnOtroProceso();
    database = await abrir(config);
  }
  const demo = await prepararDatos(config, database);
  if (config.workers > 1) {
    await database.close();
    primario(config, demo);
    return;
  }
  await servir(config, database, { demo });
}

/** Set in the environment of the process that seeds a first start, and only there. */
const SOLO_SEMBRAR = 'VERIFICA_SOLO_SEMBRAR';

/** Runs this entry point again with SOLO_SEMBRAR: it seeds and ends; its output is ours. */
function sembrarEnOtroProceso(): Promise<void> {
  return new Promise((resolve, reject) => {
    const hijo = fork(process.argv[1] ?? '', process.argv.slice(2), { env: { ...process.env, [SOLO_SEMBRAR]: '1' }, stdio: 'inherit' });
    hijo.once('error', reject);
    hijo.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new ErrorArranque(`La siembra de los datos de demostración falló (${signal ?? `código ${code}`}).`));
    });
  });
}

/** Opens and migrates the database; a database that cannot be reached is one Spanish line. */
async function abrir(config: Config): Promise<Database> {
  const database = await openConfiguredDatabase(config);
  try {
    if (!cluster.isWorker) {
      await database.migrate();
    }
    return database;
  } catch (e) {
    await database.close().catch(() => undefined);
    if (config.databaseUrl) throw new ErrorArranque(describirErrorConexion(e, config.databaseUrl));
    throw e;
  }
}

/** A start-up failure already explained in one line. */
class ErrorArranque extends Error {}

main().catch((e: unknown) => {
  if (e instanceof ErrorArranque || e instanceof DataDirOcupadoError) console.error(ocultarContrasenas(e.message));
  else console.error(ocultarContrasenas(`No se pudo iniciar el servidor: ${e instanceof Error ? e.message : String(e)}`));
  process.exit(1);
});
