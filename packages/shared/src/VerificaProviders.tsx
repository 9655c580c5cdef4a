import type { ReactNode } from 'react';
import { SessionProvider } from './session/SessionProvider';
import type { SessionStore } from './session/sessionStore';
import { GlobalStyle } from './ui/GlobalStyle';
import { SnackbarProvider } from './ui/Snackbar';
import { VerificaThemeProvider } from './ui/VerificaThemeProvider';

export interface VerificaProvidersProps {
  children: ReactNode;
  /** Adds the GlobalStyle (default true; tests may skip it). */
  globalStyle?: boolean;
  sessionStore?: SessionStore;
}

/** Theme, global style, snackbar and session in one: for the shell, a remote's harness and tests. */
export function VerificaProviders({ children, globalStyle = true, sessionStore }: VerificaProvidersProps) {
  return (
    <SessionProvider store={sessionStore}>
      <VerificaThemeProvider>
        {globalStyle && <GlobalStyle />}
        <SnackbarProvider>{children}</SnackbarProvider>
      </VerificaThemeProvider>
    </SessionProvider>
  );
}
