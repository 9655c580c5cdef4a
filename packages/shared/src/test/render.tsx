import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { VerificaProviders } from '../VerificaProviders';

function Wrapper({ children }: { children: ReactNode }) {
  return <VerificaProviders globalStyle={false}>{children}</VerificaProviders>;
}

/** Renders inside the theme, snackbar and session providers. */
export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Wrapper, ...options });
}
