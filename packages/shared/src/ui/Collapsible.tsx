import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '@verifica/shared/base';

export interface CollapsibleProps {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** Controlled open state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const Root = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Toggle = styled.button<{ $open: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: transparent;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: left;
  cursor: pointer;
  svg { transition: transform 150ms ease; transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')}); }
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const Content = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A section whose body shows and hides with a button (aria-expanded). */
export function Collapsible({ title, children, defaultOpen = true, open, onOpenChange }: CollapsibleProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const isOpen = open ?? innerOpen;
  const contentId = useId();
  const toggle = () => {
    setInnerOpen(!isOpen);
    onOpenChange?.(!isOpen);
  };
  return (
    <Root>
      <Toggle type="button" $open={isOpen} aria-expanded={isOpen} aria-controls={contentId} onClick={toggle}>
        <span>{title}</span>
        <Icon name="chevronDown" />
      </Toggle>
      <Content id={contentId} hidden={!isOpen}>
        {children}
      </Content>
    </Root>
  );
}
