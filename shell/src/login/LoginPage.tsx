import { useState, type FormEvent } from 'react';
import { useNavigate } from '@verifica/shared/router';
import { MENSAJES } from '@verifica/contracts';
import {
  Button,
  PasswordField,
  Switch,
  TextField,
  apiErrorMessage,
  apiErrorStatus,
  useEnvio,
  useSession,
  useSnackbar,
} from '@verifica/shared/base';
import { login as loginCall, passwordEmail } from '../api/auth';
import { Actions, AuthCard, AuthPage } from './AuthCard';

/** SPEC §8: a failed login is the HTTP status plus the server data; no response is code 100. */
export interface LoginError {
  code: number;
  message: string;
}

export function loginError(error: unknown): LoginError {
  const status = apiErrorStatus(error);
  if (status === undefined) return { code: 100, message: MENSAJES.errorInesperado };
  return { code: status, message: apiErrorMessage(error) };
}

function LoginForm() {
  const { login } = useSession();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [correo, setCorreo] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const response = await loginCall({ correo, password });
      if (response.token) {
        login(response);
        navigate('/admin', { replace: true });
      }
    } catch (error) {
      snackbar.error(loginError(error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <TextField label="Correo" name="correo" type="email" autoComplete="username" value={correo} onChange={setCorreo} autoFocus />
      <PasswordField label="Contraseña" name="password" value={password} onChange={setPassword} />
      <Button type="submit" loading={busy} fullWidth>
        Login
      </Button>
    </form>
  );
}

function RecoveryForm({ onBack }: { onBack: () => void }) {
  const { enviando: busy, errores: errors, enviar } = useEnvio();
  const [correo, setCorreo] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    enviar(() => passwordEmail({ correo }), { exito: MENSAJES.correoRecuperacionEnviado });
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextField label="Correo" name="correo" type="email" autoComplete="username" value={correo} onChange={setCorreo} error={errors.correo} autoFocus />
      <Actions>
        <Button variant="text" onClick={onBack}>
          Ir a Login
        </Button>
        <Button type="submit" loading={busy}>
          Recuperar
        </Button>
      </Actions>
    </form>
  );
}

/** Login at '/' with the password-recovery switch (SPEC §2, §8). */
export function LoginPage() {
  const [recovering, setRecovering] = useState(false);
  return (
    <AuthPage>
      <AuthCard>
        <h1>Verifica</h1>
        {recovering ? <RecoveryForm onBack={() => setRecovering(false)} /> : <LoginForm />}
        <Switch label="Recuperar contraseña" checked={recovering} onChange={setRecovering} />
      </AuthCard>
    </AuthPage>
  );
}
