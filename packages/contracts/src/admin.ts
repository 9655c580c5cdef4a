/**
 * Request and response shapes of the administration API (SPEC §7): agencias, usuarios,
 * permisos (roles), gestores and operadores lists. Entities themselves live in entities.ts.
 *
 *   GET  /api/agencias          agenciasQuerySchema      -> Paged<Agencia> | Agencia[] (rowsPerPage -1)   broad
 *   GET  /api/agencias/list                              -> AgenciaListItem[]                            any session (scoped: own agency)
 *   GET  /api/agencias/{id}                              -> Agencia                                      broad
 *   POST /api/agencias          agenciaInputSchema       -> 201 Agencia                                  broad
 *   PUT  /api/agencias/{id}     agenciaUpdateSchema      -> Agencia                                      broad
 *   GET  /api/usuarios          usuariosQuerySchema      -> Paged<UsuarioFila> | UsuarioFila[]           gestionar_usuarios [agencia]
 *   GET  /api/usuarios/{id}                              -> Usuario                                      gestionar_usuarios [agencia]
 *   POST /api/usuarios          usuarioCreateSchema      -> 201 Usuario                                  gestionar_usuarios [agencia]
 *   PUT  /api/usuarios/{id}     usuarioUpdateSchema      -> Usuario                                      gestionar_usuarios [agencia]
 *   DELETE /api/usuarios/{id}                            -> {message}                                    gestionar_usuarios [agencia]
 *   GET  /api/permisos/list                              -> RolOption[]                                  gestionar_usuarios
 *   GET  /api/gestores/list     personasListQuerySchema  -> PersonaListItem[]                            gestionar_solicitudes | reportesCallCenter | gestionar_usuarios [agencia]
 *   GET  /api/operadores/list   personasListQuerySchema  -> PersonaListItem[]                            same
 *
 * The Gestores screens (SPEC §2 gestores, gestoresForm) use the usuarios API with `rol=gestor`
 * (GET /api/usuarios?rol=gestor) and a Gestor rol_id on the form.
 */
import { z } from './zod';
import { queryArray, queryIdSchema, queryObject } from './query';
import { paginationQuerySchema, versionSchema } from './common';
import { usuarioInputSchema, usuarioSchema } from './entities';
import { ROLES, type RolClave } from './permissions';

/**
 * `sortBy` restricted to a whitelist: an unknown column is ignored (the list keeps its default
 * order), never an error and never reaching SQL.
 */
export function sortBySchema<const T extends string>(columns: readonly T[]) {
  return z
    .string()
    .max(64)
    .optional()
    .transform((v): T | undefined => (v !== undefined && (columns as readonly string[]).includes(v) ? (v as T) : undefined));
}


// ---------------------------------------------------------------- agencias
/** Sortable columns of GET /api/agencias (default nombre ascending). */
export const AGENCIAS_SORT = ['nombre', 'direccion', 'region', 'color', 'id'] as const;
export type AgenciasSort = (typeof AGENCIAS_SORT)[number];

/** GET /api/agencias. `search` matches nombre or direccion (case- and accent-insensitive). */
export const agenciasQuerySchema = paginationQuerySchema.extend({
  sortBy: sortBySchema(AGENCIAS_SORT),
});
export type AgenciasQuery = z.infer<typeof agenciasQuerySchema>;

// ---------------------------------------------------------------- usuarios
/**
 * Sortable columns of GET /api/usuarios (default nombre ascending). `nombre_completo` sorts by
 * nombre, apellido_paterno, apellido_materno; `agencia` by agency name; `rol` by role title.
 */
export const USUARIOS_SORT = [
  'nombre',
  'nombre_completo',
  'apellido_paterno',
  'apellido_materno',
  'correo',
  'telefono',
  'agencia',
  'rol',
  'activo',
  'id',
] as const;
export type UsuariosSort = (typeof USUARIOS_SORT)[number];

/** Role keys accepted by the `rol` filter (keys of ROLES: 'gestor', 'operador', ...). */
export const ROL_CLAVES = Object.keys(ROLES) as [RolClave, ...RolClave[]];

