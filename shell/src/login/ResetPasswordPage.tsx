import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@verifica/shared/router';
import { MENSAJES, type MessageBody } from '@verifica/contracts';
import { Button, PasswordField, useEnvio } from '@verifica/shared/base';
import { passwordReset } from '../api/auth';
import { Actions, AuthCard, AuthPage } from './AuthCard';

/** /password/reset?token=...: the page the recovery mail links to. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { enviando: busy, errores: errors, enviar } = useEnvio();
  const [password, setPassword] = useState('');
  const [confirmacion, setConfirmacion] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const mensaje = (res: MessageBody) => res.message || MENSAJES.contrasenaRestablecida;
    enviar(() => passwordReset({ token, password, password_confirmation: confirmacion }), { exito: mensaje }, (res) => setDone(mensaje(res)));
  };

  return (
    <AuthPage>
      <AuthCard>
        <h1>Restablecer contraseña</h1>
        {done ? (
          <p role="status">{done}</p>
        ) : (
          <form onSubmit={submit} noValidate>
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
