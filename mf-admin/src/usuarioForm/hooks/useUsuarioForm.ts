import { usuarioCreateSchema, usuarioUpdateSchema, type Usuario, type UsuarioInput } from '@verifica/contracts';
import { pathTo, useRecordForm, useSession, validateWith, type RecordForm } from '@verifica/shared';
import { usuarios } from '../../api';
import { fixedRolTitle, type UsuariosVariant } from '../../usuarios/variants';
import { useUsuarioOptions, type UsuarioOptions } from './useUsuarioOptions';

/** The text fields as typed; `password` is required to create, blank on edit keeps the current one. */
type TextosUsuario = 'nombre' | 'apellido_paterno' | 'apellido_materno' | 'correo' | 'password' | 'telefono' | 'direccion';

export type UsuarioFormValues = Record<TextosUsuario, string> & { agencia_id: number | null; rol_id: number | null; activo: boolean };

export const NUEVO_USUARIO: UsuarioFormValues = {
  nombre: '',
  apellido_paterno: '',
  apellido_materno: '',
  correo: '',
  password: '',
  telefono: '',
  agencia_id: null,
  rol_id: null,
  direccion: '',
  activo: true,
};

export function usuarioToValues(usuario: Usuario): UsuarioFormValues {
  return {
    nombre: usuario.nombre,
    apellido_paterno: usuario.apellido_paterno,
    apellido_materno: usuario.apellido_materno,
    correo: usuario.correo,
    password: '',
    telefono: usuario.telefono,
    agencia_id: usuario.agencia_id,
    rol_id: usuario.rol_id,
    direccion: usuario.direccion,
    activo: usuario.activo,
  };
}

export interface UsuarioFormController extends RecordForm<UsuarioFormValues> {
  options: UsuarioOptions;
  /** The agency selector is shown (broad permission only, SPEC §6). */
  showAgencia: boolean;
  /** The role is fixed by the variant (Gestores): shown, not chosen. */
  rolFixed: boolean;
}

function saveUsuario(body: UsuarioInput, id: number): Promise<Usuario> {
  return id === 0 ? usuarios.create(body) : usuarios.update(id, body);
}

/**
 * The usuario form's controller: GET /api/usuarios/{id}, POST /api/usuarios or PUT
 * /api/usuarios/{id}, with the roles (and, for the broad permission, the agencies) to choose from.
 * Scoped users send no agencia_id: the server puts the user in their own agency.
 */
export function useUsuarioForm(id: number | null, variant: UsuariosVariant): UsuarioFormController {
  const { isBroad } = useSession();
  const options = useUsuarioOptions(isBroad);
  const rolTitle = fixedRolTitle(variant);
  const fixedRolId = rolTitle ? options.rolId(rolTitle) : null;

  const form = useRecordForm<UsuarioFormValues, Usuario, UsuarioInput>({
    id,
    initialValues: NUEVO_USUARIO,
    load: usuarios.get,
    toValues: usuarioToValues,
    validate: (values, isNew) => {
      const body = {
        ...values,
        // Blank is "no password": required on create ('La contraseña es obligatoria'), kept on edit.
        password: values.password === '' ? undefined : values.password,
        agencia_id: isBroad ? values.agencia_id : undefined,
        rol_id: rolTitle ? fixedRolId : values.rol_id,
      };
      return isNew ? validateWith(usuarioCreateSchema, body) : validateWith(usuarioUpdateSchema, body);
    },
    save: saveUsuario,
    listPath: pathTo(variant.listRoute),
  });

  // The variant's fixed role is what the form shows, whatever the record or the values say.
  const { field: bind } = form;
  const field = ((name: keyof UsuarioFormValues & string, label?: string) => {
    const binding = label === undefined ? bind(name) : bind(name, label);
    return rolTitle && name === 'rol_id' ? { ...binding, value: fixedRolId } : binding;
  }) as RecordForm<UsuarioFormValues>['field'];

  return {
    ...form,
    field,
    values: rolTitle ? { ...form.values, rol_id: fixedRolId } : form.values,
    options,
    showAgencia: isBroad,
    rolFixed: rolTitle !== undefined,
  };
}
