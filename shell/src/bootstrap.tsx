import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from '@verifica/shared/router';
import { configureApi, sessionStore } from '@verifica/shared/base';
import { App } from './app/App';
import { cargarMarco, createAppRoutes } from './app/routes';

const router = createBrowserRouter(createAppRoutes());
// SPEC §8: a 401 token_expired clears the session and goes to '/' (client-side, no reload).
configureApi({ navigate: (path) => void router.navigate(path) });

function render() {
  const el = document.getElementById('root');
  if (!el) return;
  const root = createRoot(el);
  // A transition: React renders the first screen in slices, yielding to the browser between them,
  // instead of one long task (the start-up card of index.html stays until it commits).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}

// A logged-in user opening an /admin URL: the first render waits for the frame (the start-up card
// of index.html stays meanwhile), so React's first commit is the frame with the screen's title,
// not a «Cargando…» the frame replaces a moment later.
if (location.pathname.startsWith('/admin') && sessionStore.getToken()) {
  // A remote's screen: what loads remotes, and the screen's module, start now, beside the frame.
  if (location.pathname.startsWith('/admin/')) import('./remotes/loadRemoteScreen').then((m) => m.precargarRemotos(location.pathname, sessionStore.get()?.permisos ?? []), () => undefined);
  void cargarMarco().then(render, render);
} else {
  render();
}
