import { useCallback, useState } from 'react';
import { fieldErrors, type FieldErrors } from '@verifica/shared/base';

export interface UseFieldErrors {
  errors: FieldErrors;
  /** The messages of one field, for a control's `error` prop. */
  errorOf: (field: string) => string[] | undefined;
  /** Takes the field errors of a failed call (a 422); any other error clears them. */
  setFromError: (error: unknown) => void;
  clear: () => void;
  /** Clears one field (e.g. when the user edits it). */
  clearField: (field: string) => void;
}

/** Server validation errors by field, shown under the matching control (SPEC §5). */
export function useFieldErrors(): UseFieldErrors {
  const [errors, setErrors] = useState<FieldErrors>({});
  const errorOf = useCallback((field: string) => errors[field], [errors]);
  const setFromError = useCallback((error: unknown) => setErrors(fieldErrors(error)), []);
  const clear = useCallback(() => setErrors({}), []);
  const clearField = useCallback(
    (field: string) =>
      setErrors((old) => {
        if (!(field in old)) return old;
        const next = { ...old };
        delete next[field];
        return next;
      }),
    [],
  );
  return { errors, errorOf, setFromError, clear, clearField };
}
