import { toOptions, useOpciones, type SelectOption } from '@verifica/shared';
import { agenciasList, permisosList } from '../../api';

export interface UsuarioOptions {
  /** GET /api/permisos/list as options. */
  roles: SelectOption<number>[];
  /** GET /api/agencias/list as options; only loaded when `withAgencias`. */
  agencias: SelectOption<number>[];
  /** The id of the role titled `title` (e.g. 'Gestor'), once the roles are loaded. */
  rolId: (title: string) => number | null;
}

/** The choices of the usuario form. Load failures are silent: the selector stays empty. */
export function useUsuarioOptions(withAgencias: boolean): UsuarioOptions {
  const { opciones: roles } = useOpciones(permisosList, 'roles');
  const { opciones: agencias } = useOpciones(agenciasList, withAgencias ? 'agencias' : null);

  return {
    roles: toOptions(roles, 'id', 'title'),
    agencias: toOptions(agencias, 'id', 'nombre'),
    rolId: (title) => roles.find((r) => r.title === title)?.id ?? null,
  };
}
