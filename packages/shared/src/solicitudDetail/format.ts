import type { SolicitudDetalle, SolicitudListItem } from '@verifica/contracts';

const join = (parts: readonly (string | null | undefined)[], sep = ' ') =>
  parts.map((p) => (p ?? '').trim()).filter(Boolean).join(sep);

/** Client full name (or company name): the contracts' one definition, part of shared's API. */
export { nombreCliente } from '@verifica/contracts';

/** Street address on one line: calle num_ext Int. num_int, colonia, ciudad, edo, C.P. cp. */
export function domicilio(
  s: Pick<SolicitudListItem, 'calle' | 'num_ext' | 'num_int' | 'colonia' | 'ciudad' | 'edo' | 'cp'>,
): string {
  const calle = join([s.calle, s.num_ext, s.num_int ? `Int. ${s.num_int}` : '']);
  return join([calle, s.colonia, s.ciudad, s.edo, s.cp ? `C.P. ${s.cp}` : ''], ', ');
}

export function nombreGestor(s: SolicitudDetalle): string {
  return s.solicitud_encuestador?.encuestador?.nombre_completo ?? s.encuestador ?? '';
}

export function nombreOperador(s: SolicitudDetalle): string {
  return s.solicitud_operador?.operador?.nombre_completo ?? s.operador ?? '';
}
