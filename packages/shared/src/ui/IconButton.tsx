import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { plainIconButton } from './estilos';
import { Icon, type IconName } from './Icon';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** Accessible name; also shown as the tooltip. Required: the button has no text. */
  'aria-label': string;
  icon: IconName;
  color?: 'default' | 'primary' | 'danger' | 'success';
  size?: number;
}

const StyledIconButton = styled.button<{ $color: NonNullable<IconButtonProps['color']>; $size: number }>`
  ${plainIconButton}
  width: ${({ $size }) => $size + 14}px;
  height: ${({ $size }) => $size + 14}px;
  color: ${({ $color, theme }) =>
    $color === 'primary'
      ? theme.colors.primary
      : $color === 'danger'
        ? theme.colors.danger
        : $color === 'success'
          ? theme.colors.success
          : theme.colors.textMuted};
  &:hover:not(:disabled) { background: rgba(15, 23, 42, 0.08); }
  &:disabled { opacity: 0.45; cursor: not-allowed; }
`;

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, color = 'default', size = 20, type = 'button', title, ...rest },
  ref,
) {
  return (
    <StyledIconButton ref={ref} type={type} title={title ?? rest['aria-label']} $color={color} $size={size} {...rest}>
      <Icon name={icon} size={size} />
    </StyledIconButton>
  );
});
