import { Suspense, lazy, startTransition, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { PantallaEntera, useEsperaEnMontaje, type ControlDiferido } from './PantallaEntera';

/** A deferred control whose code arrives when the test says. */
function controlPendiente(nombre: string) {
  let llegar = () => undefined as void;
  let listo = false;
  const carga = new Promise<{ texto: string }>((resolve) => {
    llegar = () => {
      listo = true;
      resolve({ texto: `${nombre} listo` });
    };
  });
  const control: ControlDiferido<{ texto: string }> = { nombre: 'tabla', cargar: () => carga, cargado: () => listo };
  // What a kit wrapper renders (ui/select/LazySelects.tsx, say): the control's code, under its placeholder.
  const Impl = lazy(() => control.cargar().then(({ texto }) => ({ default: () => <p>{texto}</p> })));
  function Control() {
    useEsperaEnMontaje(control);
    return (
      <Suspense fallback={<p>marcador de {nombre}</p>}>
        <Impl />
      </Suspense>
    );
  }
  return { Control, llegar: () => act(async () => llegar()) };
}

describe('PantallaEntera', () => {
  // That no placeholder flashes in between is checked in Chromium (e2e/tests/solicitudes.spec.ts):
  // act() does not yield to the microtask in which React.lazy resolves, a browser does.
  it('la pantalla espera a sus controles: lo que había sigue hasta que llegan todos', async () => {
    const tabla = controlPendiente('tabla');
    const fecha = controlPendiente('fecha');
    let abrir = () => undefined as void;
    function Marco() {
      const [abierta, setAbierta] = useState(false);
      abrir = () => startTransition(() => setAbierta(true));
      if (!abierta) return <p>Cargando…</p>;
      return (
        <PantallaEntera>
          <h1>Reporte</h1>
          <tabla.Control />
          <fecha.Control />
        </PantallaEntera>
      );
    }
    render(<Marco />);
    await act(async () => abrir());
    // The transition waits: what was on screen stays.
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reporte' })).not.toBeInTheDocument();
    await tabla.llegar();
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    await fecha.llegar();
    expect(await screen.findByRole('heading', { name: 'Reporte' })).toBeInTheDocument();
    expect(await screen.findByText('tabla listo')).toBeInTheDocument();
    expect(await screen.findByText('fecha listo')).toBeInTheDocument();
  });

  it('un control que aparece después del montaje muestra su marcador y no oculta la pantalla', async () => {
    const dialogo = controlPendiente('fecha del diálogo');
    let mostrar = () => undefined as void;
    function Pantalla() {
      const [conDialogo, setConDialogo] = useState(false);
      mostrar = () => setConDialogo(true);
      return (
        <>
          <h1>Reporte</h1>
          {conDialogo && <dialogo.Control />}
        </>
      );
    }
    render(
      <PantallaEntera>
        <Pantalla />
      </PantallaEntera>,
    );
    await act(async () => mostrar());
    expect(screen.getByRole('heading', { name: 'Reporte' })).toBeInTheDocument();
    expect(screen.getByText('marcador de fecha del diálogo')).toBeInTheDocument();
    await dialogo.llegar();
    expect(await screen.findByText('fecha del diálogo listo')).toBeInTheDocument();
  });

  it('fuera de PantallaEntera, cada control muestra su marcador mientras carga', async () => {
    const tabla = controlPendiente('tabla');
    await act(async () => {
      render(
        <>
          <h1>Arnés</h1>
          <tabla.Control />
        </>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Arnés' })).toBeInTheDocument();
    expect(screen.getByText('marcador de tabla')).toBeInTheDocument();
    await tabla.llegar();
    expect(await screen.findByText('tabla listo')).toBeInTheDocument();
  });
});
