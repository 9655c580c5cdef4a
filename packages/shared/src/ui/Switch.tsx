import { useId } from 'react';
import styled from 'styled-components';
import { ErrorList, errorList } from './Field';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Messages under the switch (a form field's errors). */
  error?: string | readonly string[] | null;
}

const Row = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

/*
 * A native checkbox with role="switch" (ARIA in HTML allows it): the browser gives it focus, Space,
 * the label's click and form semantics, so the login page, where this is the one toggle, carries
 * no headless UI library. Only its look is drawn here: the track, and the thumb as a background.
 */
const Track = styled.input`
  appearance: none;
  position: relative;
  flex: none;
  width: 40px;
  height: 22px;
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderStrong};
  cursor: inherit;
  transition: background-color 120ms ease;
  &::before {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #ffffff;
    box-shadow: ${({ theme }) => theme.shadow.sm};
    transition: transform 120ms ease;
  }
  &:checked { background: ${({ theme }) => theme.colors.primary}; }
  &:checked::before { transform: translateX(18px); }
  &:disabled { opacity: 0.5; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/** An on/off switch (role="switch") with its label. */
export function Switch({ label, checked, onChange, disabled, error }: SwitchProps) {
  const errors = errorList(error);
  const errorsId = `${useId()}-errores`;
  const row = (
    <Row $disabled={disabled}>
      <Track
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? errorsId : undefined}
      />
      {label}
    </Row>
  );
  if (errors.length === 0) return row;
  return (
    <div>
      {row}
      <ErrorList id={errorsId}>
        {errors.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ErrorList>
    </div>
  );
}
