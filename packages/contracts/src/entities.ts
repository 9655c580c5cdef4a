import { z } from './zod';
import { enumSchema } from './enums-schema';
import { MENSAJES_CAMPO, SOLO_TEXTO, faltaOInvalido, maximoCaracteres } from './campos';
import { fechaHoraSchema, positionSchema, versionSchema } from './common';
import {
  CategoriaTelefonoRecados,
  EstatusTelefono,
  FamiliaAmistad,
  ParticularContesto,
  Region,
  TipoAtencion,
  TipoTelefonoLaboral,
} from './enums';

// Every check carries its Spanish message; `abort` stops at the first problem of a field, so an
// empty required field says it is required once (not also that its format is wrong).
const texto = (max: number) =>
  z
    .string({ error: faltaOInvalido(MENSAJES_CAMPO.texto) })
    .trim()
    .max(max, { error: maximoCaracteres(max), ...SOLO_TEXTO });
const requerido = (max: number) =>
  z
    .string({ error: faltaOInvalido(MENSAJES_CAMPO.texto) })
    .trim()
    .min(1, { error: MENSAJES_CAMPO.obligatorio, ...SOLO_TEXTO })
    .max(max, { error: maximoCaracteres(max), ...SOLO_TEXTO });
const booleano = () => z.boolean({ error: faltaOInvalido(MENSAJES_CAMPO.booleano) });
const COLOR = 'El color debe ser hexadecimal (#RRGGBB)';
const colorHex = z.string({ error: faltaOInvalido(COLOR) }).regex(/^#[0-9a-fA-F]{6}$/, COLOR);
/** An input body: anything but an object is refused in Spanish. */
const cuerpo = <S extends z.core.$ZodLooseShape>(shape: S) => z.object(shape, { error: MENSAJES_CAMPO.datos });

// ---------------------------------------------------------------- Agencia
export const agenciaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  direccion: z.string(),
  region: enumSchema(Region).nullable(),
  color: z.string(),
  /** Bumped by every save; send it back with a PUT to be refused (409) if someone saved since. */
  version: z.number().int(),
});
export type Agencia = z.infer<typeof agenciaSchema>;

export const agenciaInputSchema = cuerpo({
  nombre: requerido(150),
  direccion: requerido(300),
  region: enumSchema(Region),
  color: colorHex.default('#1976d2'),
});
export type AgenciaInput = z.infer<typeof agenciaInputSchema>;

/** PUT /api/agencias/{id}: the form plus the version it was loaded with (optional, see versionSchema). */
export const agenciaUpdateSchema = agenciaInputSchema.extend({ version: versionSchema.optional() });
export type AgenciaUpdate = z.infer<typeof agenciaUpdateSchema>;

export const agenciaListItemSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type AgenciaListItem = z.infer<typeof agenciaListItemSchema>;

// ---------------------------------------------------------------- Roles / permisos
export const rolOptionSchema = z.object({ id: z.number().int(), title: z.string() });
export type RolOption = z.infer<typeof rolOptionSchema>;

// ---------------------------------------------------------------- Usuario
export const usuarioSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  apellido_paterno: z.string(),
  apellido_materno: z.string(),
  nombre_completo: z.string(),
  correo: z.string(),
  telefono: z.string(),
  agencia_id: z.number().int().nullable(),
  agencia: agenciaListItemSchema.nullable(),
  rol_id: z.number().int(),
  rol: rolOptionSchema.nullable(),
  direccion: z.string(),
  activo: z.boolean(),
  /** Bumped by every save; send it back with a PUT to be refused (409) if someone saved since. */
  version: z.number().int(),
});
export type Usuario = z.infer<typeof usuarioSchema>;

const passwordSchema = z
  .string({ error: faltaOInvalido('La contraseña no es válida', 'La contraseña es obligatoria') })
  .min(8, { error: 'La contraseña debe tener al menos 8 caracteres', ...SOLO_TEXTO })
  .max(128, 'La contraseña debe tener como máximo 128 caracteres');

const AGENCIA = 'Selecciona una agencia';
const ROL = 'Selecciona un rol';

