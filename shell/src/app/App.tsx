import type { ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { GlobalStyle, SessionProvider, SnackbarProvider, VerificaThemeProvider } from '@verifica/shared';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Theme, global styles, session and snackbars: what every screen (shell or remote) runs inside. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <VerificaThemeProvider>
      <GlobalStyle />
      <SessionProvider>
        <SnackbarProvider>{children}</SnackbarProvider>
      </SessionProvider>
    </VerificaThemeProvider>
  );
}

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
