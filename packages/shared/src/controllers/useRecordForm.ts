import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@verifica/shared/router';
import { MENSAJES } from '@verifica/contracts';
import { apiErrorMessage, apiErrorStatus, fieldErrors, type FieldErrors, useSnackbar, useUltimo } from '@verifica/shared/base';
import { camposDistintos, useConflicto, versionDe, type Conflicto } from './conflicto';
import { bindField, type FieldBinding, type LabelledFieldBinding } from './fieldBinding';
import type { Validation } from './validate';

export interface UseRecordFormOptions<V, R, B> {
  /** Route id (useRouteId): 0 = new record, null = an id no record can have (shown as not found). */
  id: number | null;
  /** The values of a new record. */
  initialValues: V;
  /** GET the record (when id is not 0). */
  load: (id: number) => Promise<R>;
  /** Record -> form values. */
  toValues: (record: R) => V;
  /** Form values -> the request body, or the field errors that keep it from being sent. */
  validate: (values: V, isNew: boolean) => Validation<B>;
  /**
   * POST (id 0) or PUT the body. When the loaded record carries a `version`, the PUT's body
   * carries it too (no lost edits: the server answers 409 if someone saved after it).
   */
  save: (body: B, id: number) => Promise<unknown>;
  /** Where Cancelar and a successful save go (the list). */
  listPath: string;
}

/** What a record form's frame takes from it (`FormLayout`'s props of the same names). */
export interface LayoutDeFormulario {
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  loading: boolean;
  saving: boolean;
  loadError?: string | null;
  conflict?: Conflicto | null;
  onReload?: () => void;
}

export interface RecordForm<V> {
  isNew: boolean;
  values: V;
  /** Changes one field and clears its error. */
  setField: <K extends keyof V>(field: K, value: V[K]) => void;
  /**
   * The props that bind one control to a field: `<TextField {...form.field('nombre', 'Nombre')} />`
   * gives id, name, label, value, onChange (setField) and error.
   */
  field: {
    <K extends keyof V & string>(name: K): FieldBinding<V[K]>;
    <K extends keyof V & string>(name: K, label: string): LabelledFieldBinding<V[K]>;
  };
  /** The messages under each field (server or contract validation). */
  errors: FieldErrors;
  /** The record is being loaded. */
  loading: boolean;
  /**
   * The record could not be loaded (404, another agency's record, an impossible id, or any other
   * failure): the message to show instead of the form, which must not look like a new record.
   */
  loadError: string | null;
  /** A save is in flight (Guardar disabled). */
  saving: boolean;
  /** The form's onSubmit (Guardar or Enter). */
  submit: (event?: FormEvent) => void;
  /** Back to the list without saving. */
  cancel: () => void;
  /**
   * The save was refused (409) because someone else saved the record since it was loaded: the
   * values stay; `reload` takes the newer version (sent with the next save) keeping them, and
   * names the fields the other user saved differently (by their labels).
   */
  conflict: Conflicto | null;
  reload: () => void;
  /** Spread into the form's layout: `<FormLayout label="..." {...form.layout}>`. */
  layout: LayoutDeFormulario;
}

/** Why a record could not be loaded: not there (or not ours) -> 'Registro no encontrado'. */
function loadFailure(error: unknown): string {
  const status = apiErrorStatus(error);
  if (status === 404 || status === 403 || status === 422 || status === 400) return MENSAJES.noEncontrado;
  return apiErrorMessage(error);
}

/**
 * Headless controller of a create/edit form (react-admin's useEditController + useCreateController):
 * loads the record, keeps the values, validates, saves, shows 'Registro Actualizado' and returns to
 * the list; on failure keeps every typed value and shows the messages under their fields.
 */
export function useRecordForm<V extends object, R, B>({
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
  const formId = useId();
  const isNew = id === 0;
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [loading, setLoading] = useState(!isNew && id !== null);
  const [loadError, setLoadError] = useState<string | null>(id === null ? MENSAJES.noEncontrado : null);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const { conflicto: conflict, siFalla, recargado, resuelto } = useConflicto();
  /** The loaded record's version and values (what the other user's save is compared with). */
  const loaded = useRef<{ version: number | undefined; values: V | null }>({ version: undefined, values: null });
  /** Each field's label, as field(name, label) last gave it. */
  const labels = useRef<Record<string, string>>({});

  const loadRef = useUltimo(load);
  const toValuesRef = useUltimo(toValues);

  useEffect(() => {
    if (id === null) {
      setLoading(false);
      setLoadError(MENSAJES.noEncontrado);
      return;
    }
    setLoadError(null);
    if (id === 0) return;
    let current = true;
    setLoading(true);
    loadRef.current(id).then(
      (record) => {
        if (!current) return;
        const loadedValues = toValuesRef.current(record);
        loaded.current = { version: versionDe(record), values: loadedValues };
        setValues(loadedValues);
        setLoading(false);
      },
      (error: unknown) => {
        if (!current) return;
        setLoading(false);
        setLoadError(loadFailure(error));
      },
    );
    return () => {
      current = false;
    };
  }, [id]);

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
    if (savingRef.current || loading || id === null || loadError) return;
    const checked = validate(values, isNew);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    savingRef.current = true;
    setSaving(true);
    setErrors({});
    const { version } = loaded.current;
    save(isNew || version === undefined ? checked.data : { ...checked.data, version }, id).then(
      () => {
        savingRef.current = false;
        setSaving(false);
        resuelto();
        snackbar.success(MENSAJES.registroActualizado);
        void navigate(listPath);
      },
      (error: unknown) => {
        savingRef.current = false;
        setSaving(false);
        if (siFalla(error)) return;
        const byField = fieldErrors(error);
        setErrors(byField);
        // SPEC §8: a save failure shows its field errors under the fields; without any (no
        // response, 403, 500) the server's message is the only thing to show.
        if (Object.keys(byField).length === 0) snackbar.error(apiErrorMessage(error));
      },
    );
  };

  const cancel = () => void navigate(listPath);

  const reload = () => {
    if (id === null || id === 0) return;
    loadRef.current(id).then(
      (record) => {
        const newer = toValuesRef.current(record);
        const before = loaded.current.values ?? newer;
        loaded.current = { version: versionDe(record), values: newer };
        recargado(camposDistintos(before, newer, values).map((k) => labels.current[k] ?? k));
      },
      (error: unknown) => snackbar.error(apiErrorMessage(error)),
    );
  };

  const field = ((name: keyof V & string, label?: string) => {
    if (label !== undefined) labels.current[name] = label;
    return bindField({ formId, name, label, value: values[name], onChange: (value) => setField(name, value), errors });
  }) as RecordForm<V>['field'];

  const layout = { onSubmit: submit, onCancel: cancel, loading, loadError, saving, conflict, onReload: reload };
  return { isNew, values, setField, field, errors, loading, loadError, saving, submit, cancel, conflict, reload, layout };
}
