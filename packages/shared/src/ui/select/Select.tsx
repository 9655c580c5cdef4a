import { useMemo, useState } from 'react';
import { Combobox, ComboboxInput, Field, Label } from '@headlessui/react';
import { MENSAJES } from '@verifica/contracts';
import { FieldLabel, FieldRoot, InputBox, errorList } from '../Field';
import { ComboboxOptionList, FieldErrors } from './ComboboxParts';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { filterOptions, type SelectOption } from './options';
import { ToggleButton } from './styles';

export interface SelectProps<V extends string | number> {
  label: string;
  options: readonly SelectOption<V>[];
  value: V | null | undefined;
  onChange: (value: V | null) => void;
  /** Shows a button that empties the choice (onChange(null)). */
  clearable?: boolean;
  disabled?: boolean;
  placeholder?: string;
  error?: string | readonly string[] | null;
  /** Default 'No hay datos disponibles'. */
  noDataText?: string;
}

/** A filterable single choice (headlessui Combobox): type to filter, arrows + Enter to choose. */
export function Select<V extends string | number>({
  label,
  options,
  value,
  onChange,
  clearable = false,
  disabled,
  placeholder,
  error,
  noDataText = MENSAJES.sinDatos,
}: SelectProps<V>) {
  const [query, setQuery] = useState('');
  const errors = errorList(error);
  const filtered = useMemo(() => filterOptions(options, query), [options, query]);
  const labelOf = (v: V | null | undefined) => (v == null ? '' : (options.find((o) => o.value === v)?.label ?? ''));
  const hasValue = value != null && value !== '';

  return (
    <Field as={FieldRoot} disabled={disabled}>
      <Label as={FieldLabel}>{label}</Label>
      <Combobox<V | null>
        value={value ?? null}
        onChange={(v) => onChange(v)}
        onClose={() => setQuery('')}
        disabled={disabled}
        immediate
      >
        <InputBox $invalid={errors.length > 0} $disabled={disabled}>
          <ComboboxInput<V | null>
            displayValue={labelOf}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={placeholder}
            autoComplete="off"
            aria-invalid={errors.length > 0 || undefined}
          />
          {clearable && hasValue && !disabled && (
            <IconButton icon="close" size={16} aria-label={`Limpiar ${label}`} onClick={() => onChange(null)} />
          )}
          <ToggleButton aria-label={`Mostrar opciones de ${label}`}>
            <Icon name="chevronDown" />
          </ToggleButton>
        </InputBox>
        <ComboboxOptionList options={filtered} noDataText={noDataText} />
      </Combobox>
      <FieldErrors errors={errors} />
    </Field>
  );
}
