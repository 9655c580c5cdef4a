import { FormLayout, PageHeader, PasswordField, Select, Switch, TextField, screenTitle, useRouteId } from '@verifica/shared';
import type { UsuariosVariant } from '../usuarios/variants';
import { useUsuarioForm } from './hooks/useUsuarioForm';

export interface UsuarioFormScreenProps {
  variant: UsuariosVariant;
}

/** The usuario (and gestor) form, id 0 = new: the fields of SPEC §3 with the server's errors under each. */
export function UsuarioFormScreen({ variant }: UsuarioFormScreenProps) {
  const form = useUsuarioForm(useRouteId(), variant);
  const { field, options, isNew } = form;

  return (
    <section data-screen={variant.formRoute}>
      <PageHeader title={screenTitle(variant.formRoute)} />
      <FormLayout
        label={isNew ? `Nuevo ${variant.noun}` : `Editar ${variant.noun}`}
        {...form.layout}
      >
        <TextField {...field('nombre', 'Nombre')} autoFocus />
        <TextField {...field('apellido_paterno', 'Apellido Paterno')} />
        <TextField {...field('apellido_materno', 'Apellido Materno')} />
        <TextField {...field('correo', 'Correo')} type="email" autoComplete="off" />
        <PasswordField
          {...field('password', 'Contraseña')}
          autoComplete="new-password"
          helperText={isNew ? 'Obligatoria para crear el usuario (mínimo 8 caracteres)' : 'Opcional: déjala vacía para conservar la actual'}
        />
        <TextField {...field('telefono', 'Teléfono')} type="tel" />
        {form.showAgencia && <Select<number> {...field('agencia_id', 'Agencia')} options={options.agencias} clearable />}
        <Select<number> {...field('rol_id', 'Tipo Usuario')} options={options.roles} disabled={form.rolFixed} />
        <TextField {...field('direccion', 'Dirección')} />
        <div style={{ alignSelf: 'end', paddingBottom: 8 }}>
          <Switch {...field('activo', 'Activo')} />
        </div>
      </FormLayout>
    </section>
  );
}
