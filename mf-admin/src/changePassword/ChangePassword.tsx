import styled from 'styled-components';
import { Button, Card, PageHeader, PasswordField, screenTitle } from '@verifica/shared';
import { useChangePassword } from './hooks/useChangePassword';

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
            <PasswordField
              label="Contraseña Actual"
              name="old_password"
              autoComplete="current-password"
              value={values.old_password}
              onChange={(v) => setField('old_password', v)}
              error={errors.old_password}
              autoFocus
            />
            <PasswordField
              label="Nueva Contraseña"
              name="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(v) => setField('password', v)}
              error={errors.password}
              helperText="Mínimo 8 caracteres"
            />
            <PasswordField
              label="Confirmar Contraseña"
              name="password_confirmation"
              autoComplete="new-password"
              value={values.password_confirmation}
              onChange={(v) => setField('password_confirmation', v)}
              error={errors.password_confirmation}
            />
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
