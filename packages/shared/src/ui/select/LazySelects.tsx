import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { TextField, useEsperaEnMontaje, type ControlDiferido } from '@verifica/shared/base';
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

/** `children` once the selector's code is here; meanwhile a disabled field with its label. */
function EnEspera({ control, label, children }: { control: ControlDiferido; label: string; children: ReactNode }) {
  useEsperaEnMontaje(control);
  return <Suspense fallback={<TextField label={label} value="" disabled readOnly />}>{children}</Suspense>;
}

/** A filterable single choice. See Select.tsx. */
export function Select<V extends string | number>(props: SelectProps<V>) {
  return (
    <EnEspera control={selectDiferido} label={props.label}>
      <SelectImpl {...props} />
    </EnEspera>
  );
}

/** A filterable multiple choice shown as chips. See MultiSelect.tsx. */
export function MultiSelect<V extends string | number>(props: MultiSelectProps<V>) {
  return (
    <EnEspera control={multiSelectDiferido} label={props.label}>
      <MultiSelectImpl {...props} />
    </EnEspera>
  );
}

/** Free entry of several values (Enter adds a chip). See FreeMultiSelect.tsx. */
export function FreeMultiSelect(props: FreeMultiSelectProps) {
  return (
    <EnEspera control={freeMultiSelectDiferido} label={props.label}>
      <FreeMultiSelectImpl {...props} />
    </EnEspera>
  );
}
