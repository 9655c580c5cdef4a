import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders as render } from '../../testing/render';
import { AvisoSeleccion } from '../../ui/AvisoSeleccion';
import { useSeleccion } from './useSeleccion';

const PAGINAS = [
  [1, 2, 3],
  [4, 5, 6],
];

function Lista({ total }: { total: number }) {
  const [pagina, setPagina] = useState(0);
  const ids = PAGINAS[pagina] ?? [];
  const s = useSeleccion({ pagina: ids, total, clave: String(pagina) });
  return (
    <>
      {ids.map((id) => (
        <label key={id}>
          <input type="checkbox" checked={s.ids.includes(id)} onChange={() => s.alternar(id)} />
          {`Fila ${id}`}
        </label>
      ))}
      <button onClick={() => s.seleccionar([...ids])}>Toda la página</button>
      <button onClick={s.limpiar}>Ninguna</button>
      <button onClick={() => setPagina(1)}>Página 2</button>
      <AvisoSeleccion seleccion={s} plural="folios" />
      <output aria-label="Cuántas">{s.cantidad}</output>
    </>
  );
}

const cuantas = () => screen.getByRole('status', { name: 'Cuántas' }).textContent;

describe('useSeleccion', () => {
  it('toggle adds and removes a row; clear empties; a new view starts a new selection', async () => {
    render(<Lista total={6} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Fila 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Fila 3' }));
    expect(cuantas()).toBe('2');
    await user.click(screen.getByRole('checkbox', { name: 'Fila 2' }));
    expect(screen.getByRole('checkbox', { name: 'Fila 2' })).not.toBeChecked();
    expect(cuantas()).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Ninguna' }));
    expect(cuantas()).toBe('0');

    await user.click(screen.getByRole('checkbox', { name: 'Fila 1' }));
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(cuantas()).toBe('0');
    expect(screen.getByRole('checkbox', { name: 'Fila 4' })).not.toBeChecked();
  });

  it('the whole page selected offers every row of the filter; unselecting a row goes back to the rows', async () => {
    render(<Lista total={6} />);
    const user = userEvent.setup();
    expect(screen.queryByText(/seleccionados/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toda la página' }));
    expect(screen.getByText('3 folios de esta página seleccionados.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seleccionar los 6 resultados' }));
    expect(screen.getByText('Los 6 resultados están seleccionados.')).toBeInTheDocument();
    expect(cuantas()).toBe('6');
    await user.click(screen.getByRole('checkbox', { name: 'Fila 1' }));
    expect(cuantas()).toBe('2');
    expect(screen.queryByText(/resultados/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Toda la página' }));
    await user.click(screen.getByRole('button', { name: 'Seleccionar los 6 resultados' }));
    await user.click(screen.getByRole('button', { name: 'Limpiar selección' }));
    expect(cuantas()).toBe('0');
  });

  it('a filter whose rows all fit on the page offers nothing more', async () => {
    render(<Lista total={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Toda la página' }));
    expect(cuantas()).toBe('3');
    expect(screen.queryByRole('button', { name: /^Seleccionar los/ })).not.toBeInTheDocument();
  });
});
