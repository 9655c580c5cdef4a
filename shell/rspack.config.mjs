import { createConfig } from '@verifica/build-config';

// The host. Remotes are not listed here: the shell reads /remotes.json at run time.
export default createConfig({ name: 'shell', dir: import.meta.dirname, isHost: true });
