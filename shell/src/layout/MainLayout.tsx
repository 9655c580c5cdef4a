import { Outlet, matchPath, useLocation } from '@verifica/shared/router';
import styled from 'styled-components';
import { SCREEN_ROUTES } from '@verifica/shared/base';
import { COMPACT_QUERY, COMPACT_TOP_BAR_HEIGHT } from './breakpoints';
import { Drawer } from './Drawer';
import { MenuButton } from './MenuButton';
import { TopBar } from './TopBar';
import { useNavigationDrawer } from './useNavigationDrawer';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  grid-template-rows: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'drawer top'
    'drawer main'
    'drawer footer';
  min-height: 100vh;
  @media ${COMPACT_QUERY} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas:
      'top'
      'main'
      'footer';
  }
`;

// At least the viewport's height: the footer always starts below the fold, so it never jumps
// down (a layout shift) when a screen's content arrives after a short loading state.
const Main = styled.main`
  grid-area: main;
  padding: ${({ theme }) => theme.space.xl};
  min-width: 0;
  min-height: 100vh;
  &:focus { outline: none; }
  @media ${COMPACT_QUERY} { padding: ${({ theme }) => theme.space.lg}; }
`;

const Footer = styled.footer`
  grid-area: footer;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;
`;

/** Covers the screen under the open drawer (narrow screens); a click closes the drawer. */
const Backdrop = styled.div`
  position: fixed;
  inset: ${COMPACT_TOP_BAR_HEIGHT}px 0 0 0;
  z-index: ${({ theme }) => theme.z.drawer - 1};
  background: ${({ theme }) => theme.colors.overlay};
`;

export const COPYRIGHT = '© 2026 Verifica. Todos los derechos reservados.';

/** The title of the current /admin route (SCREEN_ROUTES), 'Inicio' for the dashboard. */
export function titleFor(pathname: string): string {
  const route = SCREEN_ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname));
  return route?.title ?? 'Inicio';
}

/**
 * Side drawer + top bar (title, folio search) + the screen + footer (SPEC §2 main layout).
 * Under 900 px the drawer hides behind a menu button and, open, overlays the screen.
 */
export function MainLayout() {
  const { pathname } = useLocation();
  const drawer = useNavigationDrawer();
  const overlay = drawer.compact && drawer.open;
  return (
    <Frame>
      <Drawer id={drawer.drawerId} hidden={!drawer.open} drawerRef={drawer.drawerRef} onNavigate={drawer.navigated} />
      {overlay && <Backdrop aria-hidden="true" data-testid="drawer-backdrop" onClick={drawer.dismiss} />}
      <TopBar
        title={titleFor(pathname)}
        menuButton={
          drawer.compact && (
            <MenuButton
              expanded={drawer.open}
              controls={drawer.drawerId}
              onToggle={drawer.toggle}
              buttonRef={drawer.menuButtonRef}
            />
          )
        }
      />
      <Main ref={drawer.mainRef} tabIndex={-1} inert={overlay}>
        <Outlet />
      </Main>
      <Footer inert={overlay}>{COPYRIGHT}</Footer>
    </Frame>
  );
}