export const usuarioInputSchema = cuerpo({
  nombre: requerido(100),
  apellido_paterno: requerido(100),
  apellido_materno: texto(100).default(''),
  correo: z
    .string({ error: faltaOInvalido('El correo no es válido', 'El correo es obligatorio') })
    .trim()
    .toLowerCase()
    .min(1, { error: 'El correo es obligatorio', ...SOLO_TEXTO })
    .max(150, { error: maximoCaracteres(150), ...SOLO_TEXTO })
    .email('El correo no es válido'),
  password: passwordSchema.optional(),
  telefono: texto(20).regex(/^[0-9+\-() ]*$/, 'El teléfono solo puede tener dígitos').default(''),
  agencia_id: z.number({ error: AGENCIA }).int(AGENCIA).positive(AGENCIA).nullable().optional(),
  rol_id: z.number({ error: ROL }).int(ROL).positive(ROL),
  direccion: texto(300).default(''),
  activo: booleano().default(true),
});
export type UsuarioInput = z.infer<typeof usuarioInputSchema>;

// ---------------------------------------------------------------- Verificacion (field visit)
export const imagenSchema = z.object({ id: z.number().int(), url: z.string() });
export type Imagen = z.infer<typeof imagenSchema>;

export const verificacionSchema = z.object({
  id: z.number().int(),
  solicitud_id: z.number().int(),
  hora: z.string().nullable(),
  nombre: z.string().nullable(),
  parentesco: z.string().nullable(),
  atendio_usuario: z.boolean(),
  tiene_vehiculo: z.boolean(),
  marca: z.string().nullable(),
  modelo: z.string().nullable(),
  comentario: z.string().nullable(),
  imagenes: z.array(imagenSchema),
  position: positionSchema.nullable(),
  /** Bumped by every save; send it back with a PUT to be refused (409) if someone saved since. */
  version: z.number().int(),
});
export type Verificacion = z.infer<typeof verificacionSchema>;

export const verificacionInputSchema = cuerpo({
  nombre: texto(150).nullable().optional(),
  parentesco: texto(100).nullable().optional(),
  atendio_usuario: booleano(),
  tiene_vehiculo: booleano(),
  marca: texto(100).nullable().optional(),
  modelo: texto(100).nullable().optional(),
  comentario: texto(2000).nullable().optional(),
  position: positionSchema.nullable().optional(),
  /** The version the edit is based on (optional, see versionSchema). */
  version: versionSchema.optional(),
});
export type VerificacionInput = z.infer<typeof verificacionInputSchema>;

// ---------------------------------------------------------------- Verificacion operador (call)
/** The questions asked about each of the three references (refN_ fields). */
const referencia = {
  conocen: booleano().default(true),
  nombre: texto(150).nullable().optional(),
  familia_amistad: enumSchema(FamiliaAmistad).nullable().optional(),
  parentesco: texto(100).nullable().optional(),
  tiempo_conocerlo: texto(100).nullable().optional(),
  tipo_atencion: enumSchema(TipoAtencion).nullable().optional(),
  comentarios: texto(2000).nullable().optional(),
};
type ReferenciaShape<N extends 1 | 2 | 3> = {
  [K in keyof typeof referencia as `ref${N}_${K}`]: (typeof referencia)[K];
};
function referenciaFields<N extends 1 | 2 | 3>(n: N): ReferenciaShape<N> {
  return Object.fromEntries(Object.entries(referencia).map(([k, v]) => [`ref${n}_${k}`, v])) as ReferenciaShape<N>;
}

export const verificacionOperadorFormSchema = cuerpo({
  particular_contesto: enumSchema(ParticularContesto).nullable().optional(),
  particular_nombre: texto(150).nullable().optional(),
  particular_telefono_estatus: enumSchema(EstatusTelefono).nullable().optional(),
  comentarios_nombre: texto(2000).nullable().optional(),
  comentarios_apellido_paterno: texto(2000).nullable().optional(),
  comentarios_apellido_materno: texto(2000).nullable().optional(),
  comentarios_domicilio: texto(2000).nullable().optional(),
  comentarios_rfc: texto(2000).nullable().optional(),
  laboral_tipo_telefono: enumSchema(TipoTelefonoLaboral).nullable().optional(),
  laboral_informante: texto(150).nullable().optional(),
  laboral_cargo_puesto: texto(150).nullable().optional(),
  laboral_telefono_recados: enumSchema(CategoriaTelefonoRecados).nullable().optional(),
  ...referenciaFields(1),
  ...referenciaFields(2),
  ...referenciaFields(3),
});
export type VerificacionOperadorForm = z.infer<typeof verificacionOperadorFormSchema>;

