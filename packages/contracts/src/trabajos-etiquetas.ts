import { defineEnum } from './enums';

/** Background jobs (trabajos.ts): their types, states and messages, without zod. */
export const TiposTrabajo = defineEnum([
  { value: 'exportar_solicitudes', label: 'Exportación de solicitudes' },
  { value: 'importar_solicitudes', label: 'Carga de solicitudes' },
  { value: 'exportar_callcenter', label: 'Exportación del Call Center' },
  { value: 'exportar_productividad', label: 'Exportación de Productividad' },
  { value: 'exportar_bitacora', label: 'Exportación de la Bitácora' },
] as const);
export const TIPOS_TRABAJO = TiposTrabajo.values;
export type TipoTrabajo = (typeof TIPOS_TRABAJO)[number];

export const EstadosTrabajo = defineEnum([
  { value: 'pendiente', label: 'Pendiente' },
  { value: 'en_curso', label: 'En curso' },
  { value: 'terminado', label: 'Terminado' },
  { value: 'fallido', label: 'Fallido' },
  { value: 'cancelado', label: 'Cancelado' },
] as const);
export const ESTADOS_TRABAJO = EstadosTrabajo.values;
export type EstadoTrabajo = (typeof ESTADOS_TRABAJO)[number];

/** What an upload run with Validar is called (it stores nothing), so it never reads as a real upload. */
export const ETIQUETA_VALIDACION = 'Validación de archivo (no guarda)';

/** The button of a screen that starts its export job. */
export const ETIQUETA_EXPORTAR = 'Exportar a Excel';

/** States a job no longer leaves. */
export const ESTADOS_TRABAJO_FINALES: readonly EstadoTrabajo[] = ['terminado', 'fallido', 'cancelado'];

export const MENSAJES_TRABAJOS = {
  tipoInvalido: 'Elige un tipo de trabajo válido',
  creado: 'El trabajo quedó en cola',
  cancelado: 'El trabajo se canceló',
  yaTermino: 'El trabajo ya terminó; no se puede cancelar',
  sinArchivo: 'El trabajo no tiene un archivo para descargar',
  archivoExpirado: 'El archivo del trabajo ya expiró',
  procesoDetenido: 'El proceso que lo ejecutaba se detuvo',
  usuarioSinAcceso: 'El usuario que lo creó ya no está activo o ya no tiene permiso para hacerlo',
  cargaConErrores: 'El archivo tiene errores; no se guardó ninguna fila',
  errorInterno: 'Ocurrió un error al procesar el trabajo',
  demasiados: 'Ya tienes 5 trabajos pendientes o en curso; espera a que alguno termine o cancélalo',
  validacionCorrecta: 'El archivo no tiene errores; puedes cargarlo',
  validacionConErrores: 'El archivo tiene errores; corrígelos antes de cargarlo',
  mapeoInvalido: 'La asignación de columnas no es válida: elige un campo de la lista para cada encabezado',
  validarInvalido: 'El campo validar debe ser true o false',
} as const;

/**
 * A dry run without errors that left columns unread: the file is not ready as the user sent it,
 * so it is not told "puedes cargarlo".
 */
export function validacionColumnasSinLeer(n: number): string {
  return n === 1
    ? 'El archivo no tiene errores, pero 1 columna no se leyó: elige su campo abajo o cárgalo sin ella'
    : `El archivo no tiene errores, pero ${n} columnas no se leyeron: elige su campo abajo o cárgalo sin ellas`;
}

/** A job left a file to download: an export, or the error workbook of a failed or validated import. */
export const tieneArchivo = (t: { estado: EstadoTrabajo; nombre_archivo: string | null }): boolean =>
  (t.estado === 'terminado' || t.estado === 'fallido') && t.nombre_archivo !== null;
