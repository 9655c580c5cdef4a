import type { RemoteName } from './remotes';

/**
 * Releases of the federated remotes: the files a remote's build leaves in its release folder, the
 * registry the server keeps of them (GET /api/remotos) and what /remotes.json hands each browser.
 */

/** The packages a remote runs on from the shell (singletons): what a release declares it needs. */
export const PAQUETES_COMPATIBLES = ['@verifica/shared', '@verifica/contracts', 'react'] as const;
export type PaqueteCompatible = (typeof PAQUETES_COMPATIBLES)[number];
/** package -> semver range (a release's `requiere`) or version (what the shell offers). */
export type VersionesPaquetes = Record<PaqueteCompatible, string>;

/** release.json, in every release folder `<dir>/<version>+<hash>/`. */
export interface ReleaseJson {
  formato: 1;
  remoto: RemoteName;
  version: string;
  /** First 10 hex digits of the sha256 of the release's files (integrity.json `archivos`, sorted). */
  hash: string;
  /** ISO time of the build. */
  construido: string;
  commit: string | null;
  /** Exposed modules ('./Agencias'), as in contracts' remotes.json. */
  pantallas: string[];
  requiere: VersionesPaquetes;
}

/** SRI of the two files the shell checks before running a remote (/remotes.json `integrity`). */
export interface IntegridadEntrada {
  remoteEntry: string;
  manifest: string;
}

/** integrity.json of a release: the entry hashes plus every file of the folder (path -> sha384 SRI). */
export interface IntegrityJson extends IntegridadEntrada {
  archivos: Record<string, string>;
}

/** Folder (and URL segment) of a release: `2.4.0+3f9c1a2b4d`. */
export function carpetaRelease(release: Pick<ReleaseJson, 'version' | 'hash'>): string {
  return `${release.version}+${release.hash}`;
}

/** One remote in /remotes.json. `version`/`release_id` absent: the build served from the repository. */
export interface DescriptorRemoto {
  entry: string;
  integrity?: IntegridadEntrada;
  version?: string;
  release_id?: number;
  /** The previous good release, loaded by the shell when this one fails to load. */
  fallback?: Omit<DescriptorRemoto, 'fallback'>;
}

export const ESTADOS_RELEASE = ['publicada', 'activa', 'retirada'] as const;
export type EstadoRelease = (typeof ESTADOS_RELEASE)[number];

/** Kinds of failure a browser reports (POST /api/remotos/errores). */
export const TIPOS_ERROR_REMOTO = ['red', 'integridad', 'evaluacion'] as const;
export type TipoErrorRemoto = (typeof TIPOS_ERROR_REMOTO)[number];

export interface ReporteErrorRemoto {
  remoto: RemoteName;
  /** `<version>+<hash>`, or 'repositorio' for the build served from the repository. */
  version: string;
  tipo: TipoErrorRemoto;
  /** Without personal data; the server cuts it to 300 characters. */
  mensaje: string;
}

export interface CanaryRelease {
  /** Agencies whose users get the release. */
  agencias: number[];
  /** Share of users (0–100, stable per user) who get it. */
  porcentaje: number;
}

export interface VersionRemoto {
  id: number;
  /** Folder name of the remote ('mf-admin'), the word of the URLs and the CLI. */
  remoto: string;
  version: string;
  hash: string;
  commit: string | null;
  construido: string;
  pantallas: string[];
  requiere: VersionesPaquetes;
  /** null: served by this server from DATA_DIR; else the https base URL of the release folder. */
  base_url: string | null;
  estado: EstadoRelease;
  canary: CanaryRelease | null;
  publicado_por: string | null;
  publicado_at: string;
  activada_at: string | null;
  /** Null when the serving shell satisfies `requiere`; else the Spanish reason it cannot be activated. */
  incompatibilidad: string | null;
  errores_ultima_hora: number;
}

export interface ErroresVersion {
  tipo: TipoErrorRemoto;
  mensaje: string;
  total: number;
  ultimo_at: string;
}

export interface EstadoRemoto {
  remoto: string;
  activa: VersionRemoto | null;
  canary: VersionRemoto | null;
  /** Newest first. */
  versiones: VersionRemoto[];
}

/** GET /api/remotos */
export interface RemotosRespuesta {
  shell: VersionesPaquetes;
  remotos: EstadoRemoto[];
}