const SOLICITUD = 'La solicitud no es válida';
export const verificacionOperadorInputSchema = verificacionOperadorFormSchema.extend({
  solicitud_id: z.number({ error: faltaOInvalido(SOLICITUD) }).int(SOLICITUD).positive(SOLICITUD),
  finalizado: booleano().default(false),
});
export type VerificacionOperadorInput = z.infer<typeof verificacionOperadorInputSchema>;

export const verificacionOperadorSchema = verificacionOperadorFormSchema.extend({
  id: z.number().int(),
  solicitud_id: z.number().int(),
  finalizado: z.boolean(),
  hora_verificacion: fechaHoraSchema.nullable(),
  /** Bumped by every save; send it back with a PUT to be refused (409) if someone saved since. */
  version: z.number().int(),
});
export type VerificacionOperador = z.infer<typeof verificacionOperadorSchema>;

// ---------------------------------------------------------------- Solicitud
const personaRef = z.object({ id: z.number().int(), nombre_completo: z.string() });

/** A request's active assignment: to whom (usuario_id and the person), since when. */
const asignacionActiva = z.object({ id: z.number().int(), usuario_id: z.number().int(), created_at: z.string() });
export const solicitudEncuestadorSchema = asignacionActiva.extend({ encuestador: personaRef.nullable() });
export const solicitudOperadorSchema = asignacionActiva.extend({ operador: personaRef.nullable() });
export type SolicitudEncuestador = z.infer<typeof solicitudEncuestadorSchema>;
export type SolicitudOperador = z.infer<typeof solicitudOperadorSchema>;

/** Client data of a request: what a spreadsheet row or a duplicate carries. */
export const solicitudDatosSchema = z.object({
  folio_solicitud: z.string(),
  nombre: z.string(),
  appat_rzsoc: z.string(),
  apmat_nomco: z.string(),
  calle: z.string(),
  num_ext: z.string(),
  num_int: z.string(),
  colonia: z.string(),
  entrecall: z.string(),
  rfc: z.string(),
  /** State name (edo). */
  edo: z.string(),
  /** Request status text as captured (estado). */
  estado: z.string(),
  ciudad: z.string(),
  cp: z.string(),
  telefono: z.string(),
  fecha_captura: z.string().nullable(),
  fuerza_venta: z.string(),
  ref1_nombre: z.string(),
  ref2_nombre: z.string(),
  ref3_nombre: z.string(),
  ref1_telefono: z.string(),
  ref2_telefono: z.string(),
  ref3_telefono: z.string(),
});

/** A row of the request lists (GET /api/solicitudes, /api/solicitudes_operadores). */
export const solicitudListItemSchema = solicitudDatosSchema.extend({
  id: z.number().int(),
  created_at: z.string(),
  comentario: z.string().nullable(),
  position: positionSchema.nullable(),
  color: z.string().nullable(),
  agencia_id: z.number().int(),
  agencia_nombre: z.string(),
  encuestador: z.string().nullable(),
  operador: z.string().nullable(),
  verify: z.boolean(),
  verify_finalizado: z.boolean(),
  verify_hora_verificacion: z.string().nullable(),
  verify_created_at: z.string().nullable(),
  tiempo_esperando: z.number().int().nullable(),
  solicitudes_operadores_created_at: z.string().nullable(),
  solicitudes_encuentadores_created_at: z.string().nullable(),
  solicitud_encuestador: solicitudEncuestadorSchema.nullable(),
  solicitud_operador: solicitudOperadorSchema.nullable(),
});
export type SolicitudListItem = z.infer<typeof solicitudListItemSchema>;

/** The full detail of SPEC §3. */
export const solicitudDetalleSchema = solicitudListItemSchema.extend({
  agencia: agenciaListItemSchema.extend({ color: z.string() }),
  verificacion: verificacionSchema.nullable(),
  verificacion_operador: verificacionOperadorSchema.nullable(),
  /**
   * The request's version (its client data and its internal data share one): send it back with
   * PUT /api/solicitudes/{id} to be refused (409) if someone saved since.
   */
  version: z.number().int(),
});
export type SolicitudDetalle = z.infer<typeof solicitudDetalleSchema>;
