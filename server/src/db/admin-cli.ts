// npm run admin -- --correo tu@correo.mx: creates the first global administrator of the configured
// database (migrating it first). The password comes from ADMIN_PASSWORD, or is asked for (hidden
// on a terminal, or the first line of standard input).
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { usuarioCreateSchema } from '@verifica/contracts';
import { ConfigError, loadConfig } from '../config';
import { crearAdministradorGlobal } from './inicial';
import { openConfiguredDatabase } from './client';
import { ocultarContrasenas } from '../lib/secretos';

const USO = 'Uso: npm run admin -- --correo tu@correo.mx   (contraseña en ADMIN_PASSWORD o se pide al ejecutar)';

class ErrorUso extends Error {}

/** Reads a line from a terminal without echoing it. */
function preguntarOculto(pregunta: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(pregunta);
    stdin.setRawMode(true);
    stdin.resume();
    let texto = '';
    const alLeer = (dato: Buffer) => {
      for (const c of dato.toString('utf8')) {
        if (c === '\r' || c === '\n') {
          terminar();
          process.stdout.write('\n');
          resolve(texto);
          return;
        }
        if (c === '\u0003') {
          terminar();
          reject(new ErrorUso('Cancelado.'));
          return;
        }
        if (c === '\u007f' || c === '\b') texto = texto.slice(0, -1);
        else texto += c;
      }
    };
    const terminar = () => {
      stdin.off('data', alLeer);
      stdin.setRawMode(false);
      stdin.pause();
    };
    stdin.on('data', alLeer);
  });
}

async function primeraLinea(): Promise<string> {
  const rl = createInterface({ input: process.stdin });
  for await (const linea of rl) {
    rl.close();
    return linea;
  }
  return '';
}

async function contrasena(): Promise<string> {
  const env = process.env.ADMIN_PASSWORD;
  if (env) return env;
  if (process.stdin.isTTY) {
    const a = await preguntarOculto('Contraseña del administrador: ');
    const b = await preguntarOculto('Repite la contraseña: ');
    if (a !== b) throw new ErrorUso('Las contraseñas no coinciden.');
    return a;
  }
  return primeraLinea();
}

async function main() {
  let correo: string | undefined;
  try {
    ({ correo } = parseArgs({ args: process.argv.slice(2).filter((a) => a !== '--'), options: { correo: { type: 'string' } } }).values);
  } catch (e) {
    throw new ErrorUso(`${e instanceof Error ? e.message : String(e)}\n${USO}`);
  }
  if (!correo) throw new ErrorUso(`Falta --correo.\n${USO}`);
  const c = usuarioCreateSchema.shape.correo.safeParse(correo);
  if (!c.success) throw new ErrorUso(`El correo no es válido: ${correo}`);
  const p = usuarioCreateSchema.shape.password.safeParse(await contrasena());
  if (!p.success) throw new ErrorUso(p.error.issues[0]?.message ?? 'La contraseña no es válida');

  // ADMIN_PASSWORD alone is this command's input, not the server's pair.
  const config = loadConfig({ ...process.env, ADMIN_CORREO: c.data, ADMIN_PASSWORD: p.data });
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const r = await crearAdministradorGlobal(database.db, c.data, p.data);
    console.log(r === 'creado' ? `Administrador global ${c.data} creado.` : `Ya existe una cuenta con el correo ${c.data}: no se cambió nada.`);
  } finally {
    await database.close();
  }
}

main().catch((e: unknown) => {
  console.error(ocultarContrasenas(e instanceof ConfigError || e instanceof ErrorUso ? e.message : `Error: ${e instanceof Error ? e.message : String(e)}`));
  process.exit(1);
});
