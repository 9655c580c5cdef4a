import { Navigate, type RouteObject } from 'react-router-dom';
import { SCREEN_ROUTES } from '@verifica/shared';
import { RequireAuth, RedirectIfAuthenticated } from '../auth/RequireAuth';
import { RequirePermission } from '../auth/RequirePermission';
import { Dashboard } from '../dashboard/Dashboard';
import { MainLayout } from '../layout/MainLayout';
import { LoginPage } from '../login/LoginPage';
import { ResetPasswordPage } from '../login/ResetPasswordPage';
import { RemoteScreen } from '../remotes/RemoteScreen';

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
          <MainLayout />
        </RequireAuth>
      ),
      children: [
        { index: true, element: <Dashboard /> },
        ...SCREEN_ROUTES.map(
          (route): RouteObject => ({
            path: route.path.slice(ADMIN.length),
            element: (
              <RequirePermission permission={route.permission} screen={route.title}>
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
