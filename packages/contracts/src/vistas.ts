/**
 * Saved list views: a name, a list screen, the list controller's URL state and,
 * where the screen has them, the visible columns. Per user; an admin may share one with their
 * agency, a broad user with everyone; one own view per screen may be the user's default.
 *
 *   GET    /api/vistas?pantalla=   vistasQuerySchema      -> Vista[] (mine and the shared ones I reach)   any session + the screen's permission
 *   POST   /api/vistas             vistaCrearSchema       -> 201 Vista
 *   PUT    /api/vistas/{id}        vistaCambiarSchema     -> Vista (owner only; another's -> 404)
 *   DELETE /api/vistas/{id}                               -> {message} (owner only)
 *
 * A view stores only the query: the list endpoint applies the viewer's own permissions and agency.
 */
import { z } from './zod';
import { PORTAL_SCREENS } from './screens';
import { MENSAJES_VISTAS, VISTAS_LIMITES } from './vistas-etiquetas';

/** The list screens that offer views (screen names of PORTAL_SCREENS). */
export const PANTALLAS_VISTAS = [
  'agencias',
  'usuarios',
  'gestores',
  'reportesSolicitudes',
  'reportesAsignar',
  'reportesCallCenter',
  'reportesAsignarOperadores',
  'reportesTelefonosDuplicados',
  'bitacora',
] as const satisfies readonly (typeof PORTAL_SCREENS)[number]['name'][];
export type PantallaVista = (typeof PANTALLAS_VISTAS)[number];

/** The permission a screen needs (its PORTAL_SCREENS entry): saving or reading its views needs it too. */
export function permisoDePantalla(pantalla: PantallaVista): string {
  const s = PORTAL_SCREENS.find((p) => p.name === pantalla);
  if (!s) throw new Error(`pantalla sin entrada en PORTAL_SCREENS: ${pantalla}`);
  return s.permission;
}

export const pantallaVistaSchema = z.enum(PANTALLAS_VISTAS, { error: MENSAJES_VISTAS.pantallaDesconocida });

const nombreSchema = z
  .string({ error: MENSAJES_VISTAS.nombreRequerido })
  .trim()
  .min(1, MENSAJES_VISTAS.nombreRequerido)
  .max(VISTAS_LIMITES.nombre, MENSAJES_VISTAS.nombreLargo);

/** UTF-8 length of a text (contracts run in the browser and in Node; no TextEncoder typing here). */
function bytesUtf8(texto: string): number {
  let n = 0;
  for (const c of texto) {
    const p = c.codePointAt(0) ?? 0;
    n += p < 0x80 ? 1 : p < 0x800 ? 2 : p < 0x10000 ? 3 : 4;
  }
  return n;
}

/** The URL state of a list: query key -> value (a repeated key's values joined by a line break). */
export const consultaVistaSchema = z
  .record(z.string().max(64), z.string({ error: MENSAJES_VISTAS.consultaValores }), { error: MENSAJES_VISTAS.consultaValores })
  .refine((c) => Object.keys(c).length <= VISTAS_LIMITES.claves, MENSAJES_VISTAS.consultaClaves)
  .refine((c) => bytesUtf8(JSON.stringify(c)) <= VISTAS_LIMITES.bytes, MENSAJES_VISTAS.consultaGrande);
export type ConsultaVista = z.infer<typeof consultaVistaSchema>;

/** Separator of a repeated query key's values inside a consulta value (`edo=A&edo=B` -> "A\nB"). */

const columnasSchema = z.array(z.string().min(1).max(64)).max(VISTAS_LIMITES.columnas).nullable();

export const vistasQuerySchema = z.object({ pantalla: pantallaVistaSchema });
export type VistasQuery = z.infer<typeof vistasQuerySchema>;

export const vistaCrearSchema = z.object({
  nombre: nombreSchema,
  pantalla: pantallaVistaSchema,
  consulta: consultaVistaSchema,
  columnas: columnasSchema.optional(),
  compartida: z.boolean().default(false),
  predeterminada: z.boolean().default(false),
});
export type VistaCrear = z.input<typeof vistaCrearSchema>;

/** PUT: any of the fields; `version` (optional) makes the change fail with 409 if someone saved it since. */
export const vistaCambiarSchema = z.object({
  nombre: nombreSchema.optional(),
  consulta: consultaVistaSchema.optional(),
  columnas: columnasSchema.optional(),
  compartida: z.boolean().optional(),
  predeterminada: z.boolean().optional(),
  version: z.number().int().min(1).optional(),
});
export type VistaCambiar = z.input<typeof vistaCambiarSchema>;

export const vistaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  pantalla: pantallaVistaSchema,
  consulta: z.record(z.string(), z.string()),
  columnas: z.array(z.string()).nullable(),
  compartida: z.boolean(),
  /** The viewer's default for the screen (only ever true on their own views). */
  predeterminada: z.boolean(),
  /** The viewer saved it (may rename, change, delete it). */
  propia: z.boolean(),
  /** Who saved it. */
  autor: z.string(),
  version: z.number().int(),
});
export type Vista = z.infer<typeof vistaSchema>;
