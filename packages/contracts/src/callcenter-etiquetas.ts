/** Row colour of the call-center report (SPEC §2). */
export const ColorFilaLlamada = { verde: 'verde', naranja: 'naranja', amarillo: 'amarillo', rojo: 'rojo' } as const;
export type ColorFilaLlamada = (typeof ColorFilaLlamada)[keyof typeof ColorFilaLlamada];
/** The legend shown under the report, in the order of the workflow. */
export const LEYENDA_COLORES_LLAMADA: readonly { color: ColorFilaLlamada; label: string }[] = [
  { color: 'amarillo', label: 'Esperando 1 día sin verificar' },
  { color: 'rojo', label: 'Esperando 2 días o más sin verificar' },
  { color: 'naranja', label: 'Verificada sin finalizar' },
  { color: 'verde', label: 'Verificada y finalizada' },
];

/**
 * The Call Center report's columns (SPEC §2) as the screen and its Excel export name them; the
 * export adds the row's status and vigencia, which the screen shows by the row colour.
 */
export const COLUMNAS_REPORTE_LLAMADAS = {
  folio_solicitud: 'Folio',
  nombre: 'Nombre',
  appat_rzsoc: 'Apellido Paterno',
  apmat_nomco: 'Apellido Materno',
  agencia_nombre: 'Agencia',
  operador: 'Operador',
  fecha_captura: 'Fecha Captura',
  solicitudes_operadores_created_at: 'Fecha Asignación',
  verify_hora_verificacion: 'Hora Verificación',
  estatus: 'Estatus',
  vigencia: 'Vigencia',
  intentos: 'Intentos',
  ultimo_intento: 'Último intento',
} as const;
