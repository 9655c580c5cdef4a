import { render, screen, waitFor } from '@testing-library/react';
import { LeyendasEnEspanol } from './LeyendasEnEspanol';

describe('LeyendasEnEspanol', () => {
  it('says a chart legend in Spanish, as drawn and after a toggle', async () => {
    render(
      <LeyendasEnEspanol>
        <div className="apexcharts-legend-series" role="button" aria-label="Intentos, visible. Press Enter or Space to toggle." />
      </LeyendasEnEspanol>,
    );
    const leyenda = screen.getByRole('button');
    await waitFor(() => expect(leyenda).toHaveAttribute('aria-label', 'Intentos, visible. Pulsa Intro o Espacio para ocultarla.'));
    leyenda.setAttribute('aria-label', 'Intentos, hidden. Press Enter or Space to toggle.');
    await waitFor(() => expect(leyenda).toHaveAttribute('aria-label', 'Intentos, oculta. Pulsa Intro o Espacio para mostrarla.'));
  });
});