/**
 * GET /api/usuarios.
 * - search: nombre, apellidos or correo (case- and accent-insensitive).
 * - eliminado: '1' (default) excludes deleted users; '0' includes them (rows carry `eliminado`).
 * - rol: a role key ('gestor' for the Gestores screens); rol_id: a role id.
 * - agencia_id: only for users with the broad permission (scoped users always get their agency).
 */
export const usuariosQuerySchema = paginationQuerySchema.extend({
  sortBy: sortBySchema(USUARIOS_SORT),
  eliminado: z
    .enum(['0', '1', 'true', 'false'], { error: 'eliminado debe ser 0 o 1' })
    .optional()
    .transform((v) => v !== '0' && v !== 'false'),
  rol: z.enum(ROL_CLAVES, { error: 'Rol no válido' }).optional(),
  rol_id: queryIdSchema,
  agencia_id: queryIdSchema,
});
export type UsuariosQuery = z.infer<typeof usuariosQuerySchema>;

/** A row of GET /api/usuarios: the user plus whether it was deleted (only seen with eliminado=0). */
export const usuarioFilaSchema = usuarioSchema.extend({ eliminado: z.boolean() });
export type UsuarioFila = z.infer<typeof usuarioFilaSchema>;

const passwordObligatoria = z
  .string({ error: (iss) => (iss.input === undefined || iss.input === null ? 'La contraseña es obligatoria' : 'La contraseña no es válida') })
  .pipe(usuarioInputSchema.shape.password.unwrap());

/**
 * POST /api/usuarios: password required (min 8). agencia_id: a scoped admin's users always go to
 * their own agency (another agency -> 422 errors.agencia_id); a broad user must give one unless
 * the role is global (is_super_admin or '*').
 */
export const usuarioCreateSchema = usuarioInputSchema.extend({ password: passwordObligatoria });
export type UsuarioCreate = z.infer<typeof usuarioCreateSchema>;

/** PUT /api/usuarios/{id}: password optional; blank (''), null or missing leaves it unchanged. */
export const usuarioUpdateSchema = usuarioInputSchema.extend({
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), usuarioInputSchema.shape.password),
  /** The version the edit is based on (optional, see versionSchema). */
  version: versionSchema.optional(),
});
export type UsuarioUpdate = z.infer<typeof usuarioUpdateSchema>;

// ---------------------------------------------------------------- gestores / operadores
/**
 * GET /api/gestores/list and /api/operadores/list take the screen's filter form as query; only
 * agencia_id is used: one id or several (`agencia_id=1&agencia_id=2`, or axios' default
 * `agencia_id[]=1&agencia_id[]=2`); none or 0 = every agency. It only narrows a broad user's
 * list; a scoped user always gets their own agency. Other filter fields are ignored.
 */
export const personasListQuerySchema = queryObject({ agencia_id: queryArray(queryIdSchema) }).transform((q) => ({
  agencia_id: [...new Set(q.agencia_id.filter((x): x is number => x !== undefined && x > 0))],
}));
export type PersonasListQuery = z.infer<typeof personasListQuerySchema>;

// ---------------------------------------------------------------- messages
/** Spanish messages of the administration API. */
export const MENSAJES_ADMIN = {
  agenciaDuplicada: 'Ya existe una agencia con ese nombre',
  correoRegistrado: 'El correo ya está registrado',
  usuarioEliminado: 'Usuario eliminado',
  noEliminarseASiMismo: 'No puedes eliminar tu propio usuario',
  noDesactivarseASiMismo: 'No puedes desactivar tu propio usuario',
  rolNoPermitido: 'No puedes asignar un rol con permisos globales',
  rolInexistente: 'El rol no existe',
  agenciaObligatoria: 'Selecciona una agencia',
  agenciaInexistente: 'La agencia no existe',
  otraAgencia: 'No puedes asignar usuarios a otra agencia',
  usuarioGlobalProtegido: 'No puedes modificar a un usuario con permisos globales',
  ultimoUsuarioGlobal: 'Es el último usuario con permisos globales activo: asigna antes ese rol a otro usuario',
} as const;
