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
