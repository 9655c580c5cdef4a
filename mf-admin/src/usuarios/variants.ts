import { ROLES, type RolClave } from '@verifica/contracts';

/**
 * The Usuarios and Gestores screens are one list and one form: a variant says which routes they
 * live at, how a record is named, and (Gestores) the one role they show and assign.
 */
export interface UsuariosVariant {
  listRoute: 'usuarios' | 'gestores';
  formRoute: 'usuariosForm' | 'gestoresForm';
  /** How one record is named in messages ('¿Deseas eliminar al usuario …?'). */
  noun: string;
  /** Only users of this seeded role: the list filters by it (GET /api/usuarios?rol=…), the form forces it. */
  rol?: RolClave;
}

export const USUARIOS_VARIANT: UsuariosVariant = { listRoute: 'usuarios', formRoute: 'usuariosForm', noun: 'usuario' };

export const GESTORES_VARIANT: UsuariosVariant = { listRoute: 'gestores', formRoute: 'gestoresForm', noun: 'gestor', rol: 'gestor' };

/** The title GET /api/permisos/list gives the variant's fixed role ('Gestor'), if any. */
export function fixedRolTitle(variant: UsuariosVariant): string | undefined {
  return variant.rol ? ROLES[variant.rol].title : undefined;
}
