import remotes from './remotes.json' with { type: 'json' };

/**
 * The four federated remotes, in ONE place (remotes.json, also read by packages/build-config):
 * federation name -> app folder, dev-server port and exposed screens (module -> source file,
 * relative to the app folder). The server serves `<dir>/dist` at `/mf/<dir>/`; the route table
 * (@verifica/shared SCREEN_ROUTES) may only name modules listed here.
 */
export const REMOTE_APPS = remotes;
export type RemoteName = keyof typeof remotes;
/** Exposed modules of one remote: ExposedModule<'mf_admin'> = './Agencias' | ... */
export type ExposedModule<R extends RemoteName> = keyof (typeof remotes)[R]['exposes'] & string;

export const REMOTES = Object.keys(remotes) as RemoteName[];

export function isRemoteName(name: string): name is RemoteName {
  return Object.prototype.hasOwnProperty.call(remotes, name);
}

/** REMOTE_MF_ADMIN_URL etc.: the full mf-manifest.json URL of a remote served elsewhere. */
export function remoteUrlEnvVar(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

/** REMOTE_MF_ADMIN_INTEGRITY etc.: JSON `{ "remoteEntry": "sha384-…", "manifest": "sha384-…" }` of a relocated remote. */
export function remoteIntegrityEnvVar(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_INTEGRITY`;
}
