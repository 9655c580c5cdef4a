import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** SRI hashes of a remote's entry files (dist/integrity.json, carried by /remotes.json). */
export interface RemoteIntegrity {
  remoteEntry: string;
  manifest: string;
}

const SRI = /^(sha256|sha384|sha512)-([A-Za-z0-9+/]+={0,2})$/;
const ALGORITHMS = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' } as const;

export function isSri(value: unknown): value is string {
  return typeof value === 'string' && SRI.test(value);
}

function toBase64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const b of new Uint8Array(bytes)) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** `sha384-<base64>` of `bytes`, with the algorithm `expected` names (SubtleCrypto). */
export async function sriOf(bytes: ArrayBuffer, expected: string): Promise<string> {
  const algo = (SRI.exec(expected)?.[1] ?? 'sha384') as keyof typeof ALGORITHMS;
  const digest = await crypto.subtle.digest(ALGORITHMS[algo], bytes);
  return `${algo}-${toBase64(digest)}`;
}

export class IntegrityError extends Error {
  constructor(
    readonly remote: string,
    readonly file: string,
    readonly expected: string,
    readonly got: string,
  ) {
    super(`Integridad no válida de ${remote} (${file}): se esperaba ${expected}, se obtuvo ${got}`);
    this.name = 'IntegrityError';
  }
}

interface Pinned {
  manifestUrl: string;
  integrity: RemoteIntegrity;
  /** remoteEntry file named by the verified manifest. */
  entryFile?: string;
}

function absolute(url: string): string {
  return new URL(url, document.baseURI).href;
}

function entryFileOf(manifest: unknown): string | undefined {
  if (typeof manifest !== 'object' || manifest === null) return undefined;
  const meta = (manifest as { metaData?: { remoteEntry?: { name?: unknown } } }).metaData;
  const name = meta?.remoteEntry?.name;
  return typeof name === 'string' ? name : undefined;
}

function isEntryUrl(url: string, entryFile: string | undefined): boolean {
  const path = new URL(url, document.baseURI).pathname;
  return path.endsWith(`/${entryFile ?? 'remoteEntry.js'}`);
}

/**
 * MF runtime plugin that pins each remote to the hashes of /remotes.json, before anything of it
 * runs: `fetch` (the runtime's manifest download) checks the manifest bytes with SubtleCrypto,
 * `createScript` gives the remoteEntry <script> `integrity` + `crossorigin`, so the browser
 * refuses a modified entry (SRI); `beforePreloadRemote` leaves the remote's chunks to its entry,
 * which loads each with the hash its build recorded (SubresourceIntegrityPlugin). A mismatch rejects the load: the screen shows "Módulo no
 * disponible" and the console says which remote, which file, expected and obtained hashes.
 */
export function createIntegrityPlugin(): {
  plugin: ModuleFederationRuntimePlugin;
  pin(name: string, manifestUrl: string, integrity: RemoteIntegrity | undefined): void;
  /** Whether the last load of `name` failed for a hash mismatch (its manifest, or its entry's bytes). */
  fallo(name: string): Promise<boolean>;
} {
  const pinned = new Map<string, Pinned>();
  /** Per remote, whether its last failed file had other bytes than pinned (an entry's check is a re-download). */
  const fallos = new Map<string, Promise<boolean>>();

  const byManifest = (url: string): [string, Pinned] | undefined => {
    const abs = absolute(url);
    for (const entry of pinned) if (entry[1].manifestUrl === abs) return entry;
    return undefined;
  };

  const verifiedManifest = async (name: string, pin: Pinned, url: string, init: RequestInit): Promise<Response> => {
    const res = await fetch(url, init);
    if (!res.ok) return res;
    const bytes = await res.arrayBuffer();
    const got = await sriOf(bytes, pin.integrity.manifest);
    if (got !== pin.integrity.manifest) {
      const error = new IntegrityError(name, 'mf-manifest.json', pin.integrity.manifest, got);
      fallos.set(name, Promise.resolve(true));
      console.error(`[shell] ${error.message}`);
      throw error;
    }
    try {
      pin.entryFile = entryFileOf(JSON.parse(new TextDecoder().decode(bytes)));
    } catch {
      pin.entryFile = undefined;
    }
    return new Response(bytes, { status: res.status, statusText: res.statusText, headers: res.headers });
  };

  const plugin: ModuleFederationRuntimePlugin = {
    name: 'verifica-integrity',
    fetch(url, init) {
      const found = byManifest(url);
      return found ? verifiedManifest(found[0], found[1], url, init) : undefined;
    },
    beforePreloadRemote({ preloadOps }) {
      // The runtime would preload a pinned remote's chunks itself, without their hashes. Left to
      // the remote's own (pinned) entry, each chunk loads with the SRI hash the entry carries.
      for (let i = preloadOps.length - 1; i >= 0; i -= 1) {
        const op = preloadOps[i];
        if (op && pinned.has(op.nameOrAlias)) preloadOps.splice(i, 1);
      }
    },
    createScript({ url, remoteInfo }) {
      const pin = remoteInfo ? pinned.get(remoteInfo.name) : undefined;
      if (!remoteInfo || !pin || !isEntryUrl(url, pin.entryFile)) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = pin.integrity.remoteEntry;
      script.crossOrigin = 'anonymous';
      script.addEventListener('error', () => {
        // The browser only says "blocked": fetch the bytes once to log expected vs obtained.
        const distinto = fetch(url, { mode: 'cors', cache: 'no-store' })
          .then((r) => r.arrayBuffer())
          .then((bytes) => sriOf(bytes, pin.integrity.remoteEntry))
          .then((got) => {
            if (got === pin.integrity.remoteEntry) return false;
            console.error(`[shell] ${new IntegrityError(remoteInfo.name, url, pin.integrity.remoteEntry, got).message}`);
            return true;
          })
          .catch(() => false);
        fallos.set(remoteInfo.name, distinto);
      });
      return script;
    },
  };

  return {
    plugin,
    pin(name, manifestUrl, integrity) {
      fallos.delete(name);
      if (integrity) pinned.set(name, { manifestUrl: absolute(manifestUrl), integrity });
      else pinned.delete(name);
    },
    fallo: (name) => fallos.get(name) ?? Promise.resolve(false),
  };
}
