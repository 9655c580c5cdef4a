import { ComboboxButton, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import styled from 'styled-components';
import { plainIconButton } from '@verifica/shared/base';

export const ToggleButton = styled(ComboboxButton)`
  ${plainIconButton}
  flex: none;
  width: 32px;
  height: 32px;
  margin-right: 3px;
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover { background: rgba(15, 23, 42, 0.08); }
  &[data-open] svg { transform: rotate(180deg); }
`;

export const OptionsPanel = styled(ComboboxOptions)`
  z-index: ${({ theme }) => theme.z.popover};
  width: var(--input-width, 240px);
  min-width: 200px;
  max-height: 280px;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  &:empty { display: none; }
`;

export const Option = styled(ComboboxOption)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  cursor: pointer;
  &[data-focus] { background: ${({ theme }) => theme.colors.primarySoft}; }
  &[data-selected] { font-weight: ${({ theme }) => theme.font.weight.bold}; color: ${({ theme }) => theme.colors.primary}; }
  .check { visibility: hidden; }
  &[data-selected] .check { visibility: visible; }
`;

export const EmptyOption = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  input {
    flex: 1 1 80px;
    min-width: 80px;
    padding: ${({ theme }) => theme.space.xs} !important;
  }
`;

export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  max-width: 100%;
  padding: 0 2px 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 24px;
  white-space: nowrap;
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 20px;
    height: 20px;
    padding: 0;
    border: none;
    border-radius: 50%;
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
    &:hover { background: rgba(15, 23, 42, 0.12); }
  }
`;
