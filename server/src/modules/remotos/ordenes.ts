/**
 * The verbs of `npm run remoto` (cli.ts): parsed and run through the same service functions as the
 * API (same checks), audited as the console. `ejecutar` writes its Spanish lines through `log`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as tar from 'tar';
import { canaryInputSchema, carpetaRelease, CARPETAS_REMOTOS, type EstadoRemoto, type VersionRemoto } from '@verifica/contracts';
import * as service from './service';

const USO = `Uso: npm run remoto -- <orden> ...
  lista
  publicar <remoto> [--desde <carpeta|archivo.tgz>] [--base-url https://cdn/.../<versión>+<hash>]
  activar <remoto> <versión>
  revertir <remoto>
  canary <remoto> <versión> (--agencias 1,2 | --porcentaje 10)
  canary <remoto> --quitar
  retirar <remoto> <versión>
<remoto>: ${CARPETAS_REMOTOS.join(', ')}. <versión>: 1.2.0 o 1.2.0+3f9c1a2b4d.`;

export class ErrorUso extends Error {}

function exigir(valor: string | undefined, que: string): string {
  if (!valor) throw new ErrorUso(`Falta ${que}.\n${USO}`);
  return valor;
}

const fecha = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '');

function linea(v: VersionRemoto): string {
  const marcas = [v.estado, v.canary ? `canary ${describirCanary(v.canary)}` : '', v.incompatibilidad ? 'incompatible' : '', v.errores_ultima_hora ? `${v.errores_ultima_hora} errores en la última hora` : '']
    .filter(Boolean)
    .join(', ');
  return `  ${v.id}\t${carpetaRelease(v)}\t${marcas}\tpublicada ${fecha(v.publicado_at)}${v.publicado_por ? ` por ${v.publicado_por}` : ''}${v.commit ? `\tcommit ${v.commit.slice(0, 10)}` : ''}`;
}

const describirCanary = (c: { agencias: number[]; porcentaje: number }) =>
  [c.agencias.length ? `agencias ${c.agencias.join(',')}` : '', c.porcentaje ? `${c.porcentaje}%` : ''].filter(Boolean).join(' + ');

function resumen(e: EstadoRemoto): string {
  const activa = e.activa ? carpetaRelease(e.activa) : 'compilación del repositorio';
  const canary = e.canary ? `; canary ${carpetaRelease(e.canary)} (${describirCanary(e.canary.canary ?? { agencias: [], porcentaje: 0 })})` : '';
  return `${e.remoto}: activa ${activa}${canary}`;
}

/** The .tgz of a release folder (a build's `releases/<version>+<hash>/` or `dist/`), named by its release.json. */
async function empaquetar(carpeta: string, temporal: string): Promise<string> {
  let release: { version?: unknown; hash?: unknown };
  try {
    release = JSON.parse(readFileSync(join(carpeta, 'release.json'), 'utf8')) as typeof release;
  } catch {
    throw new ErrorUso(`${carpeta} no tiene release.json: compila el remoto en producción (pnpm --filter <remoto> build).`);
  }
  const nombre = `${String(release.version)}+${String(release.hash)}`;
  const archivo = join(temporal, 'version.tgz');
  await tar.c({ gzip: true, cwd: carpeta, prefix: nombre, portable: true, file: archivo }, readdirSync(carpeta));
  return archivo;
}

/** Without --desde: the release folder of the remote's last production build (<remoto>/dist/release.json). */
function ultimaCompilacion(repoRoot: string, dir: string): string {
  const dist = join(repoRoot, dir, 'dist');
  try {
    const r = JSON.parse(readFileSync(join(dist, 'release.json'), 'utf8')) as { version: string; hash: string };
    const carpeta = join(repoRoot, dir, 'releases', carpetaRelease(r));
    return existsSync(carpeta) ? carpeta : dist;
  } catch {
    throw new ErrorUso(`No hay una compilación de ${dir}: ejecuta pnpm --filter ${dir} build, o usa --desde.`);
  }
}

/** Runs one command line (`args` without the node and script paths) against `env`. */
export async function ejecutar(argv: string[], env: service.EntornoRemotos, log: (linea: string) => void): Promise<void> {
  const args = argv.filter((a) => a !== '--');
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { desde: { type: 'string' }, 'base-url': { type: 'string' }, agencias: { type: 'string' }, porcentaje: { type: 'string' }, quitar: { type: 'boolean' } },
    });
  } catch (e) {
    throw new ErrorUso(`${e instanceof Error ? e.message : String(e)}\n${USO}`);
  }
  const [orden, dir, version] = parsed.positionals;
  const o = parsed.values;
  if (!orden || !['lista', 'publicar', 'activar', 'revertir', 'canary', 'retirar'].includes(orden)) throw new ErrorUso(USO);
  if (orden !== 'lista' && !CARPETAS_REMOTOS.includes(exigir(dir, 'el remoto'))) throw new ErrorUso(`No existe el remoto ${dir}.\n${USO}`);

  const d = dir as string;
  switch (orden) {
    case 'lista': {
      const r = await service.listar(env);
      log(`El shell ofrece: ${Object.entries(r.shell).map(([p, v]) => `${p} ${v}`).join(', ')}`);
      for (const e of r.remotos) {
        log(`\n${resumen(e)}`);
        for (const v of e.versiones) log(linea(v));
        if (e.versiones.length === 0) log('  (sin versiones publicadas)');
      }
      return;
    }
    case 'publicar': {
      const desde = o.desde ? resolve(o.desde) : ultimaCompilacion(env.repoRoot, d);
      if (!existsSync(desde)) throw new ErrorUso(`No existe ${desde}.`);
      const temporal = await service.carpetaTemporal(env.dataDir);
      try {
        const archivo = statSync(desde).isDirectory() ? await empaquetar(desde, temporal) : desde;
        const v = await service.publicar(env, d, archivo, o['base-url'] ?? null);
        log(`Publicada ${d} ${carpetaRelease(v)} (id ${v.id}) desde ${basename(desde)}.`);
        log(v.incompatibilidad ? `No se puede activar con este shell: ${v.incompatibilidad}` : `Para activarla: npm run remoto -- activar ${d} ${carpetaRelease(v)}`);
      } finally {
        await rm(temporal, { recursive: true, force: true });
      }
      return;
    }
    case 'activar': {
      const e = await service.activar(env, d, await service.idDeVersion(env, d, exigir(version, 'la versión')));
      log(`Activada. ${resumen(e)}. Las cargas nuevas de la página la reciben en menos de un minuto.`);
      return;
    }
    case 'revertir': {
      const e = await service.revertir(env, d);
      log(`Revertido. ${resumen(e)}.`);
      return;
    }
    case 'canary': {
      if (o.quitar) {
        log(`Canary terminado. ${resumen(await service.quitarCanary(env, d))}.`);
        return;
      }
      const entrada = canaryInputSchema.safeParse({
        ...(o.agencias ? { agencias: o.agencias.split(',').map((s) => s.trim()) } : {}),
        ...(o.porcentaje !== undefined ? { porcentaje: Number(o.porcentaje) } : {}),
      });
      if (!entrada.success) throw new ErrorUso(entrada.error.issues[0]?.message ?? USO);
      const e = await service.fijarCanary(env, d, await service.idDeVersion(env, d, exigir(version, 'la versión')), entrada.data);
      log(`Canary fijado. ${resumen(e)}.`);
      return;
    }
    case 'retirar': {
      await service.retirar(env, d, await service.idDeVersion(env, d, exigir(version, 'la versión')));
      log(`Retirada ${d} ${version}.`);
      return;
    }
  }
}
