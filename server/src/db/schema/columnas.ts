/** Column helpers shared by every table. */
import { integer, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
export const tstz = () => timestamp({ withTimezone: true, mode: 'date' });
export const createdAt = () => tstz().notNull().defaultNow();
