/**
 * The release archive (`<version>+<hash>/` in a .tgz): read as a stream into a temporary folder
 * under DATA_DIR, every byte counted and hashed on the way, then checked against its own
 * release.json and integrity.json and the screen table of contracts. Nothing is written outside
 * that folder; the caller moves it into place or removes it.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { once } from 'node:events';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { createGunzip } from 'node:zlib';
import semver from 'semver';
import { Parser, type ReadEntry } from 'tar';
import { z } from 'zod';
import {
  carpetaRelease,
  LIMITES_RELEASE,
  MENSAJES_RELEASES as M,
  PAQUETES_COMPATIBLES,
  REMOTE_APPS,
  REMOTES,
  type IntegrityJson,
  type RemoteName,
  type ReleaseJson,
} from '@verifica/contracts';
import { badRequest, HttpError } from '../../lib/errors';
import { MODO_ARCHIVO } from '../../lib/archivos';

const SRI = /^sha384-[A-Za-z0-9+/]{64}$/;
const HASH = /^[0-9a-f]{10}$/;
/** Files of the folder that integrity.json does not list: itself and release.json (which names the hash). */
const META = new Set(['integrity.json', 'release.json']);

export const sri = (datos: Buffer | string) => `sha384-${createHash('sha384').update(datos).digest('base64')}`;

/** The content hash of a release, as packages/build-config computes it (`hashRelease`). */
export function hashRelease(archivos: Record<string, string>): string {
  const h = createHash('sha256');
  for (const ruta of Object.keys(archivos).sort()) h.update(`${ruta} ${archivos[ruta]}\n`);
  return h.digest('hex').slice(0, 10);
}

const releaseJsonSchema = z.object({
  formato: z.literal(1),
  remoto: z.enum(REMOTES as [RemoteName, ...RemoteName[]]),
  version: z.string().refine((v) => semver.valid(v) === v),
  hash: z.string().regex(HASH),
  construido: z.string().max(40),
  commit: z.string().max(100).nullable(),
  pantallas: z.array(z.string().max(200)).max(200),
  requiere: z.record(z.enum(PAQUETES_COMPATIBLES), z.string().max(100).refine((r) => semver.validRange(r) !== null)),
});

const integrityJsonSchema = z.object({
  remoteEntry: z.string().regex(SRI),
  manifest: z.string().regex(SRI),
  archivos: z.record(z.string().max(1000), z.string().regex(SRI)),
});

const manifiestoSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string().min(1).max(200), path: z.string().max(200).default('') }) }),
  exposes: z.array(z.object({ path: z.string() })),
});

/** A release folder name: `<semver>+<10 hex>`. */
export function esCarpetaRelease(carpeta: string): boolean {
  const i = carpeta.lastIndexOf('+');
  if (i <= 0) return false;
  const version = carpeta.slice(0, i);
  return HASH.test(carpeta.slice(i + 1)) && semver.valid(version) === version && !carpeta.includes('/');
}

export interface ReleaseVerificada {
  carpeta: string;
  /** Where the folder was written: `<temporal>/<carpeta>`. */
  ruta: string;
  release: ReleaseJson;
  integrity: IntegrityJson;
}

/** Entry path checks: relative, '/'-separated, no '.', '..' or empty segments, no control characters. */
function segmentosDe(ruta: string, esDirectorio: boolean): string[] | null {
  // eslint-disable-next-line no-control-regex
  if (!ruta || ruta.length > 1000 || /[\u0000-\u001f\\]/.test(ruta) || ruta.startsWith('/') || /^[A-Za-z]:/.test(ruta)) return null;
  const limpia = esDirectorio && ruta.endsWith('/') ? ruta.slice(0, -1) : ruta;
  const partes = limpia.split('/');
  if (partes.some((p) => p === '' || p === '.' || p === '..')) return null;
  return partes;
}

/** Counts the uncompressed bytes of the archive: a zip bomb stops here, whatever its headers say. */
class Contador extends Transform {
  bytes = 0;
  constructor(private readonly limite: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.limite) cb(badRequest(M.totalGrande));
    else cb(null, chunk);
  }
}

