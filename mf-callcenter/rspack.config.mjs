import { createConfig, REMOTE_APPS } from '@verifica/build-config';

/** One exposed module per screen, exactly as SCREEN_ROUTES lists for mf_callcenter. */
export const exposes = {
  './ReporteCallCenter': './src/reporteCallCenter/index.ts',
  './AsignarOperadores': './src/asignarOperadores/index.ts',
};

export default createConfig({
  name: 'mf_callcenter',
  dir: import.meta.dirname,
  port: REMOTE_APPS.mf_callcenter.port,
  exposes,
});
