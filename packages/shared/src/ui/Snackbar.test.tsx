import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES } from '@verifica/contracts';
import { renderWithProviders } from '../testing/render';
import { useSnackbar } from './Snackbar';

function Demo() {
  const snackbar = useSnackbar();
  return (
    <>
      <button onClick={() => snackbar.success(MENSAJES.contrasenaActualizada)}>Guardar</button>
      <button onClick={() => snackbar.error(MENSAJES.errorInesperado)}>Fallar</button>
    </>
  );
}

describe('Snackbar', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a success message as a status and hides it with Cerrar', async () => {
    renderWithProviders(<Demo />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(MENSAJES.contrasenaActualizada);
    expect(status).toHaveStyle({ backgroundColor: '#1e7a34' });

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByText(MENSAJES.contrasenaActualizada)).not.toBeInTheDocument();
  });

  it('shows an error as an alert in red', async () => {
    renderWithProviders(<Demo />);
    await userEvent.click(screen.getByRole('button', { name: 'Fallar' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error inesperado');
    expect(alert).toHaveStyle({ backgroundColor: '#b3261e' });
  });

  it('hides itself after 5000 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<Demo />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('status')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toHaveTextContent(MENSAJES.contrasenaActualizada);

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a new message replaces the previous one and restarts the timer', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<Demo />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    act(() => jest.advanceTimersByTime(3000));
    await user.click(screen.getByRole('button', { name: 'Fallar' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on a phone the message sits at the bottom and tells dialogs and the menu how much room to leave it, until it goes', async () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ matches: query.includes('599.98'), media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false }) as MediaQueryList;
    try {
      renderWithProviders(<Demo />);
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(screen.getByRole('status')).toBeInTheDocument();
      expect(document.documentElement.style.getPropertyValue('--verifica-aviso-inferior')).toMatch(/^\d+px$/);
      await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
      expect(document.documentElement.style.getPropertyValue('--verifica-aviso-inferior')).toBe('');
    } finally {
      window.matchMedia = original;
    }
  });
});
