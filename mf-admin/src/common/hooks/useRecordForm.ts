import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MENSAJES } from '@verifica/contracts';
import { apiErrorMessage, fieldErrors, useSnackbar, type FieldErrors } from '@verifica/shared';
import type { Validation } from './validate';

export interface UseRecordFormOptions<V, R, B> {
  /** Route id: 0 = new record. */
  id: number;
  /** The values of a new record. */
  initialValues: V;
  /** GET the record (when id is not 0). */
  load: (id: number) => Promise<R>;
  /** Record -> form values. */
  toValues: (record: R) => V;
  /** Form values -> the request body, or the field errors that keep it from being sent. */
  validate: (values: V, isNew: boolean) => Validation<B>;
  /** POST (id 0) or PUT the body. */
  save: (body: B, id: number) => Promise<unknown>;
  /** Where Cancelar and a successful save go (the list). */
  listPath: string;
}

export interface RecordForm<V> {
  isNew: boolean;
  values: V;
  /** Changes one field and clears its error. */
  setField: <K extends keyof V>(field: K, value: V[K]) => void;
  /** The messages under each field (server or contract validation). */
  errors: FieldErrors;
  /** The record is being loaded. */
  loading: boolean;
  /** A save is in flight (Guardar disabled). */
  saving: boolean;
  /** The form's onSubmit (Guardar or Enter). */
  submit: (event?: FormEvent) => void;
  /** Back to the list without saving. */
  cancel: () => void;
}

/**
 * Headless controller of a create/edit form (react-admin's useEditController + useCreateController):
 * loads the record, keeps the values, validates, saves, shows 'Registro Actualizado' and returns to
 * the list; on failure keeps every typed value and shows the messages under their fields.
 */
export function useRecordForm<V, R, B>({
  id,
  initialValues,
  load,
  toValues,
  validate,
  save,
  listPath,
}: UseRecordFormOptions<V, R, B>): RecordForm<V> {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const isNew = id === 0;
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [loading, setLoading] = useState(!isNew);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);

  const loadRef = useRef(load);
  const toValuesRef = useRef(toValues);
  useEffect(() => {
    loadRef.current = load;
    toValuesRef.current = toValues;
  }, [load, toValues]);

  useEffect(() => {
    if (isNew) return;
    let current = true;
    setLoading(true);
    loadRef.current(id).then(
      (record) => {
        if (!current) return;
        setValues(toValuesRef.current(record));
        setLoading(false);
      },
      () => {
        // SPEC §8: detail load failures are silent; only the loading indicator stops.
        if (current) setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [id, isNew]);

  const setField = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      const key = String(field);
      if (!(key in e)) return e;
      const { [key]: _cleared, ...rest } = e;
      return rest;
    });
  }, []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (savingRef.current || loading) return;
    const checked = validate(values, isNew);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    savingRef.current = true;
    setSaving(true);
    setErrors({});
    save(checked.data, id).then(
      () => {
        savingRef.current = false;
        setSaving(false);
        snackbar.success(MENSAJES.registroActualizado);
        void navigate(listPath);
      },
      (error: unknown) => {
        savingRef.current = false;
        setSaving(false);
        const byField = fieldErrors(error);
        setErrors(byField);
        // SPEC §8: a save failure shows its field errors under the fields; without any (no
        // response, 403, 500) the server's message is the only thing to show.
        if (Object.keys(byField).length === 0) snackbar.error(apiErrorMessage(error));
      },
    );
  };

  const cancel = () => void navigate(listPath);

  return { isNew, values, setField, errors, loading, saving, submit, cancel };
}
