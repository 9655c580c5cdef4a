export { sessionStore, createSessionStore, readSession } from './sessionStore';
export type { SessionStore, SessionListener } from './sessionStore';
export { SessionProvider, useSessionStore } from './SessionProvider';
export type { SessionProviderProps } from './SessionProvider';
export { useSession } from './useSession';
export type { UseSession } from './useSession';
