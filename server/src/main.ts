// Server entry point: config -> database (migrate, seed on first start) -> app -> listen.
import { buildApp } from './app';
import { registerFrontend } from './frontend';
import { ConfigError, loadConfig, type Config } from './config';
import { openConfiguredDatabase } from './db/open';
import { DEMO_LOGINS, isEmpty, seed } from './db/seed/index';
import { UMASK } from './lib/archivos';

function printBanner(config: Config, address: string) {
  const url = config.host === '0.0.0.0' || config.host === '::' ? `http://localhost:${config.port}` : address;
  const filas = DEMO_LOGINS.map((d) => `  ${d.correo.padEnd(26)} ${d.rol.padEnd(20)} ${d.agencia}`);
  console.log(
    [
      '',
      `Verifica escuchando en ${url}`,
      `  API: ${url}/api   Documentación: ${url}/api/docs`,
      '',
      `Usuarios de demostración (contraseña: ${config.seedPassword === 'Verifica.2026' ? 'Verifica.2026' : 'SEED_PASSWORD'}):`,
      `  ${'Correo'.padEnd(26)} ${'Rol'.padEnd(20)} Agencia`,
      ...filas,
      '',
    ].join('\n'),
  );
}

async function main() {
  // Files under DATA_DIR (PGlite, photos, outbox) are private to this user: 0600 / 0700.
  process.umask(UMASK);
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }

  const database = await openConfiguredDatabase(config);
  await database.migrate();
  if (await isEmpty(database.db)) {
    console.log('Base de datos vacía: sembrando datos de demostración (primer arranque)...');
    const r = await seed(database.db, { solicitudes: 5000, password: config.seedPassword, uploadsDir: config.uploadsDir, log: console.log });
    console.log(`  ${r.solicitudes} solicitudes, ${r.usuarios} usuarios, ${r.agencias} agencias en ${(r.ms / 1000).toFixed(1)} s`);
  }

  const app = await buildApp({ config, db: database.db });
  await registerFrontend(app, { repoRoot: config.repoRoot, env: process.env });

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
  printBanner(config, address);
}

main().catch((e: unknown) => {
  console.error(`No se pudo iniciar el servidor: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
