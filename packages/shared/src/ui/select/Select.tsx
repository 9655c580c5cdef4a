import { Combobox, ComboboxInput } from '@headlessui/react';
import { InputBox, IconButton } from '@verifica/shared/base';
import { CampoCombobox, ComboboxOptionList, MostrarOpciones, useFiltroOpciones } from './ComboboxParts';
import type { SelectOption } from './options';

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
export function Select<V extends string | number>({ label, options, value, onChange, clearable = false, disabled, placeholder, error, noDataText }: SelectProps<V>) {
  const { setQuery, filtered, errors } = useFiltroOpciones(options, error);
  const labelOf = (v: V | null | undefined) => (v == null ? '' : (options.find((o) => o.value === v)?.label ?? ''));
  const hasValue = value != null && value !== '';

  return (
    <CampoCombobox label={label} disabled={disabled} errors={errors}>
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
          <MostrarOpciones label={label} />
        </InputBox>
        <ComboboxOptionList options={filtered} noDataText={noDataText} />
      </Combobox>
    </CampoCombobox>
  );
}
