import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FieldLabel, FieldMessages, FieldRoot, InputBox, errorList, Icon } from '@verifica/shared/base';
import { Chip, Chips } from './styles';

export interface FreeMultiSelectProps {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  placeholder?: string;
  helperText?: string;
  error?: string | readonly string[] | null;
}

/**
 * Free entry of many values (e.g. folios): type one and press Enter (or comma) to add it
 * as a chip; Backspace on the empty input removes the last one.
 */
export function FreeMultiSelect({
  label,
  value,
  onChange,
  disabled,
  placeholder = 'Escribe y presiona Enter',
  helperText,
  error,
}: FreeMultiSelectProps) {
  const [text, setText] = useState('');
  const autoId = useId();
  const inputId = `fms-${autoId}`;
  const messagesId = `${inputId}-messages`;
  const errors = errorList(error);
  // The parent may apply a change later than the next key (a value kept in the URL goes through
  // a router navigation): adding on top of what was last sent keeps quick entries from replacing
  // one another. A new `value` from the parent resets it.
  const ultimo = useRef({ recibido: value, enviado: value });
  if (ultimo.current.recibido !== value) ultimo.current = { recibido: value, enviado: value };
  const cambiar = (next: string[]) => {
    ultimo.current.enviado = next;
    onChange(next);
  };

  const add = () => {
    const entries = text
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    const base = ultimo.current.enviado;
    const next = [...base];
    for (const entry of entries) if (!next.includes(entry)) next.push(entry);
    if (next.length !== base.length) cambiar(next);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && ultimo.current.enviado.length > 0) {
      cambiar(ultimo.current.enviado.slice(0, -1));
    }
  };

  return (
    <FieldRoot>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <InputBox $invalid={errors.length > 0} $disabled={disabled}>
        <Chips>
          {value.map((v) => (
            <Chip key={v}>
              {v}
              {!disabled && (
                <button type="button" aria-label={`Quitar ${v}`} onClick={() => cambiar(ultimo.current.enviado.filter((x) => x !== v))}>
                  <Icon name="close" size={14} />
                </button>
              )}
            </Chip>
          ))}
          <input
            id={inputId}
            value={text}
            disabled={disabled}
            placeholder={value.length === 0 ? placeholder : undefined}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={add}
            autoComplete="off"
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={errors.length > 0 || helperText ? messagesId : undefined}
          />
        </Chips>
      </InputBox>
      <FieldMessages id={messagesId} errors={errors} helperText={helperText} />
    </FieldRoot>
  );
}
