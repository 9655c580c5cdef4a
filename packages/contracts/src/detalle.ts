import { CategoriaTelefonoRecados, EstatusTelefono, FamiliaAmistad, ParticularContesto, TipoAtencion, TipoTelefonoLaboral } from './enums';

/**
 * The labels of a request shown whole: the detail dialog (@verifica/shared SolicitudDetail) and
 * the printed PDF (server solicitudes/pdf.ts) read them here, so both say the same. Wording:
 * SPEC §2-§3 (the list columns' names; the call follow-up is "Seguimiento de Llamadas").
 */
export const ETIQUETAS_DETALLE = {
  secciones: {
    solicitud: 'Datos de la solicitud',
    referencias: 'Referencias',
    asignacion: 'Asignación',
    verificacion: 'Verificación de campo',
    llamada: 'Seguimiento de Llamadas',
  },
  solicitud: {
    folio_solicitud: 'Folio',
    agencia: 'Agencia',
    cliente: 'Cliente',
    nombre: 'Nombre',
    appat_rzsoc: 'Apellido Paterno / Razón Social',
    apmat_nomco: 'Apellido Materno / Nombre Comercial',
    rfc: 'RFC',
    telefono: 'Teléfono',
    domicilio: 'Domicilio',
    entrecall: 'Entre calles',
    colonia: 'Colonia',
    ciudad: 'Ciudad',
    edo: 'Estado',
    cp: 'C.P.',
    estado: 'Estatus capturado',
    fuerza_venta: 'Fuerza de venta',
    fecha_captura: 'Fecha de captura',
    created_at: 'Fecha de alta',
    gestor: 'Gestor',
    asignado_gestor: 'Asignado al gestor',
    operador: 'Operador',
    asignado_operador: 'Asignado al operador',
    comentario: 'Comentario interno',
    position: 'Posición',
    sinAsignar: 'Sin asignar',
    sinReferencias: 'Sin referencias',
  },
  referencia: (n: 1 | 2 | 3) => `Referencia ${n}`,
  verificacion: {
    hora: 'Hora',
    atendio: 'Atendió',
    atendioTitular: 'El titular',
    vehiculo: 'Vehículo',
    comentario: 'Comentario',
    fotos: 'Fotos',
    position: 'Posición',
    sinVerificacion: 'Sin verificación de campo',
  },
  llamada: {
    estado: 'Estado',
    finalizada: 'Finalizada',
    enProceso: 'En proceso',
    hora_verificacion: 'Hora de verificación',
    particular_contesto: 'Teléfono particular contestó',
    particular_nombre: 'Nombre de quien contestó',
    particular_telefono_estatus: 'Estatus del teléfono',
    laboral_tipo_telefono: 'Teléfono laboral',
    laboral_informante: 'Informante',
    laboral_cargo_puesto: 'Cargo o puesto',
    laboral_telefono_recados: 'Teléfono de recados',
    comentarios_nombre: 'Comentarios del nombre',
    comentarios_apellido_paterno: 'Comentarios del apellido paterno',
    comentarios_apellido_materno: 'Comentarios del apellido materno',
    comentarios_domicilio: 'Comentarios del domicilio',
    comentarios_rfc: 'Comentarios del RFC',
    conoce: 'Conoce al titular',
    noConoce: 'No conoce al titular',
    familia_amistad: 'Familiar o amistad',
    tipo_atencion: 'Tipo de atención',
    parentesco: 'Parentesco',
    tiempo_conocerlo: 'Tiempo de conocerlo',
    comentarios: 'Comentarios',
    sinVerificacion: 'Sin verificación telefónica',
  },
} as const;

/** The comment fields of a call verification, in the order both views list them. */
export const COMENTARIOS_LLAMADA = [
  'comentarios_nombre',
  'comentarios_apellido_paterno',
  'comentarios_apellido_materno',
  'comentarios_domicilio',
  'comentarios_rfc',
] as const;

/**
 * The enum that codes each coded field of a call verification (a reference's fields without
 * their refN_ prefix): the call form offers its options, the server checks a stored code with it,
 * the detail shows its label.
 */
export const CODIGOS_LLAMADA = {
  particular_contesto: ParticularContesto,
  particular_telefono_estatus: EstatusTelefono,
  laboral_tipo_telefono: TipoTelefonoLaboral,
  laboral_telefono_recados: CategoriaTelefonoRecados,
  familia_amistad: FamiliaAmistad,
  tipo_atencion: TipoAtencion,
} as const;
