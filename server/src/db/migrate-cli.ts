// pnpm --filter server migrate: applies server/drizzle migrations to the configured database.
import { ConfigError, loadConfig } from '../config';
import { openConfiguredDatabase } from './client';
import { ocultarContrasenas } from '../lib/secretos';

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    console.log(`Migraciones aplicadas (${database.driver}).`);
  } finally {
    await database.close();
  }
}

main().catch((e: unknown) => {
  console.error(ocultarContrasenas(e instanceof ConfigError ? e.message : `Error: ${e instanceof Error ? e.message : String(e)}`));
  process.exit(1);
});
