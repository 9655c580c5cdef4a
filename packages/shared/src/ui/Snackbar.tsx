import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

/** SPEC §9: the snackbar hides after 5000 ms. */
export const SNACKBAR_TIMEOUT_MS = 5000;

export type SnackbarKind = 'success' | 'error';

export interface SnackbarApi {
  success: (message: string) => void;
  error: (message: string) => void;
}

interface SnackbarMessage {
  id: number;
  kind: SnackbarKind;
  text: string;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

/** Phones: the message sits at the bottom, where no dialog title and no menu entry is. */
export const AVISO_ABAJO_QUERY = '(max-width: 599.98px)';
/**
 * While a message shows at the bottom, the room it takes (px from its top edge to the screen's
 * bottom): dialogs and the side menu end above it (`var(--verifica-aviso-inferior, 0px)`).
 */
export const VARIABLE_AVISO_INFERIOR = '--verifica-aviso-inferior';

const Bar = styled.div<{ $kind: SnackbarKind }>`
  position: fixed;
  top: ${({ theme }) => theme.space.lg};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.z.snackbar};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 320px;
  max-width: min(640px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  background: ${({ $kind, theme }) => ($kind === 'success' ? theme.colors.success : theme.colors.danger)};
  color: ${({ $kind, theme }) => ($kind === 'success' ? theme.colors.onSuccess : theme.colors.onDanger)};
  font-size: ${({ theme }) => theme.font.size.sm};
  @media ${AVISO_ABAJO_QUERY} {
    top: auto;
    bottom: calc(${({ theme }) => theme.space.sm} + env(safe-area-inset-bottom, 0px));
    left: ${({ theme }) => theme.space.sm};
    right: ${({ theme }) => theme.space.sm};
    transform: none;
    min-width: 0;
    max-width: none;
  }
`;

const Text = styled.div`
  flex: 1;
  white-space: pre-line;
`;

const CloseButton = styled.button`
  flex: none;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid rgba(255, 255, 255, 0.7);
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.16); }
`;

/**
 * Shows one message at a time (green success, red error): at the top of the screen (SPEC §2), on
 * phones at the bottom, with the dialogs and the side menu ending above it, so it covers neither
 * a dialog's title nor its buttons nor a menu entry.
 */
export function SnackbarProvider({ children, timeout = SNACKBAR_TIMEOUT_MS }: { children: ReactNode; timeout?: number }) {
  const [message, setMessage] = useState<SnackbarMessage | null>(null);
  const nextId = useRef(0);
  const barra = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const raiz = document.documentElement;
    const el = barra.current;
    const abajo = typeof window.matchMedia === 'function' && window.matchMedia(AVISO_ABAJO_QUERY).matches;
    if (!el || !abajo) {
      raiz.style.removeProperty(VARIABLE_AVISO_INFERIOR);
      return;
    }
    raiz.style.setProperty(VARIABLE_AVISO_INFERIOR, `${Math.max(0, Math.ceil(window.innerHeight - el.getBoundingClientRect().top))}px`);
    return () => {
      raiz.style.removeProperty(VARIABLE_AVISO_INFERIOR);
    };
  }, [message]);

  const show = useCallback((kind: SnackbarKind, text: string) => {
    nextId.current += 1;
    setMessage({ id: nextId.current, kind, text });
  }, []);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), timeout);
    return () => clearTimeout(timer);
  }, [message, timeout]);

  const api = useMemo<SnackbarApi>(
    () => ({ success: (text) => show('success', text), error: (text) => show('error', text) }),
    [show],
  );

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {message && (
        <Bar ref={barra} key={message.id} $kind={message.kind} role={message.kind === 'error' ? 'alert' : 'status'}>
          <Text>{message.text}</Text>
          <CloseButton type="button" onClick={() => setMessage(null)}>
            Cerrar
          </CloseButton>
        </Bar>
      )}
    </SnackbarContext.Provider>
  );
}

/** The snackbar of the nearest provider, or null outside one (for components that may run anywhere). */
export function useOptionalSnackbar(): SnackbarApi | null {
  return useContext(SnackbarContext);
}

/** `const snackbar = useSnackbar(); snackbar.success('Registro Actualizado')`. Needs a SnackbarProvider. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar() necesita un <SnackbarProvider> (lo da el shell o el arnés del remoto)');
  return api;
}
