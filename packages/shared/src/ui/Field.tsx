import type { ReactNode } from 'react';
import styled from 'styled-components';
import { listaPlana } from './estilos';

/** Label + control + helper/error list: the frame every form control shares. */
export const FieldRoot = styled.div<{ $fullWidth?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  width: ${({ $fullWidth }) => ($fullWidth === false ? 'auto' : '100%')};
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const InputBox = styled.div<{ $invalid: boolean; $disabled?: boolean }>`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.controlHeight};
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $disabled, theme }) => ($disabled ? theme.colors.surfaceAlt : theme.colors.surface)};
  transition: border-color 120ms ease, box-shadow 120ms ease;
  &:hover { border-color: ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)}; }
  &:focus-within {
    border-color: ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.primary)};
    box-shadow: 0 0 0 3px ${({ $invalid, theme }) => ($invalid ? 'rgba(179, 38, 30, 0.18)' : theme.colors.primarySoft)};
  }
  input, textarea {
    flex: 1;
    min-width: 0;
    border: none;
    background: transparent;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    outline: none;
  }
  input:disabled, textarea:disabled { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const HelperText = styled.div`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorList = styled.ul`
  ${listaPlana}
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Normalises an error prop (one message, a list, or nothing) to a list. */
export function errorList(error: string | readonly string[] | null | undefined): string[] {
  if (!error) return [];
  return typeof error === 'string' ? [error] : error.filter(Boolean);
}

/** The helper text and the server's messages under a field; `id` is for aria-describedby. */
export function FieldMessages({ id, errors, helperText }: { id: string; errors: string[]; helperText?: ReactNode }) {
  if (errors.length > 0) {
    return (
      <ErrorList id={id}>
        {errors.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ErrorList>
    );
  }
  if (helperText) return <HelperText id={id}>{helperText}</HelperText>;
  return null;
}
