/**
 * `@verifica/shared/router`: the part of react-router-dom the portal uses, and the only place any
 * app or package imports the router from (eslint forbids `react-router-dom` / `react-router`
 * elsewhere, and react-router's private `UNSAFE_*` names everywhere). It is its own federated
 * singleton, so the shell and every remote share one router (one set of contexts), and
 * react-router itself is not shared: bundled behind this list, it is tree-shaken to what the
 * portal uses (a shared package cannot be). Add a name here when a screen needs it: an additive
 * (minor) change of @verifica/shared.
 */
import { createContext, createElement, useCallback, useContext } from 'react';
import { RouterProvider as DataRouterProvider, type Location, type RouterProviderProps } from 'react-router-dom';

export {
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
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { Location, Navigator, RouteObject, To } from 'react-router-dom';

type DataRouter = RouterProviderProps['router'];

const DataRouterContext = createContext<DataRouter | null>(null);

/** react-router's RouterProvider, which also hands its router to `useLiveLocation`. */
export function RouterProvider(props: RouterProviderProps) {
  return createElement(DataRouterContext.Provider, { value: props.router }, createElement(DataRouterProvider, props));
}

/**
 * A function that reads where the router is, or is going, when called. A navigation renders as a
 * transition (to a lazy screen, say), so `useLocation()` can still show the view being left.
 * It reads undefined outside RouterProvider: a <MemoryRouter> (unit tests) has no public state.
 */
export function useLiveLocation(): () => Location | undefined {
  const router = useContext(DataRouterContext);
  return useCallback(() => (router ? (router.state.navigation.location ?? router.state.location) : undefined), [router]);
}
