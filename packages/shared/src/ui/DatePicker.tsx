import { useId, useMemo } from 'react';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import styled from 'styled-components';
import { FieldLabel, FieldMessages, FieldRoot, InputBox, errorList } from './Field';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import { formatFecha, parseFecha } from './fechas';

export interface DatePickerProps {
  label: string;
  /** 'YYYY-MM-DD' or '' / null when empty. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** Days before this 'YYYY-MM-DD' cannot be chosen (the to-date of a range, SPEC §5). */
  minDate?: string | null;
  maxDate?: string | null;
  /** Shows a button that empties the field (onChange('')). */
  clearable?: boolean;
  disabled?: boolean;
  error?: string | readonly string[] | null;
  id?: string;
}

const TriggerButton = styled(PopoverButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  margin-right: 2px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover:not(:disabled) { background: rgba(15, 23, 42, 0.08); }
  &:disabled { cursor: not-allowed; opacity: 0.5; }
`;

const Panel = styled(PopoverPanel)`
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
    padding: 0 ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-transform: capitalize;
  }
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

/** A date field with a Spanish calendar in a popover (react-day-picker). */
export function DatePicker({ label, value, onChange, minDate, maxDate, clearable = false, disabled, error, id }: DatePickerProps) {
  const autoId = useId();
  const inputId = id ?? `dp-${autoId}`;
  const messagesId = `${inputId}-messages`;
  const errors = errorList(error);
  const selected = parseFecha(value);
  const disabledDays = useMemo(() => {
    const min = parseFecha(minDate);
    const max = parseFecha(maxDate);
    return [...(min ? [{ before: min }] : []), ...(max ? [{ after: max }] : [])];
  }, [minDate, maxDate]);
  const firstMonth = selected ?? parseFecha(minDate);

  return (
    <FieldRoot>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Popover style={{ position: 'relative' }}>
        <InputBox $invalid={errors.length > 0} $disabled={disabled}>
          <input
            id={inputId}
            readOnly
            value={selected ? formatFecha(selected) : ''}
            placeholder="AAAA-MM-DD"
            disabled={disabled}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={errors.length > 0 ? messagesId : undefined}
          />
          {clearable && selected && !disabled && (
            <IconButton icon="close" size={16} aria-label={`Limpiar ${label}`} onClick={() => onChange('')} />
          )}
          <TriggerButton aria-label={`Abrir calendario de ${label}`} disabled={disabled}>
            <Icon name="calendar" size={18} />
          </TriggerButton>
        </InputBox>
        <Panel anchor={{ to: 'bottom start', gap: 4 }} aria-label={`Calendario de ${label}`}>
          {({ close }) => (
            <DayPicker
              mode="single"
              locale={es}
              selected={selected}
              defaultMonth={firstMonth}
              disabled={disabledDays}
              autoFocus
              onSelect={(date) => {
                if (date) onChange(formatFecha(date));
                close();
              }}
            />
          )}
        </Panel>
      </Popover>
      <FieldMessages id={messagesId} errors={errors} />
    </FieldRoot>
  );
}
