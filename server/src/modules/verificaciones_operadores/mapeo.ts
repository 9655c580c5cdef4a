/**
 * A stored call verification as the API answers it (contracts VerificacionOperador): shared by
 * the call-form endpoints and the request detail, which reads the row as JSON.
 */
import { CODIGOS_LLAMADA as C, type VerificacionOperador } from '@verifica/contracts';
import type { verificacionesOperadores } from '../../db/schema';

/** Every column but the times (a row, or its to_jsonb form: the times are formatted by the caller). */
export type CamposVerificacionOperador = Omit<typeof verificacionesOperadores.$inferSelect, 'hora_verificacion' | 'created_at' | 'updated_at' | 'ultimo_intento_at'>;

type Enumish<V> = { has(value: unknown): value is V };
/** A stored code, or null when it is not one of the enum's values. */
export const enumOrNull = <V>(e: Enumish<V>, v: number | null): V | null => (v != null && e.has(v) ? v : null);

/** `hora_verificacion` already formatted (YYYY-MM-DD HH:mm:ss in APP_TIMEZONE) or null. */
export function aVerificacionOperador(vo: CamposVerificacionOperador, hora_verificacion: string | null): VerificacionOperador {
  return {
    id: vo.id,
    solicitud_id: vo.solicitud_id,
    finalizado: vo.finalizado,
    hora_verificacion,
    version: vo.version,
    particular_contesto: enumOrNull(C.particular_contesto, vo.particular_contesto),
    particular_nombre: vo.particular_nombre,
    particular_telefono_estatus: enumOrNull(C.particular_telefono_estatus, vo.particular_telefono_estatus),
    comentarios_nombre: vo.comentarios_nombre,
    comentarios_apellido_paterno: vo.comentarios_apellido_paterno,
    comentarios_apellido_materno: vo.comentarios_apellido_materno,
    comentarios_domicilio: vo.comentarios_domicilio,
    comentarios_rfc: vo.comentarios_rfc,
    laboral_tipo_telefono: enumOrNull(C.laboral_tipo_telefono, vo.laboral_tipo_telefono),
    laboral_informante: vo.laboral_informante,
    laboral_cargo_puesto: vo.laboral_cargo_puesto,
    laboral_telefono_recados: enumOrNull(C.laboral_telefono_recados, vo.laboral_telefono_recados),
    ref1_conocen: vo.ref1_conocen,
    ref1_nombre: vo.ref1_nombre,
    ref1_familia_amistad: enumOrNull(C.familia_amistad, vo.ref1_familia_amistad),
    ref1_parentesco: vo.ref1_parentesco,
    ref1_tiempo_conocerlo: vo.ref1_tiempo_conocerlo,
    ref1_tipo_atencion: enumOrNull(C.tipo_atencion, vo.ref1_tipo_atencion),
    ref1_comentarios: vo.ref1_comentarios,
    ref2_conocen: vo.ref2_conocen,
    ref2_nombre: vo.ref2_nombre,
    ref2_familia_amistad: enumOrNull(C.familia_amistad, vo.ref2_familia_amistad),
    ref2_parentesco: vo.ref2_parentesco,
    ref2_tiempo_conocerlo: vo.ref2_tiempo_conocerlo,
    ref2_tipo_atencion: enumOrNull(C.tipo_atencion, vo.ref2_tipo_atencion),
    ref2_comentarios: vo.ref2_comentarios,
    ref3_conocen: vo.ref3_conocen,
    ref3_nombre: vo.ref3_nombre,
    ref3_familia_amistad: enumOrNull(C.familia_amistad, vo.ref3_familia_amistad),
    ref3_parentesco: vo.ref3_parentesco,
    ref3_tiempo_conocerlo: vo.ref3_tiempo_conocerlo,
    ref3_tipo_atencion: enumOrNull(C.tipo_atencion, vo.ref3_tipo_atencion),
    ref3_comentarios: vo.ref3_comentarios,
  };
}
