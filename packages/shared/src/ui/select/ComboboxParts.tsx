import { useMemo, useState, type ReactNode } from 'react';
import { Description, Field, Label } from '@headlessui/react';
import { MENSAJES } from '@verifica/contracts';
import { ErrorList, FieldLabel, FieldRoot, errorList, Icon } from '@verifica/shared/base';
import { filterOptions, type SelectOption } from './options';
import { EmptyOption, Option, OptionsPanel, ToggleButton } from './styles';

/** What the user types to narrow the options, the options it leaves, and the field's messages. */
export function useFiltroOpciones<V extends string | number>(options: readonly SelectOption<V>[], error: string | readonly string[] | null | undefined) {
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => filterOptions(options, query), [options, query]);
  return { query, setQuery, filtered, errors: errorList(error) };
}

/** A select's frame: the headlessui Field with its label, the combobox, the errors under it. */
export function CampoCombobox({ label, disabled, errors, children }: { label: string; disabled?: boolean; errors: readonly string[]; children: ReactNode }) {
  return (
    <Field as={FieldRoot} disabled={disabled}>
      <Label as={FieldLabel}>{label}</Label>
      {children}
      <FieldErrors errors={errors} />
    </Field>
  );
}

/** The arrow that opens the options. */
export function MostrarOpciones({ label }: { label: string }) {
  return (
    <ToggleButton aria-label={`Mostrar opciones de ${label}`}>
      <Icon name="chevronDown" />
    </ToggleButton>
  );
}

/** The floating list of a Combobox, with 'No hay datos disponibles' when nothing matches. */
export function ComboboxOptionList<V extends string | number>({ options, noDataText = MENSAJES.sinDatos }: { options: readonly SelectOption<V>[]; noDataText?: string | undefined }) {
  return (
    <OptionsPanel anchor={{ to: 'bottom start', gap: 4 }}>
      {options.length === 0 ? (
        <EmptyOption>{noDataText}</EmptyOption>
      ) : (
        options.map((option) => (
          <Option key={String(option.value)} value={option.value}>
            <Icon name="check" size={16} className="check" />
            {option.label}
          </Option>
        ))
      )}
    </OptionsPanel>
  );
}

/** Server errors under a headlessui Field: its Description becomes the input's accessible description. */
export function FieldErrors({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <Description as={ErrorList}>
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </Description>
  );
}
