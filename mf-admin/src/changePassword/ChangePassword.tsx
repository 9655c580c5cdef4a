import styled from 'styled-components';
import { Button, Card, PageHeader, PasswordField, screenTitle } from '@verifica/shared';
import { useChangePassword, type ChangePasswordValues } from './hooks/useChangePassword';

/** The three fields, in order; the first takes the focus. */
const CAMPOS: readonly { name: keyof ChangePasswordValues; label: string; autoComplete: string; helperText?: string }[] = [
  { name: 'old_password', label: 'Contraseña Actual', autoComplete: 'current-password' },
  { name: 'password', label: 'Nueva Contraseña', autoComplete: 'new-password', helperText: 'Mínimo 8 caracteres' },
  { name: 'password_confirmation', label: 'Confirmar Contraseña', autoComplete: 'new-password' },
];

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 420px;
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** Cambio de Contraseña (is_admin): current, new and confirmation; results in the top snackbar. */
export default function ChangePassword() {
  const { values, setField, errors, saving, submit } = useChangePassword();
  return (
    <section data-screen="changePassword">
      <PageHeader title={screenTitle('changePassword')} />
      <Card>
        <form aria-label="Cambiar contraseña" onSubmit={submit} noValidate>
          <Fields>
            {CAMPOS.map((campo, i) => (
              <PasswordField
                key={campo.name}
                {...campo}
                value={values[campo.name]}
                onChange={(v) => setField(campo.name, v)}
                error={errors[campo.name]}
                autoFocus={i === 0}
              />
            ))}
          </Fields>
          <Actions>
            <Button type="submit" loading={saving}>
              Cambiar Contraseña
            </Button>
          </Actions>
        </form>
      </Card>
    </section>
  );
}
