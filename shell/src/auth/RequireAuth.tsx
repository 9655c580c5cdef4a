import type { ReactNode } from 'react';
import { Navigate } from '@verifica/shared/router';
import { useSession } from '@verifica/shared/base';

/** Routes under /admin need a logged-in token; otherwise back to the login route (SPEC §2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** The login route with a session already open goes straight to the dashboard. */
export function RedirectIfAuthenticated({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  if (isAuthenticated) return <Navigate to="/admin" replace />;
  return <>{children}</>;
}
