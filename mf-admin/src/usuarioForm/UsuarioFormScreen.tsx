import styled from 'styled-components';
import { PageHeader, PasswordField, Select, Switch, TextField } from '@verifica/shared';
import { FormLayout } from '../common/FormLayout';
import { useRouteId } from '../common/hooks/useRouteId';
import { screenTitle } from '../common/screenTitle';
import type { UsuariosVariant } from '../usuarios/variants';
import { useUsuarioForm } from './hooks/useUsuarioForm';

const FieldError = styled.p`
  margin: 4px 0 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

export interface UsuarioFormScreenProps {
  variant: UsuariosVariant;
}

/** The usuario (and gestor) form, id 0 = new: the fields of SPEC §3 with the server's errors under each. */
export function UsuarioFormScreen({ variant }: UsuarioFormScreenProps) {
  const form = useUsuarioForm(useRouteId(), variant);
  const { values, setField, errors, options, isNew } = form;

  return (
    <section data-screen={variant.formRoute}>
      <PageHeader title={screenTitle(variant.formRoute)} />
      <FormLayout
        label={isNew ? `Nuevo ${variant.noun}` : `Editar ${variant.noun}`}
        onSubmit={form.submit}
        onCancel={form.cancel}
        loading={form.loading}
        saving={form.saving}
      >
        <TextField label="Nombre" name="nombre" value={values.nombre} onChange={(v) => setField('nombre', v)} error={errors.nombre} autoFocus />
        <TextField
          label="Apellido Paterno"
          name="apellido_paterno"
          value={values.apellido_paterno}
          onChange={(v) => setField('apellido_paterno', v)}
          error={errors.apellido_paterno}
        />
        <TextField
          label="Apellido Materno"
          name="apellido_materno"
          value={values.apellido_materno}
          onChange={(v) => setField('apellido_materno', v)}
          error={errors.apellido_materno}
        />
        <TextField
          label="Correo"
          name="correo"
          type="email"
          autoComplete="off"
          value={values.correo}
          onChange={(v) => setField('correo', v)}
          error={errors.correo}
        />
        <PasswordField
          label="Contraseña"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(v) => setField('password', v)}
          error={errors.password}
          helperText={isNew ? 'Obligatoria para crear el usuario (mínimo 8 caracteres)' : 'Opcional: déjala vacía para conservar la actual'}
        />
        <TextField label="Telefono" name="telefono" type="tel" value={values.telefono} onChange={(v) => setField('telefono', v)} error={errors.telefono} />
        {form.showAgencia && (
          <Select<number>
            label="Agencia"
            options={options.agencias}
            value={values.agencia_id}
            onChange={(v) => setField('agencia_id', v)}
            error={errors.agencia_id}
            clearable
          />
        )}
        <Select<number>
          label="Tipo Usuario"
          options={options.roles}
          value={values.rol_id}
          onChange={(v) => setField('rol_id', v)}
          error={errors.rol_id}
          disabled={form.rolFixed}
        />
        <TextField label="Direccion" name="direccion" value={values.direccion} onChange={(v) => setField('direccion', v)} error={errors.direccion} />
        <div style={{ alignSelf: 'end', paddingBottom: 8 }}>
          <Switch label="Activo" checked={values.activo} onChange={(v) => setField('activo', v)} />
          {errors.activo?.map((message) => (
            <FieldError key={message}>{message}</FieldError>
          ))}
        </div>
      </FormLayout>
    </section>
  );
}
