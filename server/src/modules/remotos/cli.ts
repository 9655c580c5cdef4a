// npm run remoto -- <publicar|lista|activar|revertir|canary|retirar> ...: the release registry of the
// remotes from the command line, against DATABASE_URL / DATA_DIR like the server (ordenes.ts).
import { ConfigError, loadConfig } from '../../config';
import { openConfiguredDatabase } from '../../db/client';
import { isHttpError } from '../../lib/errors';
import { ocultarContrasenas } from '../../lib/secretos';
import { ejecutar, ErrorUso } from './ordenes';

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    await ejecutar(process.argv.slice(2), { db: database.db, repoRoot: config.repoRoot, dataDir: config.dataDir, usuario_id: null, ip: 'consola' }, (l) => console.log(l));
  } finally {
    await database.close();
  }
}

main().catch((e: unknown) => {
  const mensaje = e instanceof ConfigError || e instanceof ErrorUso ? e.message : isHttpError(e) ? e.body.message : `Error: ${e instanceof Error ? e.message : String(e)}`;
  console.error(ocultarContrasenas(mensaje));
  process.exit(1);
});
