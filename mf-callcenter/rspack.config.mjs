import { createConfig } from '@verifica/build-config';

// Port and exposed screens: packages/contracts/src/remotes.json (one list for build, server, routes).
export default createConfig({ name: 'mf_callcenter', dir: import.meta.dirname });
