// npm run restore -- FILE [--force]: restores an archive of npm run backup into the configured
// DATA_DIR / DATABASE_URL (server/src/respaldo/service.ts).
import { loadConfig } from '../config';
import { argumentos, ejecutarComando, ErrorUso, resumen, rutaUsuario } from './cli';
import { restaurar } from './service';

const USO = 'Uso: npm run restore -- respaldo.tar.gz [--force]   (--force reemplaza un destino con datos)';

ejecutarComando(async () => {
  const { values, positionals } = argumentos({ force: { type: 'boolean' } }, USO);
  const [archivo, ...sobran] = positionals;
  if (!archivo) throw new ErrorUso(`Falta el archivo del respaldo. ${USO}`);
  if (sobran.length) throw new ErrorUso(`Argumento desconocido: ${sobran[0]} ${USO}`);
  const config = loadConfig(process.env, undefined, { crearSecreto: false });
  const manifiesto = await restaurar(config, rutaUsuario(archivo), { forzar: values.force === true });
  console.log(`Respaldo del ${manifiesto.fecha} (Verifica ${manifiesto.version}) restaurado: ${resumen(manifiesto)}.`);
  console.log('Inicia el servidor: aplica las migraciones pendientes al arrancar.');
});
