import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled, { css, type DefaultTheme, type RuleSet } from 'styled-components';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger' | 'success';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Shows a spinner and disables the button. */
  loading?: boolean;
  startIcon?: ReactNode;
  fullWidth?: boolean;
}

type Tono = Exclude<keyof DefaultTheme['colors'], 'row'> | 'transparent';
const tono = (t: Tono) => ({ theme }: { theme: DefaultTheme }) => (t === 'transparent' ? t : theme.colors[t]);
const fondoAlPasar = (t: Tono) => css`background: ${tono(t)};`;

/** A variant's colours: background, text, border, and what hovering changes. */
const variante = (fondo: Tono, texto: Tono, borde: Tono, alPasar: RuleSet<object>) => css`
  background: ${tono(fondo)};
  color: ${tono(texto)};
  border-color: ${tono(borde)};
  &:hover:not(:disabled) { ${alPasar} }
`;

const variants = {
  primary: variante('primary', 'onPrimary', 'primary', fondoAlPasar('primaryHover')),
  secondary: variante('surface', 'primary', 'primary', fondoAlPasar('primarySoft')),
  text: variante('transparent', 'primary', 'transparent', fondoAlPasar('primarySoft')),
  danger: variante('danger', 'onDanger', 'danger', fondoAlPasar('dangerHover')),
  success: variante('success', 'onSuccess', 'success', css`filter: brightness(0.9);`),
} as const;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: 'sm' | 'md'; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ $size, theme }) => ($size === 'sm' ? '30px' : theme.controlHeight)};
  padding: 0 ${({ $size, theme }) => ($size === 'sm' ? theme.space.md : theme.space.lg)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  letter-spacing: 0.01em;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color 120ms ease, box-shadow 120ms ease;
  ${({ $variant }) => variants[$variant]}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, startIcon, fullWidth = false, type = 'button', disabled, children, ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={16} decorative /> : startIcon}
      {children}
    </StyledButton>
  );
});
