import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { TextField } from '../ui/TextField';
import { FILTROS_ABIERTOS_DESDE_PX, FiltrosPanel } from './FiltrosPanel';

function anchoDePantalla(px: number) {
  window.matchMedia = (query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    return { matches: px <= max, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false };
  };
}

const panel = (activos: number) =>
  renderWithProviders(
    <FiltrosPanel activos={activos}>
      <TextField label="Buscar" value="" onChange={() => {}} />
    </FiltrosPanel>,
  );

describe('FiltrosPanel', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('starts closed on a phone (390 px), saying how many filters are in use; the header opens it', async () => {
    anchoDePantalla(390);
    panel(2);
    const encabezado = screen.getByRole('button', { name: 'Filtros (2 activos)' });
    expect(encabezado).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Buscar' })).not.toBeInTheDocument();
    await userEvent.setup().click(encabezado);
    expect(encabezado).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toBeVisible();
  });

  it(`starts open from ${FILTROS_ABIERTOS_DESDE_PX} px; no count when no filter is in use, "1 activo" for one`, () => {
    anchoDePantalla(FILTROS_ABIERTOS_DESDE_PX);
    const { unmount } = panel(0);
    expect(screen.getByRole('button', { name: 'Filtros' })).toHaveAttribute('aria-expanded', 'true');
    unmount();
    panel(1);
    expect(screen.getByRole('button', { name: 'Filtros (1 activo)' })).toBeInTheDocument();
  });
});
