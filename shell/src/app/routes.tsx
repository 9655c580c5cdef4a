import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { SCREEN_ROUTES } from '@verifica/shared';
import { RequireAuth, RedirectIfAuthenticated } from '../auth/RequireAuth';
import { RequirePermission } from '../auth/RequirePermission';
import { LoginPage } from '../login/LoginPage';
import { ResetPasswordPage } from '../login/ResetPasswordPage';

// The login page does not download the layout, the dashboard nor the remote loader.
const MainLayout = lazy(() => import('../layout/MainLayout').then((m) => ({ default: m.MainLayout })));
const Dashboard = lazy(() => import('../dashboard/Dashboard').then((m) => ({ default: m.Dashboard })));
const RemoteScreen = lazy(() => import('../remotes/RemoteScreen').then((m) => ({ default: m.RemoteScreen })));

const ADMIN = '/admin/';

/** The shell's route table (SPEC §2): login at '/', everything under /admin guarded, screens from SCREEN_ROUTES. */
export function createAppRoutes(): RouteObject[] {
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
          <Suspense fallback={null}>
            <MainLayout />
          </Suspense>
        </RequireAuth>
      ),
      children: [
        { index: true, element: <Dashboard /> },
        ...SCREEN_ROUTES.map(
          (route): RouteObject => ({
            path: route.path.slice(ADMIN.length),
            element: (
              <RequirePermission permission={route.permission}>
                <RemoteScreen remote={route.remote} module={route.module} />
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
