import type { RefObject } from 'react';
import { NavLink, useNavigate } from '@verifica/shared/router';
import styled, { keyframes } from 'styled-components';
import { MENU, cerrarSesion, useSession } from '@verifica/shared/base';
import { COMPACT_QUERY, COMPACT_TOP_BAR_HEIGHT } from './breakpoints';

const slideIn = keyframes`from { transform: translateX(-100%); }`;

const Aside = styled.aside`
  grid-area: drawer;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  position: sticky;
  top: 0;
  height: 100vh;
  overflow-y: auto;
  z-index: ${({ theme }) => theme.z.drawer};
  &[hidden] { display: none; }
  @media ${COMPACT_QUERY} {
    position: fixed;
    top: ${COMPACT_TOP_BAR_HEIGHT}px;
    /* Ends above a message at the bottom of a phone's screen (Snackbar). */
    bottom: var(--verifica-aviso-inferior, 0px);
    left: 0;
    width: min(280px, 85vw);
    height: auto;
    box-shadow: ${({ theme }) => theme.shadow.lg};
    animation: ${slideIn} 0.2s ease-out;
  }
`;

const User = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  strong { font-size: ${({ theme }) => theme.font.size.md}; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.xs}; }
`;

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.sm} 0;
`;

const itemStyle = `
  display: block;
  width: 100%;
  padding: 10px 16px;
  border: none;
  background: transparent;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const Item = styled(NavLink)`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.text};
  &:hover { background: ${({ theme }) => theme.colors.row.hover}; }
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Salir = styled.button`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.danger};
  &:hover { background: ${({ theme }) => theme.colors.row.hover}; }
`;

export interface DrawerProps {
  id: string;
  /** Closed behind the menu button (narrow screens). */
  hidden: boolean;
  drawerRef: RefObject<HTMLElement | null>;
  /** A menu entry was chosen. */
  onNavigate: () => void;
}

/** The user's name and agency, the menu gated by permission (SPEC §6), and Salir. */
export function Drawer({ id, hidden, drawerRef, onNavigate }: DrawerProps) {
  const { nombre, agencia, can } = useSession();
  const navigate = useNavigate();

  const salir = async () => {
    await cerrarSesion(); // best effort; always clears the session
    navigate('/', { replace: true });
  };

  return (
    <Aside id={id} ref={drawerRef} hidden={hidden} aria-label="Menú principal">
      <User>
        <strong data-testid="drawer-nombre">{nombre}</strong>
        <span data-testid="drawer-agencia">{agencia}</span>
      </User>
      <Nav>
        {MENU.filter((entry) => entry.permission === undefined || can(entry.permission)).map((entry) =>
          entry.path ? (
            <Item key={entry.label} to={entry.path} end={entry.path === '/admin'} onClick={onNavigate}>
              {entry.label}
            </Item>
          ) : null,
        )}
        <Salir type="button" onClick={() => void salir()}>
          Salir
        </Salir>
      </Nav>
    </Aside>
  );
}
