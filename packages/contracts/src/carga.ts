import type { SolicitudCampos } from './solicitudes';

/**
 * Spreadsheet headers accepted for each column (besides the field name itself); matched
 * case- and accent-insensitively, ignoring spaces, dots, dashes and underscores. A header equal
 * to a field name wins over an alias: "Estado" is the `estado` field (request status); the
 * state goes in "Edo" or "Entidad".
 */
export const CARGA_ALIAS: Record<keyof SolicitudCampos, readonly string[]> = {
  folio_solicitud: ['Folio', 'Folio Solicitud', 'No. Folio', 'Número de Folio'],
  nombre: ['Nombre', 'Nombre Cliente', 'Nombres'],
  appat_rzsoc: ['Apellido Paterno', 'Ap Paterno', 'Razón Social', 'Apellido Paterno o Razón Social'],
  apmat_nomco: ['Apellido Materno', 'Ap Materno', 'Nombre Comercial', 'Apellido Materno o Nombre Comercial'],
  calle: ['Calle', 'Domicilio'],
  num_ext: ['Número Exterior', 'Num Ext', 'No Ext', 'Exterior'],
  num_int: ['Número Interior', 'Num Int', 'No Int', 'Interior'],
  colonia: ['Colonia'],
  entrecall: ['Entre Calles', 'Entre Calle', 'Entrecalles'],
  rfc: ['RFC'],
  edo: ['Entidad', 'Entidad Federativa', 'Edo', 'Estado de la República'],
  estado: ['Estatus', 'Status', 'Estado Solicitud', 'Estatus Solicitud'],
  ciudad: ['Ciudad', 'Municipio', 'Delegación'],
  cp: ['C.P.', 'CP', 'Código Postal'],
  telefono: ['Teléfono', 'Telefono', 'Tel', 'Celular'],
  fecha_captura: ['Fecha Captura', 'Fecha de Captura', 'Fecha'],
  fuerza_venta: ['Fuerza de Venta', 'Fuerza Venta', 'FV'],
  ref1_nombre: ['Referencia 1', 'Nombre Referencia 1', 'Ref 1 Nombre'],
  ref2_nombre: ['Referencia 2', 'Nombre Referencia 2', 'Ref 2 Nombre'],
  ref3_nombre: ['Referencia 3', 'Nombre Referencia 3', 'Ref 3 Nombre'],
  ref1_telefono: ['Teléfono Referencia 1', 'Ref 1 Teléfono'],
  ref2_telefono: ['Teléfono Referencia 2', 'Ref 2 Teléfono'],
  ref3_telefono: ['Teléfono Referencia 3', 'Ref 3 Teléfono'],
};

/** The fields an upload can fill, in the template's order; a column's label is its template header. */
export const CAMPOS_CARGA = Object.keys(CARGA_ALIAS) as (keyof SolicitudCampos)[];
export type CampoCarga = (typeof CAMPOS_CARGA)[number];
export const etiquetaCampoCarga = (c: CampoCarga): string => CARGA_ALIAS[c][0] ?? c;
