/** Report messages, chart series and defaults (reportes.ts), without zod. */
export const MENSAJES_REPORTES = {
  fechaInvalida: 'La fecha debe tener el formato AAAA-MM-DD',
  fechaHastaAnterior: 'La fecha final no puede ser anterior a la fecha inicial',
  hastaMenor: 'El máximo de repeticiones no puede ser menor que el mínimo',
  repeticiones: 'Las repeticiones deben ser un número entero entre 1 y 100000',
  agenciaInvalida: 'La agencia no es válida',
  estadoInvalido: 'El estado no es válido',
  sinDatosGrafica: 'No hay folios para los filtros elegidos',
  sinPuntosMapa: 'No hay folios con ubicación para los filtros elegidos',
  zoomInvalido: 'El zoom debe ser un número entero entre 0 y 20',
  extensionInvalida: 'La extensión del mapa no es válida: indica oeste, sur, este y norte en grados',
} as const;

/** The five counts of a chart row in the order the charts stack them, with their Spanish labels. */
export const SERIES_GRAFICA = [
  { key: 'asignadas', label: 'Asignadas' },
  { key: 'no_asignadas', label: 'No Asignadas' },
  { key: 'nunca_asignadas', label: 'Nunca Asignadas' },
  { key: 'desasignadas', label: 'Desasignadas' },
  { key: 'verificadas', label: 'Verificadas' },
] as const;

export const TELEFONOS_DESDE_DEFAULT = 4;
export const TELEFONOS_HASTA_DEFAULT = 100;

/** SPEC §9: the map opens at zoom 4 and zooms in to 20 at most. */
export const ZOOM_INICIAL_MAPA = 4;
export const ZOOM_MAX_MAPA = 20;

/** Side of a map cell on screen, in pixels: at zoom z a cell spans this many pixels of 256-pixel tiles. */
export const PIXELES_CELDA = 48;

/**
 * Side of the map's grid cell at `zoom`, in degrees (longitude and latitude alike): PIXELES_CELDA
 * pixels of Web Mercator at the equator (360° over 256·2^zoom pixels). Server and browser share it.
 */
export function celdaGrados(zoom: number): number {
  return (PIXELES_CELDA * 360) / (256 * 2 ** zoom);
}
