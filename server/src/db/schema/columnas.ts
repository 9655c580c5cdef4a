/** Column helpers shared by every table. */
import { integer, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
export const tstz = () => timestamp({ withTimezone: true, mode: 'date' });
export const createdAt = () => tstz().notNull().defaultNow();

/** Bumped by every save: a save based on an older version is refused (409, no lost edits). */
export const version = () => integer().notNull().default(1);

/** When a row was created and last saved. */
export const fechas = () => ({ created_at: createdAt(), updated_at: createdAt() });

/** An editable row's `version` and `fechas`, in that order. */
export const versionYFechas = () => ({ version: version(), ...fechas() });
