import type { FastifyInstance } from 'fastify';
import { frontendPlugin, type FrontendOptions } from './modules/frontend/plugin';
import { withDefaultPolicy } from './plugins/policy';

/**
 * Registers the front-end serving plugin (shell, remotes, /remotes.json). Its routes default to
 * the public policy. app.ts owns the 404 handler (JSON 404), so the plugin uses
 * reply.callNotFound() rather than setNotFoundHandler.
 */
export async function registerFrontend(app: FastifyInstance, opts: FrontendOptions): Promise<void> {
  await app.register(withDefaultPolicy('public', frontendPlugin), opts);
}
