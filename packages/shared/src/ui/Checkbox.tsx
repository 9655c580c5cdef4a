import { useEffect, useId, useRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'type'> {
  /** Visible label; without it pass aria-label. */
  label?: string;
  checked: boolean;
  /** Shows the mixed state (e.g. some rows selected). */
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
}

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Box = styled.input`
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:disabled { cursor: not-allowed; }
`;

export function Checkbox({ label, checked, indeterminate = false, onChange, id, ...rest }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const autoId = useId();
  const inputId = id ?? `cb-${autoId}`;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <Wrapper>
      <Box
        ref={ref}
        id={inputId}
        type="checkbox"
        checked={checked}
        aria-checked={indeterminate ? 'mixed' : checked}
        onChange={(e) => onChange(e.target.checked)}
        {...rest}
      />
      {label && <label htmlFor={inputId}>{label}</label>}
    </Wrapper>
  );
}
