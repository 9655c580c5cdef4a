import { Field, Label, Switch as HeadlessSwitch } from '@headlessui/react';
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

const Row = styled(Field)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
`;

const Track = styled(HeadlessSwitch)`
  position: relative;
  flex: none;
  width: 40px;
  height: 22px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderStrong};
  cursor: pointer;
  transition: background-color 120ms ease;
  &[data-checked] { background: ${({ theme }) => theme.colors.primary}; }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
  &[data-focus] { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Thumb = styled.span`
  position: absolute;
  top: 3px;
  left: 3px;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: #ffffff;
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition: transform 120ms ease;
  [data-checked] > & { transform: translateX(18px); }
`;

/** An on/off switch (role="switch") with its label. */
export function Switch({ label, checked, onChange, disabled, error }: SwitchProps) {
  const errors = errorList(error);
  const row = (
    <Row disabled={disabled}>
      <Track checked={checked} onChange={onChange} aria-invalid={errors.length > 0 || undefined}>
        <Thumb />
      </Track>
      <Label>{label}</Label>
    </Row>
  );
  if (errors.length === 0) return row;
  return (
    <div>
      {row}
      <ErrorList>
        {errors.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ErrorList>
    </div>
  );
}
