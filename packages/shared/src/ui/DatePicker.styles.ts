import { PopoverButton, PopoverPanel } from '@headlessui/react';
import styled from 'styled-components';
import { plainIconButton } from '@verifica/shared/base';

export const TriggerButton = styled(PopoverButton)`
  ${plainIconButton}
  width: 34px;
  height: 34px;
  margin-right: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover:not(:disabled) { background: rgba(15, 23, 42, 0.08); }
  &:disabled { cursor: not-allowed; opacity: 0.5; }
`;

export const Panel = styled(PopoverPanel)`
  z-index: ${({ theme }) => theme.z.popover};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  /* react-day-picker markup, styled here instead of importing its stylesheet. */
  .rdp-root { position: relative; font-size: ${({ theme }) => theme.font.size.sm}; }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: 36px;
    /* room for the previous / next buttons on the right */
    padding: 0 72px 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-transform: capitalize;
  }
  /* Month and year dropdowns: the native select (keyboard, mobile pickers) lies transparent over its label. */
  .rdp-dropdowns { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; }
  .rdp-dropdown_root { position: relative; display: inline-flex; align-items: center; }
  .rdp-dropdown {
    position: absolute;
    inset: 0;
    z-index: 2;
    width: 100%;
    margin: 0;
    padding: 0;
    border: none;
    opacity: 0;
    appearance: none;
    font: inherit;
    cursor: pointer;
  }
  .rdp-caption_label {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    padding: 4px 6px;
    border-radius: ${({ theme }) => theme.radii.md};
    white-space: nowrap;
  }
  .rdp-dropdown_root:hover .rdp-caption_label { background: ${({ theme }) => theme.colors.primarySoft}; }
  .rdp-dropdown:focus-visible + .rdp-caption_label { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
  .rdp-nav { position: absolute; top: 0; right: 0; display: flex; gap: ${({ theme }) => theme.space.xs}; }
  .rdp-button_previous, .rdp-button_next {
    display: inline-flex; align-items: center; justify-content: center;
    width: 32px; height: 32px; padding: 0;
    border: none; border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent; color: ${({ theme }) => theme.colors.text}; cursor: pointer;
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primarySoft}; }
    &:disabled { opacity: 0.4; cursor: not-allowed; }
  }
  .rdp-chevron { width: 16px; height: 16px; fill: currentColor; }
  .rdp-month_grid { border-collapse: collapse; }
  .rdp-weekday {
    width: 36px; height: 28px;
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: capitalize;
  }
  .rdp-day { width: 36px; height: 36px; padding: 1px; text-align: center; }
  .rdp-day_button {
    width: 34px; height: 34px; padding: 0;
    border: none; border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent; color: ${({ theme }) => theme.colors.text}; cursor: pointer;
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primarySoft}; }
    &:disabled { cursor: not-allowed; }
  }
  .rdp-today .rdp-day_button { font-weight: ${({ theme }) => theme.font.weight.bold}; color: ${({ theme }) => theme.colors.primary}; }
  .rdp-selected .rdp-day_button {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  .rdp-outside .rdp-day_button { color: ${({ theme }) => theme.colors.textMuted}; }
  .rdp-disabled .rdp-day_button { color: ${({ theme }) => theme.colors.border}; text-decoration: line-through; }
  .rdp-hidden { visibility: hidden; }
`;
