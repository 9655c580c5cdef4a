import { Combobox, ComboboxInput } from '@headlessui/react';
import { InputBox, Icon } from '@verifica/shared/base';
import { CampoCombobox, ComboboxOptionList, MostrarOpciones, useFiltroOpciones } from './ComboboxParts';
import type { SelectOption } from './options';
import { Chip, Chips } from './styles';

export interface MultiSelectProps<V extends string | number> {
  label: string;
  options: readonly SelectOption<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  disabled?: boolean;
  placeholder?: string;
  error?: string | readonly string[] | null;
  noDataText?: string;
}

/** A filterable multiple choice; chosen values show as removable chips. */
export function MultiSelect<V extends string | number>({ label, options, value, onChange, disabled, placeholder, error, noDataText }: MultiSelectProps<V>) {
  const { query, setQuery, filtered, errors } = useFiltroOpciones(options, error);
  const labelOf = (v: V) => options.find((o) => o.value === v)?.label ?? String(v);

  return (
    <CampoCombobox label={label} disabled={disabled} errors={errors}>
      <Combobox
        multiple
        value={[...value]}
        onChange={(next) => {
          onChange(next);
          setQuery('');
        }}
        onClose={() => setQuery('')}
        disabled={disabled}
        immediate
      >
        <InputBox $invalid={errors.length > 0} $disabled={disabled}>
          <Chips>
            {value.map((v) => (
              <Chip key={String(v)}>
                {labelOf(v)}
                {!disabled && (
                  <button
                    type="button"
                    aria-label={`Quitar ${labelOf(v)}`}
                    onClick={() => onChange(value.filter((x) => x !== v))}
                  >
                    <Icon name="close" size={14} />
                  </button>
                )}
              </Chip>
            ))}
            <ComboboxInput
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={value.length === 0 ? placeholder : undefined}
              autoComplete="off"
              aria-invalid={errors.length > 0 || undefined}
            />
          </Chips>
          <MostrarOpciones label={label} />
        </InputBox>
        <ComboboxOptionList options={filtered} noDataText={noDataText} />
      </Combobox>
    </CampoCombobox>
  );
}
