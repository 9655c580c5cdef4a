/** The request's own fields as every answer about it carries them: the lists' rows and the detail. */
import type { SolicitudFila } from '@verifica/contracts';
import type { solicitudes } from '../../db/schema';
import { fechaHora } from '../../lib/dates';

/** A latitude and longitude, or null unless both are there. */
export const posicion = (latitude: number | null, longitude: number | null) => (latitude != null && longitude != null ? { latitude, longitude } : null);

type Datos = Pick<
  SolicitudFila,
  | 'id'
  | 'folio_solicitud'
  | 'nombre'
  | 'appat_rzsoc'
  | 'apmat_nomco'
  | 'calle'
  | 'num_ext'
  | 'num_int'
  | 'colonia'
  | 'entrecall'
  | 'rfc'
  | 'edo'
  | 'estado'
  | 'ciudad'
  | 'cp'
  | 'telefono'
  | 'fecha_captura'
  | 'fuerza_venta'
  | 'ref1_nombre'
  | 'ref2_nombre'
  | 'ref3_nombre'
  | 'ref1_telefono'
  | 'ref2_telefono'
  | 'ref3_telefono'
  | 'created_at'
  | 'comentario'
  | 'position'
  | 'color'
  | 'agencia_id'
  | 'agencia_nombre'
>;

/** The request row's fields and its agency's name and colour. */
export function datosSolicitud(s: typeof solicitudes.$inferSelect, agencia: { nombre: string; color: string }): Datos {
  return {
    id: s.id,
    folio_solicitud: s.folio_solicitud,
    nombre: s.nombre,
    appat_rzsoc: s.appat_rzsoc,
    apmat_nomco: s.apmat_nomco,
    calle: s.calle,
    num_ext: s.num_ext,
    num_int: s.num_int,
    colonia: s.colonia,
    entrecall: s.entrecall,
    rfc: s.rfc,
    edo: s.edo,
    estado: s.estado,
    ciudad: s.ciudad,
    cp: s.cp,
    telefono: s.telefono,
    fecha_captura: s.fecha_captura,
    fuerza_venta: s.fuerza_venta,
    ref1_nombre: s.ref1_nombre,
    ref2_nombre: s.ref2_nombre,
    ref3_nombre: s.ref3_nombre,
    ref1_telefono: s.ref1_telefono,
    ref2_telefono: s.ref2_telefono,
    ref3_telefono: s.ref3_telefono,
    created_at: fechaHora(s.created_at) ?? '',
    comentario: s.comentario,
    position: posicion(s.latitude, s.longitude),
    color: agencia.color,
    agencia_id: s.agencia_id,
    agencia_nombre: agencia.nombre,
  };
}
