import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, useControlado } from '../../testing/render';
import { FreeMultiSelect } from './FreeMultiSelect';
import { MultiSelect } from './MultiSelect';
import { toOptions, type SelectOption } from './options';
import { Select } from './Select';

const agencias = toOptions(
  [
    { id: 1, nombre: 'Agencia Norte' },
    { id: 2, nombre: 'Agencia Querétaro' },
    { id: 3, nombre: 'Agencia Sur' },
  ],
  'id',
  'nombre',
);

function UnaAgencia({ options = agencias, onValue }: { options?: SelectOption<number>[]; onValue?: (v: number | null) => void }) {
  const [value, onChange] = useControlado<number | null>(null, onValue);
  return <Select label="Agencia" options={options} value={value} clearable onChange={onChange} />;
}

describe('Select', () => {
  it("says 'No hay datos disponibles' when there are no options", async () => {
    renderWithProviders(<UnaAgencia options={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar opciones de Agencia' }));
    expect(await screen.findByText('No hay datos disponibles')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('announces server errors as the description of the combobox', () => {
    renderWithProviders(
      <>
        <Select label="Rol" options={agencias} value={null} onChange={() => {}} error={['Selecciona un rol']} />
        <MultiSelect label="Agencias" options={agencias} value={[]} onChange={() => {}} error="Elige al menos una" />
      </>,
    );
    const rol = screen.getByRole('combobox', { name: 'Rol' });
    expect(rol).toHaveAccessibleDescription('Selecciona un rol');
    expect(rol).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Agencias' })).toHaveAccessibleDescription('Elige al menos una');
  });

  it("filters as the user types (accents ignored) and says 'No hay datos disponibles' when nothing matches", async () => {
    renderWithProviders(<UnaAgencia />);
    const input = screen.getByRole('combobox', { name: 'Agencia' });
    await userEvent.type(input, 'quere');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Agencia Querétaro']);
    await userEvent.type(input, 'xyz');
    expect(screen.getByText('No hay datos disponibles')).toBeInTheDocument();
  });

  it('is chosen with the mouse or the keyboard, and cleared', async () => {
    const onValue = jest.fn();
    renderWithProviders(<UnaAgencia onValue={onValue} />);
    const input = screen.getByRole('combobox', { name: 'Agencia' });

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar opciones de Agencia' }));
    await userEvent.click(screen.getByRole('option', { name: 'Agencia Sur' }));
    expect(onValue).toHaveBeenLastCalledWith(3);
    expect(input).toHaveValue('Agencia Sur');

    await userEvent.clear(input);
    await userEvent.type(input, 'norte{Enter}');
    expect(onValue).toHaveBeenLastCalledWith(1);
    expect(input).toHaveValue('Agencia Norte');

    await userEvent.click(screen.getByRole('button', { name: 'Limpiar Agencia' }));
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
  });
});

describe('MultiSelect', () => {
  function Varias() {
    const [value, setValue] = useState<number[]>([]);
    return <MultiSelect label="Agencias" options={agencias} value={value} onChange={setValue} />;
  }

  it('adds chosen options as chips and removes them', async () => {
    renderWithProviders(<Varias />);
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar opciones de Agencias' }));
    await userEvent.click(screen.getByRole('option', { name: 'Agencia Norte' }));
    await userEvent.click(screen.getByRole('option', { name: 'Agencia Sur' }));
    expect(screen.getByRole('option', { name: 'Agencia Norte' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Quitar Agencia Norte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar Agencia Sur' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Quitar Agencia Norte' }));
    expect(screen.queryByRole('button', { name: 'Quitar Agencia Norte' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar Agencia Sur' })).toBeInTheDocument();
  });

  it("says 'No hay datos disponibles' when empty", async () => {
    renderWithProviders(<MultiSelect label="Colonias" options={[]} value={[]} onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar opciones de Colonias' }));
    expect(await screen.findByText('No hay datos disponibles')).toBeInTheDocument();
  });
});

describe('FreeMultiSelect', () => {
  function Folios({ spy }: { spy: (v: string[]) => void }) {
    const [value, onChange] = useControlado<string[]>([], spy);
    return <FreeMultiSelect label="Folio Solicitud" value={value} onChange={onChange} />;
  }

  it('adds typed values with Enter as chips, without duplicates, and removes them', async () => {
    const spy = jest.fn();
    renderWithProviders(<Folios spy={spy} />);
    const input = screen.getByLabelText('Folio Solicitud');

    await userEvent.type(input, 'F-100{Enter}');
    await userEvent.type(input, '  F-200 {Enter}');
    await userEvent.type(input, 'F-100{Enter}');
    expect(spy).toHaveBeenLastCalledWith(['F-100', 'F-200']);
    expect(input).toHaveValue('');
    expect(screen.getByText('F-100')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Quitar F-100' }));
    expect(spy).toHaveBeenLastCalledWith(['F-200']);

    await userEvent.type(input, '{Backspace}');
    expect(spy).toHaveBeenLastCalledWith([]);
    expect(screen.queryByText('F-200')).not.toBeInTheDocument();
  });
  it('quick entries are all kept when the parent applies each change later (a value kept in the URL)', async () => {
    function Tardio() {
      const [value, setValue] = useState<string[]>([]);
      return <FreeMultiSelect label="Folios" value={value} onChange={(v) => setTimeout(() => setValue(v), 300)} />;
    }
    renderWithProviders(<Tardio />);
    const input = screen.getByLabelText('Folios');
    await userEvent.type(input, 'F-1{Enter}F-2{Enter}F-3{Enter}');
    // The parent's last change is the third chip: once it shows, the others must be there too.
    expect(await screen.findByText('F-3')).toBeInTheDocument();
    expect(screen.getByText('F-1')).toBeInTheDocument();
    expect(screen.getByText('F-2')).toBeInTheDocument();
  });
});
