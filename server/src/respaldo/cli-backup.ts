// npm run backup -- --out FILE: writes one archive with the database, DATA_DIR/uploads and the
// JWT secret (server/src/respaldo/service.ts).
import { loadConfig } from '../config';
import { argumentos, ejecutarComando, ErrorUso, resumen, rutaUsuario } from './cli';
import { respaldar } from './service';

const USO = 'Uso: npm run backup -- --out respaldo.tar.gz';

ejecutarComando(async () => {
  const { values, positionals } = argumentos({ out: { type: 'string' } }, USO);
  if (positionals.length) throw new ErrorUso(`Argumento desconocido: ${positionals[0]} ${USO}`);
  if (!values.out) throw new ErrorUso(`Falta --out con el archivo a escribir. ${USO}`);
  const config = loadConfig();
  const salida = rutaUsuario(values.out);
  const manifiesto = await respaldar(config, salida);
  console.log(`Respaldo escrito en ${salida}: ${resumen(manifiesto)}.`);
});
