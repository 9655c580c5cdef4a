/** POST /api/verificaciones: the field verification a gestor sends from the visit. */
import { z } from './zod';
import { idSchema } from './query';
import { blancoAUndefined, campoTexto } from './campos-schema';

const booleanoTexto = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'sí', 'si', 'no', 'on', 'off'])], { error: 'Debe ser sí o no' })
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'sí' || v === 'si' || v === 'on');
const numeroTexto = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/, 'Debe ser un número')], { error: 'Debe ser un número' })
    .transform((v) => Number(v))
    .pipe(z.number().min(min, `Debe estar entre ${min} y ${max}`).max(max, `Debe estar entre ${min} y ${max}`));

/**
 * Text fields of POST /api/verificaciones (multipart), with 1..10 photos as repeated `imagenes`
 * parts (JPEG or PNG by their bytes, ≤ 8 MB each).
 */
export const verificacionAltaSchema = z.object({
  solicitud_id: idSchema,
  nombre: z.preprocess(blancoAUndefined, campoTexto(150).optional()),
  parentesco: z.preprocess(blancoAUndefined, campoTexto(100).optional()),
  atendio_usuario: booleanoTexto.default(true),
  tiene_vehiculo: booleanoTexto.default(false),
  marca: z.preprocess(blancoAUndefined, campoTexto(100).optional()),
  modelo: z.preprocess(blancoAUndefined, campoTexto(100).optional()),
  comentario: z.preprocess(blancoAUndefined, campoTexto(2000).optional()),
  latitude: numeroTexto(-90, 90),
  longitude: numeroTexto(-180, 180),
});
export type VerificacionAlta = z.output<typeof verificacionAltaSchema>;
/** Photos per visit, bytes per photo, and the longest side (px) and pixels a photo may declare in its header. */
export const VERIFICACION_FOTOS = { min: 1, max: 10, bytes: 8 * 1024 * 1024, lado: 12_000, pixeles: 50_000_000 } as const;
