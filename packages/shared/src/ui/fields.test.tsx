import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { Checkbox } from './Checkbox';
import { Collapsible } from './Collapsible';
import { PasswordField } from './PasswordField';
import { Switch } from './Switch';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled, editable, and shows the server messages under it', async () => {
    function Nombre() {
      const [v, setV] = useState('');
      return <TextField label="Nombre" value={v} onChange={setV} error={['Este campo es obligatorio', 'Debe tener como máximo 150 caracteres']} />;
    }
    renderWithProviders(<Nombre />);
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    await userEvent.type(input, 'Agencia Norte');
    expect(input).toHaveValue('Agencia Norte');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Este campo es obligatorio Debe tener como máximo 150 caracteres');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Este campo es obligatorio',
      'Debe tener como máximo 150 caracteres',
    ]);
  });

  it('without errors it is valid and shows its helper text', () => {
    renderWithProviders(<TextField label="Correo" value="a@b.mx" helperText="Tu correo de acceso" />);
    const input = screen.getByRole('textbox', { name: 'Correo' });
    expect(input).toBeValid();
    expect(input).toHaveAccessibleDescription('Tu correo de acceso');
  });
});

describe('PasswordField', () => {
  it('hides the password and shows it on demand', async () => {
    renderWithProviders(<PasswordField label="Contraseña" value="secreta123" />);
    const input = screen.getByLabelText('Contraseña');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('Switch and Checkbox', () => {
  it('toggle with click and keyboard', async () => {
    function Demo() {
      const [on, setOn] = useState(false);
      const [activo, setActivo] = useState(true);
      return (
        <>
          <Switch label="Recuperar contraseña" checked={on} onChange={setOn} />
          <Checkbox label="Activo" checked={activo} onChange={setActivo} />
        </>
      );
    }
    renderWithProviders(<Demo />);
    const sw = screen.getByRole('switch', { name: 'Recuperar contraseña' });
    expect(sw).not.toBeChecked();
    await userEvent.click(sw);
    expect(sw).toBeChecked();
    sw.focus();
    await userEvent.keyboard(' ');
    expect(sw).not.toBeChecked();

    const cb = screen.getByRole('checkbox', { name: 'Activo' });
    expect(cb).toBeChecked();
    await userEvent.click(screen.getByText('Activo'));
    expect(cb).not.toBeChecked();
  });
});

describe('Switch', () => {
  it('announces its errors as its description and does not toggle while disabled', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Switch label="Conocen al cliente" checked={false} onChange={onChange} disabled error="Indica si lo conocen" />);
    const sw = screen.getByRole('switch', { name: 'Conocen al cliente' });
    expect(sw).toBeInvalid();
    expect(sw).toHaveAccessibleDescription('Indica si lo conocen');
    expect(sw).toBeDisabled();
    await userEvent.click(screen.getByText('Conocen al cliente'));
    expect(onChange).not.toHaveBeenCalled();
    expect(sw).not.toBeChecked();
  });
});

describe('Collapsible', () => {
  it('shows and hides its content', async () => {
    renderWithProviders(
      <Collapsible title="Filtros">
        <TextField label="Código postal desde" />
      </Collapsible>,
    );
    const toggle = screen.getByRole('button', { name: 'Filtros' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Código postal desde' })).toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Código postal desde' })).not.toBeInTheDocument();
  });
});
