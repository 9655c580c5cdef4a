import { Outlet, matchPath, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { SCREEN_ROUTES } from '@verifica/shared';
import { Drawer } from './Drawer';
import { TopBar } from './TopBar';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  grid-template-rows: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'drawer top'
    'drawer main'
    'drawer footer';
  min-height: 100vh;
`;

const Main = styled.main`
  grid-area: main;
  padding: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

const Footer = styled.footer`
  grid-area: footer;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;
`;

export const COPYRIGHT = '© 2026 Verifica. Todos los derechos reservados.';

/** The title of the current /admin route (SCREEN_ROUTES), 'Inicio' for the dashboard. */
export function titleFor(pathname: string): string {
  const route = SCREEN_ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname));
  return route?.title ?? 'Inicio';
}

/** Side drawer + top bar (title, folio search) + the screen + footer (SPEC §2 main layout). */
export function MainLayout() {
  const { pathname } = useLocation();
  return (
    <Frame>
      <Drawer />
      <TopBar title={titleFor(pathname)} />
      <Main>
        <Outlet />
      </Main>
      <Footer>{COPYRIGHT}</Footer>
    </Frame>
  );
}
