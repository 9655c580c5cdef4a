import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES } from '@verifica/contracts';
import { setupTestApi } from '@verifica/shared/testing';
import { validationReply } from '../test/fixtures';
import { renderScreen } from '../test/renderScreen';

const api = setupTestApi({ logIn: 'administrador' });

const actual = () => screen.getByLabelText('Contraseña Actual', { selector: 'input' });
const nueva = () => screen.getByLabelText('Nueva Contraseña', { selector: 'input' });
const confirmar = () => screen.getByLabelText('Confirmar Contraseña', { selector: 'input' });

async function fill(actualValue: string, nuevaValue: string, confirmacion: string) {
  const user = userEvent.setup();
  await user.type(actual(), actualValue);
  await user.type(nueva(), nuevaValue);
  await user.type(confirmar(), confirmacion);
  return user;
}

describe('ChangePassword', () => {
  it('on success says so in the top snackbar (with Cerrar) and clears the fields', async () => {
    api.on('POST /api/change_password', { body: { message: MENSAJES.contrasenaActualizada, token: 'token-nuevo' } });
    renderScreen('/admin/change_password', api.baseURL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cambio de Contraseña' })).toBeInTheDocument();
    const user = await fill('Verifica.2026', 'NuevaClave.1', 'NuevaClave.1');
    await user.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));

    const snackbar = await screen.findByRole('status');
    expect(snackbar).toHaveTextContent(MENSAJES.contrasenaActualizada);
    expect(api.calls('POST /api/change_password')[0]?.body).toEqual({
      old_password: 'Verifica.2026',
      password: 'NuevaClave.1',
      password_confirmation: 'NuevaClave.1',
    });
    expect(api.calls('POST /api/change_password')[0]?.authorization).toBe('Bearer token-administrador');
    // The change ended the old session: the next request goes with the token of the answer.
    expect(localStorage.getItem('token')).toBe('token-nuevo');
    expect(actual()).toHaveValue('');
    expect(nueva()).toHaveValue('');
    expect(confirmar()).toHaveValue('');
    await user.click(within(snackbar).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('on failure shows the server message and the errors under each field, keeping the values (Enter submits)', async () => {
    api.on(
      'POST /api/change_password',
      validationReply({
        old_password: [MENSAJES.contrasenaActualInvalida],
        password: ['La contraseña debe tener al menos 8 caracteres'],
        password_confirmation: ['La confirmación no coincide con la contraseña'],
      }),
    );
    renderScreen('/admin/change_password', api.baseURL);
    await screen.findByRole('heading', { level: 1, name: 'Cambio de Contraseña' });
    await fill('mala', 'corta', 'otra{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Los datos proporcionados no son válidos');
    expect(actual()).toHaveAccessibleDescription(MENSAJES.contrasenaActualInvalida);
    expect(nueva()).toHaveAccessibleDescription('La contraseña debe tener al menos 8 caracteres');
    expect(confirmar()).toHaveAccessibleDescription('La confirmación no coincide con la contraseña');
    expect(actual()).toHaveValue('mala');
    expect(screen.getByRole('button', { name: 'Cambiar Contraseña' })).toBeEnabled();
  });

  it('disables the button while the change is in flight', async () => {
    api.on('POST /api/change_password', { body: { message: MENSAJES.contrasenaActualizada }, delayMs: 200 });
    renderScreen('/admin/change_password', api.baseURL);
    await screen.findByRole('heading', { level: 1, name: 'Cambio de Contraseña' });
    const user = await fill('Verifica.2026', 'NuevaClave.1', 'NuevaClave.1');
    await user.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));
    expect(screen.getByRole('button', { name: 'Cambiar Contraseña' })).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent(MENSAJES.contrasenaActualizada);
    expect(api.calls('POST /api/change_password')).toHaveLength(1);
  });
});
