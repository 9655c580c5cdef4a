/** Auth plumbing: password reset tokens, revoked tokens, login attempts. */
import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columnas';
import { usuarioPropioRef } from './referencias';

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    usuario_id: usuarioPropioRef(),
    /** sha256 (hex) of the token; the token itself is only in the mail. */
    token_hash: text().notNull(),
    expires_at: tstz().notNull(),
    used_at: tstz(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.token_hash), index('password_reset_tokens_usuario_idx').on(t.usuario_id)],
);

export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text().primaryKey(),
    expires_at: tstz().notNull(),
    created_at: createdAt(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expires_at)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    correo: text().notNull(),
    ip: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [index('login_attempts_correo_idx').on(t.correo, t.created_at), index('login_attempts_ip_idx').on(t.ip, t.created_at)],
);