/**
 * Reads the .tgz at `archivo` into `temporal` (an empty folder under DATA_DIR) and verifies it for
 * the remote `remoto` (federation name). Throws a 400 with the Spanish reason on any problem;
 * the caller removes `temporal` either way.
 */
export async function leerRelease(archivo: string, temporal: string, remoto: RemoteName): Promise<ReleaseVerificada> {
  const archivos = new Map<string, string>();
  let carpeta: string | null = null;
  let fallo: Error | null = null;
  let cuenta = 0;
  let total = 0;
  const escrituras: Promise<void>[] = [];
  const parser = new Parser({ strict: true });
  const salidas = new Set<WriteStream>();
  let avisarAborto: () => void = () => undefined;
  const abortado = new Promise<void>((resolve) => (avisarAborto = resolve));
  const fallar = (e: Error) => {
    if (fallo) return;
    fallo = e;
    avisarAborto();
    for (const s of salidas) s.destroy();
    parser.abort(e);
  };

  parser.on('entry', (entry: ReadEntry) => {
    if (fallo) {
      entry.resume();
      return;
    }
    const esDirectorio = entry.type === 'Directory';
    const partes = segmentosDe(entry.path, esDirectorio);
    if (!partes) return fallar(badRequest(M.rutaInvalida(entry.path.slice(0, 200))));
    if (!esDirectorio && entry.type !== 'File' && entry.type !== 'OldFile' && entry.type !== 'ContiguousFile') {
      return fallar(badRequest(M.tipoNoPermitido(entry.path.slice(0, 200))));
    }
    const [raiz] = partes as [string, ...string[]];
    if (carpeta === null) carpeta = raiz;
    if (raiz !== carpeta || (!esDirectorio && partes.length === 1)) return fallar(badRequest(M.unaCarpeta));
    if (!esCarpetaRelease(carpeta)) return fallar(badRequest(M.carpetaInvalida(carpeta.slice(0, 100))));
    if (++cuenta > LIMITES_RELEASE.archivos) return fallar(badRequest(M.demasiadosArchivos));
    const destino = join(temporal, ...partes);
    if (esDirectorio) {
      entry.resume();
      try {
        mkdirSync(destino, { recursive: true });
      } catch {
        fallar(badRequest(M.rutaInvalida(entry.path.slice(0, 200))));
      }
      return;
    }
    const rel = partes.slice(1).join('/');
    if ((entry.size ?? 0) > LIMITES_RELEASE.bytesPorArchivo) return fallar(badRequest(M.archivoGrande(rel)));
    const hash = createHash('sha384');
    let bytes = 0;
    try {
      mkdirSync(join(temporal, ...partes.slice(0, -1)), { recursive: true });
    } catch {
      return fallar(badRequest(M.rutaInvalida(rel.slice(0, 200))));
    }
    const salida = createWriteStream(destino, { flags: 'wx', mode: MODO_ARCHIVO });
    salidas.add(salida);
    // 'wx' refuses the same path twice in one archive (never overwritten).
    salida.on('error', () => fallar(badRequest(M.rutaInvalida(rel.slice(0, 200)))));
    const terminado = new Promise<void>((resolve) => salida.once('close', () => resolve()));
    const finEntrada = once(entry, 'end');
    entry.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      total += chunk.length;
      if (bytes > LIMITES_RELEASE.bytesPorArchivo) return fallar(badRequest(M.archivoGrande(rel)));
      if (total > LIMITES_RELEASE.bytesTotales) return fallar(badRequest(M.totalGrande));
      hash.update(chunk);
      if (!salida.write(chunk)) {
        entry.pause();
        salida.once('drain', () => entry.resume());
      }
    });
    const escritura = (async () => {
      await finEntrada;
      salida.end();
      await terminado;
      archivos.set(rel, `sha384-${hash.digest('base64')}`);
    })().catch((e: unknown) => fallar(e instanceof HttpError ? e : badRequest(M.rutaInvalida(rel.slice(0, 200)))));
    // An aborted archive never ends its entries: its writes are dropped, not awaited.
    escrituras.push(Promise.race([escritura, abortado]));
  });

  try {
    const contador = new Contador(LIMITES_RELEASE.bytesTotales + LIMITES_RELEASE.archivos * 1024 + 1024 * 1024);
    const fuente = createReadStream(archivo).pipe(createGunzip()).on('error', (e) => contador.destroy(e));
    fuente.pipe(contador);
    const fin = new Promise<void>((resolve, reject) => {
      parser.on('error', reject);
      parser.on('abort', reject);
      parser.on('end', () => resolve());
    });
    fin.catch(() => undefined);
    for await (const chunk of contador) {
      if (fallo) break;
      if (!parser.write(chunk as Buffer)) await Promise.race([once(parser, 'drain'), fin]);
    }
    if (!fallo) {
      parser.end();
      await fin;
    }
    fuente.destroy();
    await Promise.allSettled(escrituras);
  } catch (e) {
    await Promise.allSettled(escrituras);
    if (!fallo) fallo = e instanceof HttpError ? e : badRequest(M.archivoIlegible);
  }
  if (fallo) throw fallo;
  if (carpeta === null) throw badRequest(M.unaCarpeta);
  return verificar(temporal, carpeta, archivos, remoto);
}

