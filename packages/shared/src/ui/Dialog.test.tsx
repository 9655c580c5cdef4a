import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { Button } from './Button';
import { Dialog } from './Dialog';

function Demo({ persistent }: { persistent?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'abierto' : 'cerrado'}</p>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Cargar Archivo"
        persistent={persistent}
        maxWidth={600}
        actions={<Button onClick={() => setOpen(false)}>Cerrar</Button>}
      >
        Contenido del diálogo
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, with its actions', async () => {
    renderWithProviders(<Demo />);
    const dialog = await screen.findByRole('dialog', { name: 'Cargar Archivo' });
    expect(dialog).toHaveTextContent('Contenido del diálogo');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape unless persistent', async () => {
    const { unmount } = renderWithProviders(<Demo />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<Demo persistent />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar diálogo' })).not.toBeInTheDocument();
  });
});
