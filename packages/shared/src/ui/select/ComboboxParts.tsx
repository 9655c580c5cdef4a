import { Description } from '@headlessui/react';
import { ErrorList } from '../Field';
import { Icon } from '../Icon';
import type { SelectOption } from './options';
import { EmptyOption, Option, OptionsPanel } from './styles';

/** The floating list of a Combobox, with 'No hay datos disponibles' when nothing matches. */
export function ComboboxOptionList<V extends string | number>({
  options,
  noDataText,
}: {
  options: readonly SelectOption<V>[];
  noDataText: string;
}) {
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
