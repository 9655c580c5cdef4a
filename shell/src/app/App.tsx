import type { ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from '@verifica/shared/router';
import { VerificaProviders, type SessionStore } from '@verifica/shared/base';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Theme, global styles, session and snackbars: what every screen (shell or remote) runs inside. */
export function AppProviders({ children, sessionStore }: { children: ReactNode; sessionStore?: SessionStore }) {
  return <VerificaProviders sessionStore={sessionStore}>{children}</VerificaProviders>;
}

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
