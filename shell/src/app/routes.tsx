import { Suspense, lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from '@verifica/shared/router';
import { SCREEN_ROUTES } from '@verifica/shared/base';
import { RequireAuth, RedirectIfAuthenticated } from '../auth/RequireAuth';
import { RequirePermission } from '../auth/RequirePermission';
import { Dashboard } from '../dashboard/Dashboard';
import { LoginPage } from '../login/LoginPage';
import { ResetPasswordPage } from '../login/ResetPasswordPage';
import { ScreenLoading } from '../remotes/ModuleUnavailable';
import { RemoteScreen } from '../remotes/RemoteScreen';

const ADMIN = '/admin/';

// The logged-in frame is its own chunk, so the login page loads neither it nor what it uses of
// @verifica/shared beyond @verifica/shared/base (UI kit, controllers, request dialog, zod).
let marcoCargado: ComponentType | null = null;

/** Loads the logged-in frame; once loaded, /admin renders it at once (no «Cargando…» first). */
export function cargarMarco(): Promise<ComponentType> {
  return import('../layout/MainLayout').then((m) => (marcoCargado = m.MainLayout));
}

const LazyMainLayout = lazy(() => cargarMarco().then((marco) => ({ default: marco })));

function AdminLayout() {
  const Marco = marcoCargado;
  if (Marco) return <Marco />;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <LazyMainLayout />
    </Suspense>
  );
}

/**
 * The shell's route table (SPEC §2): login at '/', everything under /admin guarded, screens from
 * SCREEN_ROUTES. `Layout`: the /admin frame (tests pass MainLayout itself, already loaded).
 */
export function createAppRoutes({ Layout = AdminLayout }: { Layout?: ComponentType } = {}): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <RedirectIfAuthenticated>
          <LoginPage />
        </RedirectIfAuthenticated>
      ),
    },
    { path: '/password/reset', element: <ResetPasswordPage /> },
    {
      path: '/admin',
      element: (
        <RequireAuth>
          <Layout />
        </RequireAuth>
      ),
      children: [
        { index: true, element: <Dashboard /> },
        ...SCREEN_ROUTES.map(
          (route): RouteObject => ({
            path: route.path.slice(ADMIN.length),
            element: (
              <RequirePermission permission={route.permission} screen={route.title}>
                <RemoteScreen remote={route.remote} module={route.module} title={route.title} />
              </RequirePermission>
            ),
          }),
        ),
        { path: '*', element: <Navigate to="/admin" replace /> },
      ],
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}
