import { createInstance, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import { compartidos } from './compartidos';

/**
 * The shell's MF instance (the shell is built without the federation build plugin, see
 * packages/build-config): it provides the shell's own singletons to the remotes and, through
 * `injectExternalRuntimeCorePlugin`, the runtime their production builds use (`externalRuntime`).
 */
export function crearInstancia(plugins: ModuleFederationRuntimePlugin[]): ModuleFederation {
  return createInstance({
    name: 'shell',
    remotes: [],
    shared: compartidos(),
    // A singleton the shell has loaded wins over a remote's copy, whatever its version.
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCorePlugin(), ...plugins],
  });
}
