import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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

/** Shows one message at a time at the top of the screen (green success, red error). */
export function SnackbarProvider({ children, timeout = SNACKBAR_TIMEOUT_MS }: { children: ReactNode; timeout?: number }) {
  const [message, setMessage] = useState<SnackbarMessage | null>(null);
  const nextId = useRef(0);

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
        <Bar key={message.id} $kind={message.kind} role={message.kind === 'error' ? 'alert' : 'status'}>
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
