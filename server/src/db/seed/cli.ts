// pnpm seed [--solicitudes N] [--reset]: migrates and fills the configured database with demo data.
import { ConfigError, loadConfig } from '../../config';
import { openConfiguredDatabase } from '../client';
import { isEmpty, seed, truncateAll } from './index';
import { ocultarContrasenas } from '../../lib/secretos';

function parseArgs(argv: string[]): { solicitudes: number; reset: boolean } {
  let solicitudes = 5000;
  let reset = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--reset') reset = true;
    else if (a === '--solicitudes' || a?.startsWith('--solicitudes=')) {
      const v = a.includes('=') ? a.split('=')[1] : argv[++i];
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0) throw new Error(`--solicitudes debe ser un entero >= 0 (recibido: ${v})`);
      solicitudes = n;
    } else if (a !== '--') throw new Error(`Argumento desconocido: ${a}. Uso: pnpm seed [--solicitudes N] [--reset]`);
  }
  return { solicitudes, reset };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    if (!(await isEmpty(database.db))) {
      if (!args.reset) {
        console.error('La base de datos ya tiene datos. Usa --reset para borrarlos y volver a sembrar.');
        process.exitCode = 1;
        return;
      }
      await truncateAll(database.db);
    }
    console.log(`Sembrando ${args.solicitudes} solicitudes (${database.driver})...`);
    const r = await seed(database.db, { solicitudes: args.solicitudes, password: config.seedPassword, uploadsDir: config.uploadsDir, log: console.log });
    console.log(
      `Listo en ${(r.ms / 1000).toFixed(1)} s: ${r.agencias} agencias, ${r.usuarios} usuarios, ${r.solicitudes} solicitudes, ` +
        `${r.verificaciones} verificaciones de campo, ${r.verificacionesOperadores} verificaciones telefónicas.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((e: unknown) => {
  console.error(ocultarContrasenas(e instanceof ConfigError ? e.message : `Error: ${e instanceof Error ? e.message : String(e)}`));
  process.exit(1);
});
