import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, FieldLabel, FieldMessages, FieldRoot, errorList } from '@verifica/shared/base';
import { visuallyHidden } from './VisuallyHidden';

export interface FileFieldProps {
  label: string;
  /** The chosen file, kept by the parent: its name is shown beside the button. */
  file: File | null;
  /** The file the user picked (not called when the picker is cancelled). */
  onChange: (file: File) => void;
  /** Passed to the input, e.g. '.xlsx,.xls,.csv'. */
  accept?: string;
  disabled?: boolean;
  error?: string | readonly string[] | null;
  helperText?: ReactNode;
}

/** The real input: labelled and used by the button, hidden because its own texts follow the browser's language. */
const HiddenInput = styled.input`
  ${visuallyHidden}
`;

const Row = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const FileName = styled.span<{ $empty: boolean }>`
  min-width: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ $empty, theme }) => ($empty ? theme.colors.textMuted : theme.colors.text)};
`;

const SIN_ARCHIVO = 'Ningún archivo seleccionado';

/**
 * A file field in Spanish: 'Seleccionar archivo' and the chosen file's name (or 'Ningún archivo
 * seleccionado'), in place of the browser's own texts. The label still names the real input.
 */
export function FileField({ label, file, onChange, accept, disabled = false, error, helperText }: FileFieldProps) {
  const id = useId();
  const inputId = `ff-${id}`;
  const labelId = `${inputId}-label`;
  const nameId = `${inputId}-name`;
  const messagesId = `${inputId}-messages`;
  const errors = errorList(error);
  const describedBy = [labelId, nameId, ...(errors.length > 0 || helperText ? [messagesId] : [])].join(' ');
  const input = useRef<HTMLInputElement>(null);
  return (
    <FieldRoot>
      <FieldLabel id={labelId} htmlFor={inputId}>
        {label}
      </FieldLabel>
      <Row>
        <HiddenInput
          ref={input}
          id={inputId}
          type="file"
          accept={accept}
          disabled={disabled}
          tabIndex={-1}
          aria-invalid={errors.length > 0 || undefined}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            // Emptied so that choosing the same file again is a change too.
            e.target.value = '';
            if (chosen) onChange(chosen);
          }}
        />
        <Button variant="secondary" disabled={disabled} aria-describedby={describedBy} onClick={() => input.current?.click()}>
          Seleccionar archivo
        </Button>
        <FileName id={nameId} $empty={!file} aria-live="polite">
          {file ? file.name : SIN_ARCHIVO}
        </FileName>
      </Row>
      <FieldMessages id={messagesId} errors={errors} helperText={helperText} />
    </FieldRoot>
  );
}
