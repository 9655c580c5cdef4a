/**
 * The zoom a position's map opens at (Datos internos, Editar Verificación). SPEC §9 says 16, which
 * needs a detailed basemap (MAP_TILE_URL): the offline one has only country and state outlines,
 * so at 16 it is a plain square with a dot. Without tiles the map opens at the closest zoom at
 * which an outline is in view around the centred pin.
 */
import type Feature from 'ol/Feature';
import type View from 'ol/View';
import type { Coordinate } from 'ol/coordinate';
import type { Size } from 'ol/size';
import type { MapaConfig } from '@verifica/contracts';
import { ZOOM_INICIAL } from './capaBase';

/** SPEC §9: a position over detailed tiles. */
export const ZOOM_POSICION = 16;
/** Over the offline outlines before they load (or if they never do): about 600 km across. */
export const ZOOM_SIN_DETALLE = 7;
/** The outline stays this far inside the view's edge (a fraction of half the view). */
const MARGEN = 0.8;

/** Whether the basemap is detailed (configured tiles) rather than the offline outlines. */
export const conTeselas = (config: MapaConfig | null | undefined): boolean => !!config?.tile_url;

/**
 * The largest zoom, between ZOOM_INICIAL and ZOOM_POSICION, at which a view of `tamano` px
 * centred on `centro` shows a point of an outline of `contornos`; ZOOM_SIN_DETALLE when there is
 * none (not loaded yet).
 */
export function zoomConContorno(view: View, contornos: readonly Feature[], centro: Coordinate, tamano: Size): number {
  const [ancho = 0, alto = 0] = tamano;
  const [x = 0, y = 0] = centro;
  let resolucion = Infinity;
  for (const f of contornos) {
    // A polygon's closest point is on its rings: the outline, also from inside it.
    const [px = x, py = y] = f.getGeometry()?.getClosestPoint(centro) ?? [];
    const necesaria = Math.max(Math.abs(px - x) / ((ancho / 2) * MARGEN), Math.abs(py - y) / ((alto / 2) * MARGEN));
    if (necesaria > 0 && necesaria < resolucion) resolucion = necesaria;
  }
  if (!Number.isFinite(resolucion) || ancho <= 0 || alto <= 0) return ZOOM_SIN_DETALLE;
  const zoom = Math.floor(view.getZoomForResolution(resolucion) ?? ZOOM_SIN_DETALLE);
  return Math.min(ZOOM_POSICION, Math.max(ZOOM_INICIAL, zoom));
}
