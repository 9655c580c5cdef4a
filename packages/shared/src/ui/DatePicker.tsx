import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Popover } from '@headlessui/react';
import { max as masTarde, min as masTemprano } from 'date-fns';
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import { FieldLabel, FieldMessages, FieldRoot, InputBox, errorList, Icon, IconButton } from '@verifica/shared/base';
import { Panel, TriggerButton } from './DatePicker.styles';
import { leerFechaEscrita } from './fechaEscrita';
import { FORMATO_ESCRITO, formatFecha, parseFecha } from './fechas';

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

/** Years offered by the year dropdown when no minDate / maxDate bounds them. */
const ANIOS_ATRAS = 100;
const ANIOS_ADELANTE = 10;

/** Why a typed day is not applied, or null when it can be. */
function motivoRechazo(date: Date | undefined, min: Date | undefined, max: Date | undefined): string | null {
  if (!date) return `La fecha no es válida; escríbela como ${FORMATO_ESCRITO} o dd/mm/aaaa`;
  if (min && date < min) return `La fecha no puede ser anterior al ${formatFecha(min)}`;
  if (max && date > max) return `La fecha no puede ser posterior al ${formatFecha(max)}`;
  return null;
}

/**
 * A Spanish date field showing YYYY-MM-DD (SPEC §9): type the day (YYYY-MM-DD or dd/mm/aaaa; Enter
 * or leaving the field applies it) or pick it in a calendar (react-day-picker) whose month and year
 * dropdowns jump directly. The value is 'YYYY-MM-DD'; a typed day that is not valid shows why under
 * the field and changes nothing.
 */
export function DatePicker({ label, value, onChange, minDate, maxDate, clearable = false, disabled, error, id }: DatePickerProps) {
  const autoId = useId();
  const inputId = id ?? `dp-${autoId}`;
  const messagesId = `${inputId}-messages`;
  const selected = parseFecha(value);
  const min = parseFecha(minDate);
  const max = parseFecha(maxDate);
  // The text being typed (null: the field shows the applied value) and why it was refused.
  const [borrador, setBorrador] = useState<string | null>(null);
  const [rechazo, setRechazo] = useState<string | null>(null);
  const errors = [...(rechazo ? [rechazo] : []), ...errorList(error)];
  const input = useRef<HTMLInputElement>(null);

  // A new value from outside (filters reset, a link) replaces a refused text left in the field,
  // but never what the user is typing.
  useEffect(() => {
    if (document.activeElement === input.current) return;
    setBorrador(null);
    setRechazo(null);
  }, [value]);

  const disabledDays = useMemo(() => {
    const desde = parseFecha(minDate);
    const hasta = parseFecha(maxDate);
    return [...(desde ? [{ before: desde }] : []), ...(hasta ? [{ after: hasta }] : [])];
  }, [minDate, maxDate]);
  const anio = new Date().getFullYear();
  const startMonth = masTemprano([min ?? new Date(anio - ANIOS_ATRAS, 0, 1), ...(selected ? [selected] : [])]);
  const endMonth = masTarde([max ?? new Date(anio + ANIOS_ADELANTE, 11, 1), ...(selected ? [selected] : [])]);

  const aplicar = (date: Date | undefined) => {
    setBorrador(null);
    setRechazo(null);
    onChange(date ? formatFecha(date) : '');
  };

  /** Applies what was typed; false when nothing was being typed. */
  const aplicarBorrador = (): boolean => {
    if (borrador === null) return false;
    if (borrador.trim() === '') {
      if (clearable) aplicar(undefined);
      else {
        setBorrador(null);
        setRechazo(null);
      }
      return true;
    }
    const date = leerFechaEscrita(borrador);
    const motivo = motivoRechazo(date, min, max);
    if (motivo) setRechazo(motivo);
    else aplicar(date);
    return true;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the typed day without also submitting a surrounding form.
    if (e.key === 'Enter' && aplicarBorrador()) e.preventDefault();
  };

  return (
    <FieldRoot>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Popover style={{ position: 'relative' }}>
        <InputBox $invalid={errors.length > 0} $disabled={disabled}>
          <input
            ref={input}
            id={inputId}
            value={borrador ?? (selected ? formatFecha(selected) : '')}
            onChange={(e) => {
              setBorrador(e.target.value);
              setRechazo(null);
            }}
            onBlur={aplicarBorrador}
            onKeyDown={onKeyDown}
            placeholder={FORMATO_ESCRITO}
            autoComplete="off"
            disabled={disabled}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={errors.length > 0 ? messagesId : undefined}
          />
          {clearable && selected && !disabled && <IconButton icon="close" size={16} aria-label={`Limpiar ${label}`} onClick={() => aplicar(undefined)} />}
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
              defaultMonth={selected ?? min}
              captionLayout="dropdown"
              startMonth={startMonth}
              endMonth={endMonth}
              disabled={disabledDays}
              autoFocus
              onSelect={(date) => {
                if (date) aplicar(date);
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
