import { lazy, Suspense, type ReactElement } from 'react';
import { TextField, useEsperaEnMontaje } from '@verifica/shared/base';
import { freeMultiSelectDiferido, multiSelectDiferido, selectDiferido } from '../controlesDiferidos';
import type { FreeMultiSelectProps } from './FreeMultiSelect';
import type { MultiSelectProps } from './MultiSelect';
import type { SelectProps } from './Select';

// headlessui's Combobox and its floating-ui positioning load with the first selector shown, not
// with the login page (the shared singleton cannot be tree-shaken per consumer). React.lazy drops
// the value type parameter; the casts restore each component's own generic signature.
const SelectImpl = lazy(() => selectDiferido.cargar().then((m) => ({ default: m.Select }))) as unknown as <
  V extends string | number,
>(
  props: SelectProps<V>,
) => ReactElement;
const MultiSelectImpl = lazy(() => multiSelectDiferido.cargar().then((m) => ({ default: m.MultiSelect }))) as unknown as <
  V extends string | number,
>(
  props: MultiSelectProps<V>,
) => ReactElement;
const FreeMultiSelectImpl = lazy(() => freeMultiSelectDiferido.cargar().then((m) => ({ default: m.FreeMultiSelect })));

function Placeholder({ label }: { label: string }) {
  return <TextField label={label} value="" disabled readOnly />;
}

/** A filterable single choice. See Select.tsx. */
export function Select<V extends string | number>(props: SelectProps<V>) {
  useEsperaEnMontaje(selectDiferido);
  return (
    <Suspense fallback={<Placeholder label={props.label} />}>
      <SelectImpl {...props} />
    </Suspense>
  );
}

/** A filterable multiple choice shown as chips. See MultiSelect.tsx. */
export function MultiSelect<V extends string | number>(props: MultiSelectProps<V>) {
  useEsperaEnMontaje(multiSelectDiferido);
  return (
    <Suspense fallback={<Placeholder label={props.label} />}>
      <MultiSelectImpl {...props} />
    </Suspense>
  );
}

/** Free entry of several values (Enter adds a chip). See FreeMultiSelect.tsx. */
export function FreeMultiSelect(props: FreeMultiSelectProps) {
  useEsperaEnMontaje(freeMultiSelectDiferido);
  return (
    <Suspense fallback={<Placeholder label={props.label} />}>
      <FreeMultiSelectImpl {...props} />
    </Suspense>
  );
}
