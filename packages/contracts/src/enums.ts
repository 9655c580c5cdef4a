/**
 * Every closed list of coded values, each with its exact Spanish label (SPEC §3), and
 * `defineEnum`, which builds them. No zod here: the front ends read labels without downloading
 * zod; an enum's zod schema is `enumSchema(e)` (enums-schema.ts).
 */
export interface EnumOption<V extends number | string = number> {
  readonly value: V;
  readonly label: string;
}

export function defineEnum<const V extends number | string>(options: readonly EnumOption<V>[]) {
  const values = options.map((o) => o.value) as [V, ...V[]];
  const labels = new Map<V, string>(options.map((o) => [o.value, o.label]));
  return {
    options,
    values,
    label(value: V | null | undefined): string {
      return value == null ? '' : (labels.get(value) ?? '');
    },
    has(value: unknown): value is V {
      return labels.has(value as V);
    },
  };
}

/** Assignment status filter of the request report (SPEC §3). */
export const AsignadasReporte = defineEnum([
  { value: 1, label: 'Asignadas' },
  { value: 2, label: 'No Asignadas' },
  { value: 3, label: 'Verificadas' },
] as const);

/** Assignment status filter of the assign screens; default 2 (SPEC §3, §9). */
export const AsignadasAsignacion = defineEnum([
  { value: 0, label: 'Todos' },
  { value: 1, label: 'Asignadas' },
  { value: 2, label: 'No Asignadas' },
  { value: 3, label: 'Verificados' },
] as const);
export const ASIGNADAS_ASIGNACION_DEFAULT = 2;

/** Call-center status filter. Non-admins do not see 2 (No Asignadas). */
export const EstatusCallCenter = defineEnum([
  { value: 1, label: 'Asignadas' },
  { value: 2, label: 'No Asignadas' },
  { value: 3, label: 'En Proceso' },
  { value: 4, label: 'Finalizada' },
] as const);

/** Validity (vigencia) of a call-center assignment. */
export const Vigencia = defineEnum([
  { value: 1, label: 'En Tiempo' },
  { value: 2, label: 'Retrasada' },
  { value: 3, label: 'Vencida' },
] as const);

/** Whether the particular phone was answered. */
export const ParticularContesto = defineEnum([
  { value: 1, label: 'Sí' },
  { value: 2, label: 'No' },
] as const);

export const EstatusTelefono = defineEnum([
  { value: 1, label: 'Equivocado' },
  { value: 2, label: 'No Existe' },
  { value: 3, label: 'No Contesta' },
  { value: 4, label: 'Fuera de Servicio' },
  { value: 5, label: 'No Disponible' },
  { value: 6, label: 'Apagado' },
  { value: 7, label: 'Cambiado o Temp Susp' },
] as const);

export const TipoTelefonoLaboral = defineEnum([
  { value: 1, label: 'Empresa u Oficina' },
  { value: 2, label: 'Telefono de Recados' },
] as const);

/** Messages-phone category (asked when the work phone type is 2). */
export const CategoriaTelefonoRecados = defineEnum([
  { value: 1, label: 'No se corroboran datos lab' },
  { value: 2, label: 'Ama de Casa' },
  { value: 3, label: 'Jubilado' },
  { value: 4, label: 'Comerciante ind' },
  { value: 5, label: 'Profesionista ind' },
] as const);

export const FamiliaAmistad = defineEnum([
  { value: 1, label: 'Familiar' },
  { value: 2, label: 'Amistad' },
] as const);

/** Attention type for a reference that does not know the user. */
export const TipoAtencion = defineEnum([
  { value: 1, label: 'La referencia no conoce al usuario' },
  { value: 2, label: 'Conoce al usuario pero no proporciona más información' },
  { value: 3, label: 'No válida por ser menor de edad' },
  { value: 4, label: 'No localizada, número equivocado' },
  { value: 5, label: 'No localizada después de varias llamadas' },
  { value: 6, label: 'No localizada porque cuelga' },
] as const);

/** An agency's region: R1 to R9, each its own label. */
export const Region = defineEnum((['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'R9'] as const).map((r) => ({ value: r, label: r })));
export type RegionValue = (typeof Region.values)[number];

/** Waiting time buckets (tiempo_esperando): 0, 1, 2 or more days. */
export const TiempoEsperando = defineEnum([
  { value: 0, label: 'Mismo día' },
  { value: 1, label: '1 día' },
  { value: 2, label: '2 días o más' },
] as const);
