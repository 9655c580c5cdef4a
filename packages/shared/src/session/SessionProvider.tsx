import { createContext, useContext, type ReactNode } from 'react';
import { sessionStore as defaultStore, type SessionStore } from './sessionStore';

const SessionStoreContext = createContext<SessionStore>(defaultStore);

export interface SessionProviderProps {
  children: ReactNode;
  /** Another store (tests, a remote's standalone harness). Defaults to the shared `sessionStore`. */
  store?: SessionStore;
}

/** Makes the session available to `useSession()`. Optional: without it the shared store is used. */
export function SessionProvider({ children, store = defaultStore }: SessionProviderProps) {
  return <SessionStoreContext.Provider value={store}>{children}</SessionStoreContext.Provider>;
}

export function useSessionStore(): SessionStore {
  return useContext(SessionStoreContext);
}
