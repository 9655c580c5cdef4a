import type { FieldErrors } from '@verifica/shared/base';

/**
 * The props that wire one form control to one field of a form's values. They fit the kit's
 * controls as they are: TextField / PasswordField / DatePicker (id, name, value, onChange, error),
 * Select / MultiSelect (value, onChange, error). For a Switch or Checkbox use `checked`.
 */
export interface FieldBinding<T> {
  /** Unique in the page: `<form id>-<name>` (the control's input id, for its label). */
  id: string;
  name: string;
  value: T;
  onChange: (value: T) => void;
  /** The field's messages, or undefined when it has none. */
  error: string[] | undefined;
  /** `value` for switches and checkboxes (only meaningful when T is boolean). */
  checked: T extends boolean ? boolean : undefined;
  label?: string;
}

export interface LabelledFieldBinding<T> extends FieldBinding<T> {
  label: string;
}

export interface BindFieldInput<T> {
  formId: string;
  name: string;
  label?: string;
  value: T;
  onChange: (value: T) => void;
  errors: FieldErrors;
}

/** Builds a field's binding (used by useRecordForm and by useFormValues). */
export function bindField<T>({ formId, name, label, value, onChange, errors }: BindFieldInput<T>): FieldBinding<T> {
  const binding: FieldBinding<T> = {
    id: `${formId}-${name}`,
    name,
    value,
    onChange,
    error: errors[name],
    checked: (typeof value === 'boolean' ? value : undefined) as FieldBinding<T>['checked'],
  };
  if (label !== undefined) binding.label = label;
  return binding;
}
