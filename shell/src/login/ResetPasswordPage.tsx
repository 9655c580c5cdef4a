import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MENSAJES } from '@verifica/contracts';
import { Button, PasswordField, apiErrorMessage, fieldErrors, useSnackbar, type FieldErrors } from '@verifica/shared';
import { passwordReset } from '../api/auth';
import { Actions, AuthCard, AuthPage } from './AuthCard';

/** /password/reset?token=...: the page the recovery mail links to. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const snackbar = useSnackbar();
  const [password, setPassword] = useState('');
  const [confirmacion, setConfirmacion] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    try {
      const res = await passwordReset({ token, password, password_confirmation: confirmacion });
      const message = res.message || MENSAJES.contrasenaRestablecida;
      setDone(message);
      snackbar.success(message);
    } catch (error) {
      setErrors(fieldErrors(error));
      snackbar.error(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthPage>
      <AuthCard>
        <h1>Restablecer contraseña</h1>
        {done ? (
          <p role="status">{done}</p>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate>
            {!token && <p role="alert">{MENSAJES.tokenRecuperacionInvalido}</p>}
            {errors.token && <p role="alert">{errors.token.join(' ')}</p>}
            <PasswordField label="Nueva contraseña" name="password" autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} />
            <PasswordField
              label="Confirmar contraseña"
              name="password_confirmation"
              autoComplete="new-password"
              value={confirmacion}
              onChange={setConfirmacion}
              error={errors.password_confirmation}
            />
            <Actions>
              <Button type="submit" loading={busy} disabled={!token}>
                Cambiar Contraseña
              </Button>
            </Actions>
          </form>
        )}
        <Link to="/">Ir a Login</Link>
      </AuthCard>
    </AuthPage>
  );
}
