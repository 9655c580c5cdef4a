import { API_URL, REMOTE_APPS, remotesJson } from './remotes.mjs';

/** The dev server of an app: its port, /api and /password proxied to the API, the shell's /remotes.json. */
export function devServerConfig({ isHost, port }) {
  return {
    host: '127.0.0.1',
    port,
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [
      {
        // POST /password/reset is API; GET /password/reset is the shell's page.
        context: (path, req) => path.startsWith('/api') || (path.startsWith('/password') && req.method !== 'GET'),
        target: API_URL,
        changeOrigin: true,
      },
    ],
    setupMiddlewares(middlewares) {
      if (isHost) {
        // Dev: remotes from their own dev servers (same env overrides as production).
        middlewares.unshift({
          name: 'remotes-json',
          path: '/remotes.json',
          middleware: (_req, res) => {
            const body = remotesJson(process.env, (_n, _d) => `http://127.0.0.1:${REMOTE_APPS[_n].port}/mf-manifest.json`);
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(JSON.stringify(body));
          },
        });
      }
      return middlewares;
    },
  };
}
