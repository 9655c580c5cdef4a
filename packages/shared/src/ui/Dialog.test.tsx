import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Select } from './select/Select';

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

  it('Esc closes every dialog, persistent ones too; a persistent one stays on a click outside it', async () => {
    const { unmount } = renderWithProviders(<Demo />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<Demo persistent />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Cerrar diálogo' })).not.toBeInTheDocument();
    // The space around the panel (headlessui's "outside").
    await userEvent.click(screen.getByRole('dialog').lastElementChild as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('cerrado')).toBeInTheDocument();
  });

  it('Esc closes only the top dialog of two', async () => {
    function Dos() {
      const [fuera, setFuera] = useState(true);
      const [dentro, setDentro] = useState(false);
      return (
        <Dialog open={fuera} persistent onClose={() => setFuera(false)} title="Editar Verificacion">
          <Button onClick={() => setDentro(true)}>Ampliar foto 1</Button>
          <Dialog open={dentro} persistent onClose={() => setDentro(false)} title="Foto 1">
            foto
          </Dialog>
        </Dialog>
      );
    }
    renderWithProviders(<Dos />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ampliar foto 1' }));
    expect(await screen.findByRole('dialog', { name: 'Foto 1' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Foto 1' })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Editar Verificacion' })).toBeInTheDocument();
  });

  it('Esc closes a persistent dialog also when the focus fell out of it (a button that became disabled)', async () => {
    renderWithProviders(<Demo persistent />);
    await screen.findByRole('dialog');
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Esc with a list open inside the dialog closes the list first, then the dialog', async () => {
    function ConLista() {
      const [open, setOpen] = useState(true);
      const [v, setV] = useState<number | null>(null);
      return (
        <Dialog open={open} persistent onClose={() => setOpen(false)} title="Reasignar Gestor">
          <Select label="Nuevo Gestor" options={[{ value: 1, label: 'Gloria Gestora' }]} value={v} onChange={setV} />
        </Dialog>
      );
    }
    renderWithProviders(<ConLista />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar opciones de Nuevo Gestor' }));
    expect(await screen.findByRole('option', { name: 'Gloria Gestora' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reasignar Gestor' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
