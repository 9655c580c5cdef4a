/**
 * `@verifica/shared/router`: the part of react-router-dom the portal uses, and the only place any
 * app or package imports the router from (eslint forbids `react-router-dom` / `react-router`
 * elsewhere). It is its own federated singleton, so the shell and every remote share one router
 * (one set of contexts), and react-router itself is not shared: bundled behind this list, it is
 * tree-shaken to what the portal uses (a shared package cannot be). Add a name here when a screen
 * needs it: an additive (minor) change of @verifica/shared.
 */
export {
  BrowserRouter,
  createBrowserRouter,
  createPath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  parsePath,
  Route,
  Router,
  RouterProvider,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { Location, Navigator, RouteObject, To } from 'react-router-dom';
