import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
  }
}

export interface CoreOptions {
  config: Config;
  db: Db;
  mailer: Mailer;
}

/** Decorates the instance with config, db and mailer (visible to every plugin). */
export const corePlugin = fp<CoreOptions>(
  async (app, opts) => {
    app.decorate('config', opts.config);
    app.decorate('db', opts.db);
    app.decorate('mailer', opts.mailer);
  },
  { name: 'verifica-core' },
);
