import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldLabel, FieldMessages, FieldRoot, InputBox, errorList } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'size'> {
  label: string;
  value?: string | number | null;
  /** Called with the new text. */
  onChange?: (value: string) => void;
  /** The server's messages for this field (SPEC §5), shown under it. */
  error?: string | readonly string[] | null;
  helperText?: ReactNode;
  /** Content after the input (e.g. an IconButton). */
  endAdornment?: ReactNode;
  startAdornment?: ReactNode;
  fullWidth?: boolean;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, value, onChange, error, helperText, endAdornment, startAdornment, fullWidth, id, disabled, className, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `tf-${autoId}`;
  const messagesId = `${inputId}-messages`;
  const errors = errorList(error);
  const describedBy = errors.length > 0 || helperText ? messagesId : undefined;
  return (
    <FieldRoot $fullWidth={fullWidth} className={className}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <InputBox $invalid={errors.length > 0} $disabled={disabled}>
        {startAdornment}
        <input
          ref={ref}
          id={inputId}
          value={value ?? ''}
          onChange={(e) => onChange?.(e.target.value)}
          disabled={disabled}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {endAdornment}
      </InputBox>
      <FieldMessages id={messagesId} errors={errors} helperText={helperText} />
    </FieldRoot>
  );
});
