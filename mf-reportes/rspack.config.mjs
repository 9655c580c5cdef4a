import { createConfig, REMOTE_APPS } from '@verifica/build-config';

/** One exposed module per screen, exactly as SCREEN_ROUTES lists for mf_reportes. */
export const exposes = {
  './GraficaFolios': './src/graficaFolios/index.ts',
  './MapaFolios': './src/mapaFolios/index.ts',
  './TelefonosDuplicados': './src/telefonosDuplicados/index.ts',
};

export default createConfig({
  name: 'mf_reportes',
  dir: import.meta.dirname,
  port: REMOTE_APPS.mf_reportes.port,
  exposes,
});
