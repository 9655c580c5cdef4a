import { useState, type ReactElement, type ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from '@verifica/shared/router';
import { VerificaProviders } from '../VerificaProviders';

function Wrapper({ children }: { children: ReactNode }) {
  return <VerificaProviders globalStyle={false}>{children}</VerificaProviders>;
}

/** Renders inside the theme, snackbar and session providers. */
export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Wrapper, ...options });
}

/** `ui` (with the providers) at `url`, one history entry after '/inicio' so that Back leaves the list. */
export function renderTrasInicio(ui: ReactElement, url: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/inicio', url]} initialIndex={1}>
      {ui}
    </MemoryRouter>,
  );
}

/** A controlled value inside a test component: its state, and an onChange that also tells `espia`. */
export function useControlado<T>(inicial: T, espia?: (valor: T) => void): [T, (valor: T) => void] {
  const [valor, setValor] = useState(inicial);
  const cambiar = (nuevo: T) => {
    setValor(nuevo);
    espia?.(nuevo);
  };
  return [valor, cambiar];
}
