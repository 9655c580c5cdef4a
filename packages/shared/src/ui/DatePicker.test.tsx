import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, useControlado } from '../testing/render';
import { DatePicker } from './DatePicker';

function Rango({ onDesde, onHasta }: { onDesde?: (v: string) => void; onHasta?: (v: string) => void }) {
  const [desde, setDesde] = useControlado<string>('2025-03-10', onDesde);
  const [hasta, setHasta] = useControlado<string>('', onHasta);
  return (
    <>
      <DatePicker label="Fecha desde" value={desde} onChange={setDesde} clearable />
      <DatePicker label="Fecha hasta" value={hasta} minDate={desde} onChange={setHasta} />
    </>
  );
}

/** Replaces the field's text with `texto`, then Enter or Tab (leaving the field) applies it. */
async function aplicar(campo: HTMLElement, texto: string, tecla: 'Enter' | 'Tab') {
  await userEvent.clear(campo);
  await userEvent.type(campo, texto);
  if (tecla === 'Enter') await userEvent.keyboard('{Enter}');
  else await userEvent.tab();
}

describe('DatePicker', () => {
  it('shows a Spanish calendar and picks a date (value and display YYYY-MM-DD, SPEC §9)', async () => {
    const onDesde = jest.fn();
    renderWithProviders(<Rango onDesde={onDesde} />);
    expect(screen.getByLabelText('Fecha desde')).toHaveValue('2025-03-10');

    await userEvent.click(screen.getByRole('button', { name: 'Abrir calendario de Fecha desde' }));
    const calendario = await screen.findByRole('grid');
    expect(screen.getByText(/marzo 2025/i)).toBeInTheDocument();
    expect(within(calendario).getByRole('button', { name: 'lunes, 10 de marzo de 2025, seleccionado' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'sábado, 15 de marzo de 2025' }));

    expect(onDesde).toHaveBeenLastCalledWith('2025-03-15');
    expect(screen.getByLabelText('Fecha desde')).toHaveValue('2025-03-15');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('does not allow days before minDate', async () => {
    const onHasta = jest.fn();
    renderWithProviders(<Rango onHasta={onHasta} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir calendario de Fecha hasta' }));
    await screen.findByRole('grid');
    expect(screen.getByText(/marzo 2025/i)).toBeInTheDocument();

    const antes = screen.getByRole('button', { name: 'miércoles, 5 de marzo de 2025' });
    expect(antes).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'jueves, 20 de marzo de 2025' }));
    expect(onHasta).toHaveBeenCalledWith('2025-03-20');
    expect(screen.getByLabelText('Fecha hasta')).toHaveValue('2025-03-20');
  });

  it('can be cleared', async () => {
    renderWithProviders(<Rango />);
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar Fecha desde' }));
    expect(screen.getByLabelText('Fecha desde')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Limpiar Fecha desde' })).not.toBeInTheDocument();
  });

  it('takes a typed day (dd/mm/aaaa, or YYYY-MM-DD pasted): Enter or leaving the field applies it', async () => {
    const onDesde = jest.fn();
    renderWithProviders(<Rango onDesde={onDesde} />);
    const desde = screen.getByLabelText('Fecha desde');
    expect(desde).toHaveAttribute('placeholder', 'aaaa-mm-dd');
    await userEvent.clear(desde);
    await userEvent.type(desde, '05/01/2024');
    expect(onDesde).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onDesde).toHaveBeenLastCalledWith('2024-01-05');
    expect(desde).toHaveValue('2024-01-05');

    // One-digit day and month applied when the focus leaves (Tab); a pasted YYYY-MM-DD.
    for (const [texto, tecla, fecha] of [['7/2/2023', 'Tab', '2023-02-07'], ['2022-12-31', 'Enter', '2022-12-31']] as const) {
      await aplicar(desde, texto, tecla);
      expect(onDesde).toHaveBeenLastCalledWith(fecha);
      expect(desde).toHaveValue(fecha);
    }
    // The calendar opens on the typed day.
    await userEvent.click(screen.getByRole('button', { name: 'Abrir calendario de Fecha desde' }));
    expect(await screen.findByRole('button', { name: 'sábado, 31 de diciembre de 2022, seleccionado' })).toBeInTheDocument();
  });

  it('refuses an invalid typed day with a Spanish message under the field and keeps the applied value', async () => {
    const onDesde = jest.fn();
    const onHasta = jest.fn();
    renderWithProviders(<Rango onDesde={onDesde} onHasta={onHasta} />);
    const desde = screen.getByLabelText('Fecha desde');
    await aplicar(desde, '31/02/2025', 'Enter');
    expect(onDesde).not.toHaveBeenCalled();
    expect(desde).toHaveAttribute('aria-invalid', 'true');
    expect(desde).toHaveAccessibleDescription('La fecha no es válida; escríbela como aaaa-mm-dd o dd/mm/aaaa');
    // Fixing it clears the message.
    await aplicar(desde, '28/02/2025', 'Enter');
    expect(onDesde).toHaveBeenLastCalledWith('2025-02-28');
    expect(desde).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/no es válida/)).not.toBeInTheDocument();

    // Before the from-date of the range, and text that is not a date.
    const hasta = screen.getByLabelText('Fecha hasta');
    await aplicar(hasta, '01/01/2025', 'Tab');
    expect(hasta).toHaveAccessibleDescription('La fecha no puede ser anterior al 2025-02-28');
    expect(hasta).toHaveValue('01/01/2025');
    await aplicar(hasta, 'mañana', 'Enter');
    expect(hasta).toHaveAccessibleDescription('La fecha no es válida; escríbela como aaaa-mm-dd o dd/mm/aaaa');
    expect(onHasta).not.toHaveBeenCalled();
  });

  it('jumps by month and year with the calendar dropdowns (keyboard-usable selects)', async () => {
    const onDesde = jest.fn();
    renderWithProviders(<Rango onDesde={onDesde} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir calendario de Fecha desde' }));
    await screen.findByRole('grid');
    const anio = screen.getByRole('combobox', { name: 'Elegir el año' });
    const mes = screen.getByRole('combobox', { name: 'Elegir el mes' });
    expect(anio).toHaveValue('2025');
    await userEvent.selectOptions(anio, '2019');
    await userEvent.selectOptions(mes, within(mes).getByRole('option', { name: /agosto/i }));
    expect(screen.getByRole('grid', { name: /agosto 2019/i })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'jueves, 15 de agosto de 2019' }));
    expect(onDesde).toHaveBeenLastCalledWith('2019-08-15');
    expect(screen.getByLabelText('Fecha desde')).toHaveValue('2019-08-15');
  });

  it('a new value from outside replaces a refused text once the user has left the field', async () => {
    function ConReinicio() {
      const [desde, setDesde] = useState('2025-03-10');
      return (
        <>
          <DatePicker label="Fecha desde" value={desde} onChange={setDesde} />
          <button type="button" onClick={() => setDesde('2025-01-01')}>
            Reiniciar
          </button>
        </>
      );
    }
    renderWithProviders(<ConReinicio />);
    const desde = screen.getByLabelText('Fecha desde');
    await userEvent.clear(desde);
    await userEvent.type(desde, '99/99/2025');
    await userEvent.click(screen.getByRole('button', { name: 'Reiniciar' }));
    expect(desde).toHaveValue('2025-01-01');
    expect(desde).not.toHaveAttribute('aria-invalid');
  });
});
