import type { FastifyPluginAsync } from 'fastify';

export interface FrontendOptions {
  /** Repository root: the shell is served from <root>/shell/dist, remotes from <root>/mf-*/dist. */
  repoRoot: string;
  /** Environment used to build /remotes.json (REMOTE_MF_ADMIN_URL, ...). */
  env: NodeJS.ProcessEnv;
}

/**
 * Serves the shell at '/', each remote at '/mf/<name>/', and /remotes.json.
 * Placeholder: the front-end foundation fills it in.
 */
export const frontendPlugin: FastifyPluginAsync<FrontendOptions> = async () => {};
