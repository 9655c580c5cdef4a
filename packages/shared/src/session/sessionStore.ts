import { SESSION_KEYS, type LoginResponse, type Session } from '@verifica/contracts';

/** A listener called after every change of the session (login, logout, another tab). */
export type SessionListener = () => void;

export interface SessionStore {
  /** The current session, or null when logged out. Stable reference between changes. */
  get(): Session | null;
  /** Stores the five session fields (SPEC §3) in local storage and notifies subscribers. */
  set(session: LoginResponse): void;
  /** Removes the five session fields from local storage and notifies subscribers. */
  clear(): void;
  /** Subscribes to changes; returns the unsubscribe function. */
  subscribe(listener: SessionListener): () => void;
  /** The stored token, or null. */
  getToken(): string | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function parsePermisos(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** Reads the session from local storage; without a token there is no session. */
export function readSession(): Session | null {
  const ls = storage();
  const token = ls?.getItem('token');
  if (!ls || !token) return null;
  return {
    token,
    nombre: ls.getItem('nombre') ?? '',
    correo: ls.getItem('correo') ?? '',
    agencia: ls.getItem('agencia') ?? '',
    permisos: parsePermisos(ls.getItem('permisos')),
  };
}

function writeSession(session: Session): void {
  const ls = storage();
  if (!ls) return;
  for (const key of SESSION_KEYS) {
    const value = session[key];
    ls.setItem(key, key === 'permisos' ? JSON.stringify(value) : String(value ?? ''));
  }
}

function removeSession(): void {
  const ls = storage();
  if (!ls) return;
  for (const key of SESSION_KEYS) ls.removeItem(key);
}

/**
 * Creates a session store over local storage. The package exports one instance
 * (`sessionStore`); since @verifica/shared is a federation singleton, the shell and every
 * remote see the same one.
 */
export function createSessionStore(): SessionStore {
  let current: Session | null = readSession();
  const listeners = new Set<SessionListener>();

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };

  // Another tab logged in or out: local storage changed under us.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !(SESSION_KEYS as readonly string[]).includes(event.key)) return;
    current = readSession();
    emit();
  };

  return {
    get: () => current,
    getToken: () => current?.token ?? null,
    set(session) {
      const next: Session = {
        token: session.token,
        nombre: session.nombre,
        correo: session.correo,
        agencia: session.agencia,
        permisos: [...session.permisos],
      };
      writeSession(next);
      current = next;
      emit();
    },
    clear() {
      removeSession();
      if (current === null) return;
      current = null;
      emit();
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The one session store of the portal, for React and non-React code alike. */
export const sessionStore: SessionStore = createSessionStore();
