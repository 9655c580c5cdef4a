/**
 * @verifica/mapa: what every OpenLayers map of the portal shares (one basemap setting, the
 * offline basemap, the controls and their styles). Bundled into each remote that draws a map;
 * `ol` stays shared through federation, and @verifica/shared keeps no map code.
 */
export { CENTRO_MEXICO, CLASE_CAPA_BASE, COLOR_MAR, ZOOM_INICIAL, capaBase, ponerCapaBase } from './capaBase';
export { MarcoMapa, controlesMapa } from './controles';
export { ZOOM_POSICION, ZOOM_SIN_DETALLE, conTeselas, zoomConContorno } from './zoomPosicion';
export { MAPA_CONFIG_URL, useMapaConfig } from './useMapaConfig';
