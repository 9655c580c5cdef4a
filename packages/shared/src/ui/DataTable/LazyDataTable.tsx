import { lazy, Suspense, type ReactElement } from 'react';
import type { RowData } from '@tanstack/react-table';
import { useEsperaEnMontaje } from '@verifica/shared/base';
import { tablaDiferida } from '../controlesDiferidos';
import { LoadingBar } from '../LoadingBar';
import type { DataTableProps } from './types';

// TanStack Table is only needed by list screens: it arrives with the first table shown, not with
// the login page (the shared singleton cannot be tree-shaken per consumer).
// React.lazy drops the row type parameter; this restores the component's own generic signature.
const DataTableImpl = lazy(() => tablaDiferida.cargar().then((m) => ({ default: m.DataTable }))) as unknown as <
  T extends RowData,
>(
  props: DataTableProps<T>,
) => ReactElement;

/** A server-side paged, sortable table. See DataTable.tsx. */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  useEsperaEnMontaje(tablaDiferida);
  return (
    <Suspense fallback={<LoadingBar loading />}>
      <DataTableImpl {...props} />
    </Suspense>
  );
}
