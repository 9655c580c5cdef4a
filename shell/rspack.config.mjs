import { createConfig, SHELL_PORT } from '@verifica/build-config';

// The host. Remotes are not listed here: the shell reads /remotes.json at run time.
export default createConfig({
  name: 'shell',
  dir: import.meta.dirname,
  port: SHELL_PORT,
  isHost: true,
});
