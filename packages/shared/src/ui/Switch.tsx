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
 * no headless UI library. Only its look is drawn here: the track is the box's colour, the thumb a
 * background image that slides (no pseudo-elements, which not every browser draws on inputs).
 */
const thumb = (color: string) => `radial-gradient(circle, ${color} 7.5px, transparent 8px)`;

const Track = styled.input`
  appearance: none;
  flex: none;
  box-sizing: border-box;
  width: 40px;
  height: 22px;
  margin: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${thumb('#ffffff')} no-repeat left center / 20px 20px, ${({ theme }) => theme.colors.borderStrong};
  cursor: inherit;
  transition: background-color 120ms ease, background-position 120ms ease;
  &:checked {
    background-color: ${({ theme }) => theme.colors.primary};
    background-position: right center;
  }
  &:disabled { opacity: 0.5; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  /* High-contrast modes replace the colours above: draw it in system colours instead. */
  @media (forced-colors: active) {
    forced-color-adjust: none;
    border-color: CanvasText;
    background-color: Canvas;
    background-image: ${thumb('CanvasText')};
    &:checked {
      background-color: Highlight;
      background-image: ${thumb('HighlightText')};
    }
  }
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
