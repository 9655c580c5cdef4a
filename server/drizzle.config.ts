import { defineConfig } from 'drizzle-kit';

// `pnpm --filter server db:generate` writes SQL migrations to server/drizzle (committed).
// They are applied at start-up by src/db/migrate.ts on PGlite or PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
