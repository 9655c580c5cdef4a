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
