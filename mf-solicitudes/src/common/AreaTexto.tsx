import { useId } from 'react';
import styled from 'styled-components';
import { FieldLabel, FieldMessages, FieldRoot, errorList, type TextFieldProps } from '@verifica/shared';

const Area = styled.textarea`
  width: 100%;
  min-height: 80px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  resize: vertical;
`;

export interface AreaTextoProps extends Pick<TextFieldProps, 'label' | 'placeholder' | 'error'> {
  value: string;
  onChange: (value: string) => void;
}

/** A labelled multi-line text field (comentarios). */
export function AreaTexto({ label, value, onChange, placeholder, error }: AreaTextoProps) {
  const id = useId();
  const errors = errorList(error);
  return (
    <FieldRoot $fullWidth>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Area
        id={id}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? `${id}-messages` : undefined}
      />
      <FieldMessages id={`${id}-messages`} errors={errors} />
    </FieldRoot>
  );
}
