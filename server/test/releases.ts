/** Release archives for the tests: well-formed ones as a build leaves them, and hand-made abusive ones. */
import { gzipSync, createGzip, constants as zlib } from 'node:zlib';
import { Header } from 'tar';
import { carpetaRelease, REMOTE_APPS, type RemoteName, type ReleaseJson, type VersionesPaquetes } from '@verifica/contracts';
import semver from 'semver';
import { findRepoRoot } from '../src/config';
import { hashRelease, sri } from '../src/modules/remotos/archivo';
import { ofertaShell } from '../src/modules/remotos/compat';

export interface OpcionesRelease {
  remoto?: RemoteName;
  version?: string;
  requiere?: VersionesPaquetes;
  /** Text inside the entry, so two builds differ. */
  texto?: string;
  pantallas?: string[];
  /** Changes a file after integrity.json was computed. */
  alterar?: boolean;
  /** Adds the harness page (index.html), as a real build has. */
  html?: boolean;
}

export interface ReleasePrueba {
  carpeta: string;
  release: ReleaseJson;
  archivos: Record<string, Buffer>;
}

/** What a remote built from this workspace requires: the shell's own majors, as its build writes them. */
const oferta = ofertaShell(findRepoRoot());
const mismaMayor = (paquete: keyof VersionesPaquetes) => `^${semver.major(oferta[paquete])}.0.0`;
export const REQUIERE_ACTUAL: VersionesPaquetes = { '@verifica/shared': mismaMayor('@verifica/shared'), '@verifica/contracts': mismaMayor('@verifica/contracts'), react: '^19.0.0' };

/** The files of a release folder as packages/build-config writes them. */
export function releasePrueba(o: OpcionesRelease = {}): ReleasePrueba {
  const remoto = o.remoto ?? 'mf_admin';
  const pantallas = o.pantallas ?? Object.keys(REMOTE_APPS[remoto].exposes);
  const archivos: Record<string, Buffer> = {
    'remoteEntry.js': Buffer.from(`globalThis.${remoto} = ${JSON.stringify(o.texto ?? 'versión')};\n`),
    'mf-manifest.json': Buffer.from(JSON.stringify({ id: remoto, name: remoto, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } }, exposes: pantallas.map((p) => ({ path: p })) })),
    'assets/chunk.0123456789.js': Buffer.from(`console.log(${JSON.stringify(o.texto ?? 'versión')});\n`),
    ...(o.html ? { 'index.html': Buffer.from('<!doctype html><title>harness</title>') } : {}),
  };
  const integridad = Object.fromEntries(Object.entries(archivos).map(([k, v]) => [k, sri(v)]));
  const hash = hashRelease(integridad);
  const release: ReleaseJson = {
    formato: 1,
    remoto,
    version: o.version ?? '1.0.0',
    hash,
    construido: new Date().toISOString(),
    commit: 'abc1234',
    pantallas,
    requiere: o.requiere ?? REQUIERE_ACTUAL,
  };
  const integrity = { remoteEntry: integridad['remoteEntry.js'], manifest: integridad['mf-manifest.json'], archivos: integridad };
  if (o.alterar) archivos['assets/chunk.0123456789.js'] = Buffer.from('alert("alterado");\n');
  return {
    carpeta: carpetaRelease(release),
    release,
    archivos: { ...archivos, 'integrity.json': Buffer.from(JSON.stringify(integrity)), 'release.json': Buffer.from(JSON.stringify(release)) },
  };
}

export interface EntradaTar {
  path: string;
  type?: 'File' | 'Directory' | 'SymbolicLink' | 'Link';
  datos?: Buffer;
  /** Declared size (default: the data's length). */
  size?: number;
  linkpath?: string;
}

const bloque = (n: number) => Buffer.alloc((512 - (n % 512)) % 512);

function cabecera(e: EntradaTar): Buffer {
  const buf = Buffer.alloc(512);
  new Header({
    path: e.path,
    type: e.type ?? 'File',
    size: e.type === 'Directory' || e.type === 'SymbolicLink' || e.type === 'Link' ? 0 : (e.size ?? e.datos?.length ?? 0),
    mode: e.type === 'Directory' ? 0o755 : 0o644,
    mtime: new Date(0),
    ...(e.linkpath ? { linkpath: e.linkpath } : {}),
  }).encode(buf, 0);
  return buf;
}

/** A .tgz written header by header, whatever its entries say (no library sanitising). */
export function tgz(entradas: EntradaTar[]): Buffer {
  const partes: Buffer[] = [];
  for (const e of entradas) {
    partes.push(cabecera(e));
    if (e.datos) partes.push(e.datos, bloque(e.datos.length));
  }
  partes.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(partes));
}

/** The .tgz of a release: `<version>+<hash>/` and its files. */
export function tgzDe(r: ReleasePrueba, extra: EntradaTar[] = []): Buffer {
  return tgz([{ path: `${r.carpeta}/`, type: 'Directory' }, ...Object.entries(r.archivos).map(([k, v]) => ({ path: `${r.carpeta}/${k}`, datos: v })), ...extra]);
}

/** A zip bomb: `n` files of `mb` MB of zeros each inside a release folder, a few hundred KB compressed. */
export async function bomba(carpeta: string, n: number, mb: number): Promise<Buffer> {
  const gz = createGzip({ level: zlib.Z_BEST_SPEED });
  const trozos: Buffer[] = [];
  gz.on('data', (c: Buffer) => trozos.push(c));
  const fin = new Promise((resolve) => gz.on('end', resolve));
  const ceros = Buffer.alloc(1024 * 1024);
  gz.write(cabecera({ path: `${carpeta}/`, type: 'Directory' }));
  for (let i = 0; i < n; i++) {
    gz.write(cabecera({ path: `${carpeta}/ceros${i}.bin`, size: mb * 1024 * 1024 }));
    for (let j = 0; j < mb; j++) if (!gz.write(ceros)) await new Promise((r) => gz.once('drain', r));
  }
  gz.end(Buffer.alloc(1024));
  await fin;
  return Buffer.concat(trozos);
}
