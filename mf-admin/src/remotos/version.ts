// Set at build time (packages/build-config): VERIFICA_VERSION_REMOTO or this remote's package.json version.
declare const __VERSION_REMOTO__: string | undefined;

/** The version of mf-admin running this screen. */
export const VERSION_REMOTO = typeof __VERSION_REMOTO__ === 'string' ? __VERSION_REMOTO__ : 'desarrollo';
