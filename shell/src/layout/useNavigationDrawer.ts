import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useLocation } from '@verifica/shared/router';
import { COMPACT_QUERY } from './breakpoints';
import { useMediaQuery } from './useMediaQuery';

export interface NavigationDrawer {
  /** Narrow screen: the drawer hides behind the menu button and overlays the screen. */
  compact: boolean;
  /** The drawer is shown (always, on wide screens). */
  open: boolean;
  toggle: () => void;
  /** Closes it and gives the focus back to the menu button (Escape, backdrop). */
  dismiss: () => void;
  /** A menu entry was chosen: close and lead the focus to the new screen. */
  navigated: () => void;
  drawerId: string;
  drawerRef: RefObject<HTMLElement | null>;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  mainRef: RefObject<HTMLElement | null>;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The drawer's behaviour on narrow screens: toggled by the menu button, closed by Escape, the
 * backdrop and any navigation; the focus moves into it when it opens and out when it closes.
 */
export function useNavigationDrawer(): NavigationDrawer {
  const compact = useMediaQuery(COMPACT_QUERY);
  const { pathname } = useLocation();
  // The path the drawer was opened on: any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  // Widening the window past the breakpoint forgets an open overlay.
  const [compactBefore, setCompactBefore] = useState(compact);
  if (compactBefore !== compact) {
    setCompactBefore(compact);
    setOpenedOn(null);
  }
  const drawerId = useId();
  const drawerRef = useRef<HTMLElement | null>(null);
  const menuButtonRef = useRef<HTMLButtonElement | null>(null);
  const mainRef = useRef<HTMLElement | null>(null);
  const overlayOpen = compact && openedOn === pathname;

  // Where the focus goes once the drawer has closed (it cannot stay in a hidden drawer).
  const focusAfterClose = useRef<'menu' | 'main' | null>(null);
  const wasOpen = useRef(false);

  const toggle = useCallback(() => setOpenedOn((on) => (on === pathname ? null : pathname)), [pathname]);
  const dismiss = useCallback(() => {
    focusAfterClose.current = 'menu';
    setOpenedOn(null);
  }, []);
  const navigated = useCallback(() => {
    if (!overlayOpen) return;
    focusAfterClose.current = 'main';
    setOpenedOn(null);
  }, [overlayOpen]);

  useEffect(() => {
    if (overlayOpen) {
      wasOpen.current = true;
      drawerRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key === 'Escape' && !event.defaultPrevented) dismiss();
      };
      document.addEventListener('keydown', onKeyDown);
      return () => document.removeEventListener('keydown', onKeyDown);
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const lost = document.activeElement === null || document.activeElement === document.body;
    const target = focusAfterClose.current ?? (lost ? 'main' : null);
    focusAfterClose.current = null;
    if (target === 'menu') menuButtonRef.current?.focus();
    if (target === 'main') mainRef.current?.focus();
  }, [overlayOpen, dismiss]);

  return {
    compact,
    open: !compact || overlayOpen,
    toggle,
    dismiss,
    navigated,
    drawerId,
    drawerRef,
    menuButtonRef,
    mainRef,
  };
}
