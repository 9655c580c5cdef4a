import type { LoginResponse } from './auth';

// Kept apart from the zod schemas: the session store of every app imports these, and a module
// without zod keeps zod off the login page.

/** What the browser keeps in local storage is exactly the login response (SPEC §3). */
export type Session = LoginResponse;
export const SESSION_KEYS = ['token', 'nombre', 'correo', 'agencia', 'permisos'] as const satisfies readonly (keyof Session)[];
