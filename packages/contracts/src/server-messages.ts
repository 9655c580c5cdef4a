/**
 * Spanish messages of the API plumbing (errors that are not business messages of SPEC §8).
 * Business messages stay in MENSAJES (messages.ts).
 */
export const MENSAJES_API = {
  cuerpoInvalido: 'El cuerpo de la petición no es JSON válido',
  cuerpoVacio: 'El cuerpo de la petición está vacío',
  cuerpoDemasiadoGrande: 'El cuerpo de la petición es demasiado grande',
  tipoContenidoNoSoportado: 'Tipo de contenido no soportado',
  peticionInvalida: 'La petición no es válida',
  encabezadosDemasiadoGrandes: 'Los encabezados de la petición son demasiado grandes',
  tiempoAgotado: 'La petición tardó demasiado en llegar',
  urlInvalida: 'La dirección solicitada no es válida',
  registroDuplicado: 'El registro ya existe',
  referenciaInvalida: 'Se hace referencia a un registro que no existe',
  enlaceInvalido: 'El enlace no es válido',
  enlaceExpirado: 'El enlace ha expirado',
  servicioNoDisponible: 'Servicio no disponible',
  baseNoResponde: 'La base de datos no responde',
  baseNoDisponible: 'La base de datos no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  migracionesPendientes: 'La base de datos tiene migraciones sin aplicar: reinicia el servidor para aplicarlas',
  metricasNoAutorizado: 'Las métricas requieren el token de METRICS_TOKEN (Authorization: Bearer ...)',
  campoInvalido: 'El valor no es válido',
  campoNoReconocido: 'Campo no reconocido',
  registroModificado: 'Otro usuario modificó este registro; recarga para ver sus cambios',
} as const;
