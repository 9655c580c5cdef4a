import { useEffect, useRef, type ReactNode } from 'react';
import { Dialog as HeadlessDialog, DialogPanel, DialogTitle } from '@headlessui/react';
import styled from 'styled-components';
import { IconButton } from '@verifica/shared/base';

/** SPEC §9: dialogs are 290 to 800 px wide. */
export const DIALOG_MIN_WIDTH = 290;
export const DIALOG_MAX_WIDTH = 800;
/** Widths the spec names: detail 700, call 800, upload 600. */
export const DIALOG_WIDTHS = { detail: 700, call: 800, upload: 600, confirm: 400 } as const;

/** The dialogs open now, in the order they opened: Escape is for the last one only. */
const abiertos: symbol[] = [];

/**
 * A persistent dialog closes on Escape as its Cerrar does (headlessui calls onClose for Escape and
 * for a click outside alike, so a persistent one takes Escape itself). From the document, so it
 * also works when the focus fell out of the dialog (a button that became disabled): after React's
 * handlers (a control that used the key, an open list or calendar, closes first) and before
 * headlessui's own listener on the window. Not when another dialog is on top.
 */
function useEscapeCierra(open: boolean, persistent: boolean, onClose: () => void): void {
  const cerrar = useRef(onClose);
  useEffect(() => {
    cerrar.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!open) return;
    const yo = Symbol('dialogo');
    abiertos.push(yo);
    const tecla = (e: KeyboardEvent) => {
      if (!persistent || e.key !== 'Escape' || e.defaultPrevented || abiertos.at(-1) !== yo) return;
      e.preventDefault();
      cerrar.current();
    };
    document.addEventListener('keydown', tecla);
    return () => {
      document.removeEventListener('keydown', tecla);
      abiertos.splice(abiertos.indexOf(yo), 1);
    };
  }, [open, persistent]);
}

/** Space around the panel (less on phones). */
const FRAME_PADDING = 24;
const FRAME_PADDING_PHONE = 8;

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close icon and (unless persistent) a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (e.g. Cerrar, Guardar). */
  actions?: ReactNode;
  /**
   * One rule for every dialog: Escape closes it, as its Cerrar does. A persistent dialog (SPEC §2's
   * detail, the forms) only ignores a click on the backdrop, so a stray click loses nothing.
   */
  persistent?: boolean;
  /** Maximum width in px, clamped to 290–800. Default 600. */
  maxWidth?: number;
  /** Shows a close (X) icon in the title bar. Default: true unless persistent. */
  showCloseIcon?: boolean;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Frame = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${FRAME_PADDING}px;
  @media (max-width: 599.98px) {
    padding: ${FRAME_PADDING_PHONE}px;
    /* Above a message at the bottom of a phone's screen (Snackbar): it never covers the actions. */
    padding-bottom: calc(${FRAME_PADDING_PHONE}px + var(--verifica-aviso-inferior, 0px));
  }
`;

// Never wider or taller than the viewport: the body scrolls inside, header and actions stay.
const Panel = styled(DialogPanel)<{ $maxWidth: number }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-width: min(${DIALOG_MIN_WIDTH}px, 100%);
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  max-height: calc(100vh - ${2 * FRAME_PADDING}px);
  max-height: calc(100dvh - ${2 * FRAME_PADDING}px);
  @media (max-width: 599.98px) {
    max-height: calc(100vh - ${2 * FRAME_PADDING_PHONE}px - var(--verifica-aviso-inferior, 0px));
    max-height: calc(100dvh - ${2 * FRAME_PADDING_PHONE}px - var(--verifica-aviso-inferior, 0px));
  }
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const Header = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled(DialogTitle)`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  padding: ${({ theme }) => theme.space.xl};
  overflow-y: auto;
  overscroll-behavior: contain;
  @media (max-width: 599.98px) { padding: ${({ theme }) => theme.space.lg}; }
`;

const Actions = styled.div`
  flex: none;
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

function clampWidth(width: number): number {
  return Math.min(DIALOG_MAX_WIDTH, Math.max(DIALOG_MIN_WIDTH, width));
}

/** A modal dialog (headlessui: focus trap, aria-modal, labelled by its title). */
export function Dialog({ open, onClose, title, children, actions, persistent = false, maxWidth = 600, showCloseIcon }: DialogProps) {
  const closeIcon = showCloseIcon ?? !persistent;
  useEscapeCierra(open, persistent, onClose);
  return (
    <HeadlessDialog open={open} onClose={persistent ? () => {} : onClose} style={{ position: 'fixed', inset: 0, zIndex: 1100 }}>
      <Backdrop aria-hidden="true" />
      <Frame>
        <Panel $maxWidth={clampWidth(maxWidth)}>
          <Header>
            <Title>{title}</Title>
            {closeIcon && <IconButton icon="close" aria-label="Cerrar diálogo" onClick={onClose} />}
          </Header>
          {/* Focusable so a keyboard can scroll a long body that holds no control of its own. */}
          {children !== undefined && <Body tabIndex={0}>{children}</Body>}
          {actions && <Actions>{actions}</Actions>}
        </Panel>
      </Frame>
    </HeadlessDialog>
  );
}
