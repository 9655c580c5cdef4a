import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from '@verifica/shared/router';
import { configureApi } from '@verifica/shared/base';
import { App } from './app/App';
import { createAppRoutes } from './app/routes';

const router = createBrowserRouter(createAppRoutes());
// SPEC §8: a 401 token_expired clears the session and goes to '/' (client-side, no reload).
configureApi({ navigate: (path) => void router.navigate(path) });

const el = document.getElementById('root');
if (el) {
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