async function leerJson(ruta: string, nombre: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(ruta, 'utf8'));
  } catch (e) {
    if ((e as { code?: string }).code === 'ENOENT') throw badRequest(M.falta(nombre));
    throw badRequest(M.jsonInvalido(nombre));
  }
}

const distintos = (a: string[], b: string[]) => a.filter((x) => !b.includes(x));

async function verificar(temporal: string, carpeta: string, archivos: Map<string, string>, remoto: RemoteName): Promise<ReleaseVerificada> {
  const ruta = join(temporal, carpeta);
  const r = releaseJsonSchema.safeParse(await leerJson(join(ruta, 'release.json'), 'release.json'));
  if (!r.success) throw badRequest(M.jsonInvalido('release.json'));
  const release = r.data as ReleaseJson;
  if (release.remoto !== remoto) throw badRequest(M.otroRemoto(release.remoto, remoto));
  if (carpetaRelease(release) !== carpeta) throw badRequest(M.carpetaNoCoincide(carpeta, carpetaRelease(release)));

  const i = integrityJsonSchema.safeParse(await leerJson(join(ruta, 'integrity.json'), 'integrity.json'));
  if (!i.success) throw badRequest(M.jsonInvalido('integrity.json'));
  const integrity = i.data;
  for (const [rel, hash] of archivos) {
    if (META.has(rel)) continue;
    const declarado = integrity.archivos[rel];
    if (declarado === undefined) throw badRequest(M.integridadFaltante(rel));
    if (declarado !== hash) throw badRequest(M.integridadNoCoincide(rel));
  }
  for (const rel of Object.keys(integrity.archivos)) if (META.has(rel) || !archivos.has(rel)) throw badRequest(M.integridadSobrante(rel.slice(0, 200)));
  if (hashRelease(integrity.archivos) !== release.hash) throw badRequest(M.hashNoCoincide);

  const m = manifiestoSchema.safeParse(await leerJson(join(ruta, 'mf-manifest.json'), 'mf-manifest.json'));
  if (!m.success) throw badRequest(M.manifiestoInvalido);
  const { name, path } = m.data.metaData.remoteEntry;
  const entrada = path ? `${path.replace(/\/+$/, '')}/${name}` : name;
  if (!archivos.has(entrada)) throw badRequest(M.manifiestoInvalido);
  if (integrity.remoteEntry !== archivos.get(entrada)) throw badRequest(M.integridadNoCoincide(entrada));
  if (integrity.manifest !== archivos.get('mf-manifest.json')) throw badRequest(M.integridadNoCoincide('mf-manifest.json'));

  const esperadas = Object.keys(REMOTE_APPS[remoto].exposes);
  for (const declaradas of [m.data.exposes.map((e) => e.path), release.pantallas]) {
    const sobran = distintos(declaradas, esperadas);
    const faltan = distintos(esperadas, declaradas);
    if (sobran.length || faltan.length) throw badRequest(M.pantallasNoCoinciden(REMOTE_APPS[remoto].dir, sobran.slice(0, 10), faltan));
  }
  return { carpeta, ruta, release, integrity };
}
