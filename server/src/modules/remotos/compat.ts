/** What the serving shell offers the remotes, and whether a release's `requiere` is satisfied by it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { MENSAJES_RELEASES, PAQUETES_COMPATIBLES, type ReleaseJson, type VersionesPaquetes } from '@verifica/contracts';

const versionDe = (archivo: string): string | undefined => {
  try {
    const v = (JSON.parse(readFileSync(archivo, 'utf8')) as { version?: unknown }).version;
    return typeof v === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
};

/** Where each package's version is read when the shell is not built: the workspace it would be built from. */
const paqueteEnWorkspace = (repoRoot: string, paquete: string): string[] =>
  paquete.startsWith('@verifica/')
    ? [join(repoRoot, 'packages', paquete.slice('@verifica/'.length), 'package.json')]
    : [join(repoRoot, 'shell', 'node_modules', paquete, 'package.json'), join(repoRoot, 'node_modules', paquete, 'package.json')];

/**
 * shell/dist/compat.json (written by the shell's build), else the workspace versions. Missing
 * versions read as '0.0.0': nothing is then compatible, the safe side.
 */
export function ofertaShell(repoRoot: string): VersionesPaquetes {
  let compat: Partial<Record<string, unknown>>;
  try {
    compat = JSON.parse(readFileSync(join(repoRoot, 'shell', 'dist', 'compat.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    compat = {};
  }
  const out = {} as VersionesPaquetes;
  for (const p of PAQUETES_COMPATIBLES) {
    const dado = compat[p];
    out[p] =
      typeof dado === 'string' && semver.valid(dado)
        ? dado
        : (paqueteEnWorkspace(repoRoot, p)
            .map(versionDe)
            .find((v) => v !== undefined) ?? '0.0.0');
  }
  return out;
}

/** The Spanish reason `release` cannot run under `shell`, or null. `carpeta` names the remote ('mf-admin'). */
export function incompatibilidad(carpeta: string, release: Pick<ReleaseJson, 'version' | 'requiere'>, shell: VersionesPaquetes): string | null {
  for (const p of PAQUETES_COMPATIBLES) {
    const rango = release.requiere[p];
    if (!rango || !semver.satisfies(shell[p], rango)) return MENSAJES_RELEASES.incompatible(carpeta, release.version, p, rango ?? '?', shell[p]);
  }
  return null;
}
