import { createConfig, REMOTE_APPS } from '@verifica/build-config';

/** One exposed module per screen, exactly as SCREEN_ROUTES lists for mf_solicitudes. */
export const exposes = {
  './ReporteSolicitudes': './src/reporteSolicitudes/index.ts',
  './AsignarGestores': './src/asignarGestores/index.ts',
};

export default createConfig({
  name: 'mf_solicitudes',
  dir: import.meta.dirname,
  port: REMOTE_APPS.mf_solicitudes.port,
  exposes,
});
