import type { RefObject } from 'react';
import styled from 'styled-components';
import { Icon, plainIconButton } from '@verifica/shared/base';

const Button = styled.button`
  ${plainIconButton}
  flex: none;
  width: 40px;
  height: 40px;
  color: ${({ theme }) => theme.colors.onPrimary};
  &:hover { background: rgba(255, 255, 255, 0.16); }
  &:focus-visible { outline-color: ${({ theme }) => theme.colors.onPrimary}; }
`;

export interface MenuButtonProps {
  expanded: boolean;
  controls: string;
  onToggle: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** Opens and closes the drawer on narrow screens. */
export function MenuButton({ expanded, controls, onToggle, buttonRef }: MenuButtonProps) {
  return (
    <Button
      ref={buttonRef}
      type="button"
      aria-label={expanded ? 'Cerrar menú' : 'Abrir menú'}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      <Icon name={expanded ? 'close' : 'menu'} size={24} />
    </Button>
  );
}
