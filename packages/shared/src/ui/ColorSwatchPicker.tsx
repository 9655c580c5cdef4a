import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { FieldLabel, FieldMessages, FieldRoot, InputBox, errorList, Icon } from '@verifica/shared/base';

/** Pin colours for agencies: distinct hues that read on the map and in lists. */
export const AGENCIA_COLORES = [
  '#1976d2', '#d32f2f', '#388e3c', '#f57c00', '#7b1fa2', '#0097a7',
  '#c2185b', '#5d4037', '#455a64', '#fbc02d', '#303f9f', '#689f38',
  '#e64a19', '#00796b', '#512da8', '#afb42b', '#0288d1', '#616161',
] as const;

const HEX = /^#[0-9a-fA-F]{6}$/;

export interface ColorSwatchPickerProps {
  label: string;
  /** '#RRGGBB'. */
  value: string;
  onChange: (value: string) => void;
  swatches?: readonly string[];
  error?: string | readonly string[] | null;
  disabled?: boolean;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(9, 32px);
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: 900px) { grid-template-columns: repeat(6, 32px); }
`;

const Swatch = styled.button<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $color }) => $color};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.border};
  color: #ffffff;
  cursor: pointer;
  &[aria-checked='true'] { box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.text}; }
  &:disabled { cursor: not-allowed; opacity: 0.5; }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Preview = styled.span<{ $color: string }>`
  flex: none;
  width: 38px;
  height: 38px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $color }) => $color};
`;

/** A grid of colour swatches (radio group, arrow keys move) plus the hex value. */
export function ColorSwatchPicker({ label, value, onChange, swatches = AGENCIA_COLORES, error, disabled }: ColorSwatchPickerProps) {
  const id = useId();
  const hexId = `${id}-hex`;
  const messagesId = `${id}-messages`;
  const errors = errorList(error);
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  const current = swatches.findIndex((s) => s.toLowerCase() === value.toLowerCase());
  const focusable = current >= 0 ? current : 0;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const delta = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    const next = (index + delta + swatches.length) % swatches.length;
    const color = swatches[next];
    if (!color) return;
    onChange(color);
    const buttons = event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('button');
    buttons?.[next]?.focus();
  };

  return (
    <FieldRoot>
      <FieldLabel as="span" id={`${id}-label`}>
        {label}
      </FieldLabel>
      <Grid role="radiogroup" aria-labelledby={`${id}-label`}>
        {swatches.map((color, index) => {
          const checked = index === current;
          return (
            <Swatch
              key={color}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={color}
              tabIndex={index === focusable ? 0 : -1}
              $color={color}
              disabled={disabled}
              onClick={() => onChange(color)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {checked && <Icon name="check" size={18} />}
            </Swatch>
          );
        })}
      </Grid>
      <Row>
        <Preview $color={HEX.test(text) ? text : value} aria-hidden="true" />
        <div style={{ width: '140px' }}>
          <FieldLabel htmlFor={hexId} style={{ fontSize: '0.75rem' }}>
            Hexadecimal
          </FieldLabel>
          <InputBox $invalid={errors.length > 0 || !HEX.test(text)} $disabled={disabled}>
            <input
              id={hexId}
              value={text}
              disabled={disabled}
              maxLength={7}
              aria-describedby={errors.length > 0 ? messagesId : undefined}
              onChange={(e) => {
                const next = e.target.value.startsWith('#') ? e.target.value : `#${e.target.value}`;
                setText(next);
                if (HEX.test(next)) onChange(next.toLowerCase());
              }}
              onBlur={() => setText(value)}
            />
          </InputBox>
        </div>
      </Row>
      <FieldMessages id={messagesId} errors={errors} />
    </FieldRoot>
  );
}
