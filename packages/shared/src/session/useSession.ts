import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { can as canCheck, hasBroadPermission, type LoginResponse, type Session } from '@verifica/contracts';
import { useSessionStore } from './SessionProvider';

export interface UseSession {
  session: Session | null;
  isAuthenticated: boolean;
  token: string | null;
  nombre: string;
  correo: string;
  agencia: string;
  permisos: readonly string[];
  /** SPEC §6: is_super_admin, '*' or the exact name; '' is the broad permission. */
  can: (permission: string) => boolean;
  /** The broad permission (is_super_admin or '*'). */
  isBroad: boolean;
  /** Stores the five fields of a login response. */
  login: (response: LoginResponse) => void;
  /** Clears the token and all stored session data. */
  logout: () => void;
}

const NO_PERMISOS: readonly string[] = [];

export function useSession(): UseSession {
  const store = useSessionStore();
  const session = useSyncExternalStore(store.subscribe, store.get, store.get);
  const permisos = session?.permisos ?? NO_PERMISOS;
  const can = useCallback((permission: string) => canCheck(permisos, permission), [permisos]);
  const login = useCallback((response: LoginResponse) => store.set(response), [store]);
  const logout = useCallback(() => store.clear(), [store]);

  return useMemo(
    () => ({
      session,
      isAuthenticated: session !== null,
      token: session?.token ?? null,
      nombre: session?.nombre ?? '',
      correo: session?.correo ?? '',
      agencia: session?.agencia ?? '',
      permisos,
      can,
      isBroad: hasBroadPermission(permisos),
      login,
      logout,
    }),
    [session, permisos, can, login, logout],
  );
}
