import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { DatePicker } from './DatePicker';

function Rango({ onHasta }: { onHasta?: (v: string) => void }) {
  const [desde, setDesde] = useState('2025-03-10');
  const [hasta, setHasta] = useState('');
  return (
    <>
      <DatePicker label="Fecha desde" value={desde} onChange={setDesde} clearable />
      <DatePicker
        label="Fecha hasta"
        value={hasta}
        minDate={desde}
        onChange={(v) => {
          setHasta(v);
          onHasta?.(v);
        }}
      />
    </>
  );
}

describe('DatePicker', () => {
  it('shows a Spanish calendar and picks a date as YYYY-MM-DD', async () => {
    renderWithProviders(<Rango />);
    expect(screen.getByLabelText('Fecha desde')).toHaveValue('2025-03-10');

    await userEvent.click(screen.getByRole('button', { name: 'Abrir calendario de Fecha desde' }));
    const calendario = await screen.findByRole('grid');
    expect(screen.getByText(/marzo 2025/i)).toBeInTheDocument();
    expect(within(calendario).getByRole('button', { name: 'lunes, 10 de marzo de 2025, seleccionado' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'sábado, 15 de marzo de 2025' }));

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
});
