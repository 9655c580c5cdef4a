import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  flex: none;
`;

export interface SpinnerProps {
  size?: number;
  /** Accessible name; ignored when decorative. */
  label?: string;
  /** Inside a control that already says it is busy. */
  decorative?: boolean;
}

export function Spinner({ size = 24, label = 'Cargando', decorative = false }: SpinnerProps) {
  if (decorative) return <Ring $size={size} aria-hidden="true" />;
  return <Ring $size={size} role="progressbar" aria-label={label} />;
}
