import { lazy, Suspense, type ReactElement } from 'react';
import type { RowData } from '@tanstack/react-table';
import { LoadingBar } from '../LoadingBar';
import type { DataTableProps } from './types';

// TanStack Table is only needed by list screens: it arrives with the first table shown, not with
// the login page (the shared singleton cannot be tree-shaken per consumer).
// React.lazy drops the row type parameter; this restores the component's own generic signature.
const DataTableImpl = lazy(() => import('./DataTable').then((m) => ({ default: m.DataTable }))) as unknown as <
  T extends RowData,
>(
  props: DataTableProps<T>,
) => ReactElement;

/** A server-side paged, sortable table. See DataTable.tsx. */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  return (
    <Suspense fallback={<LoadingBar loading />}>
      <DataTableImpl {...props} />
    </Suspense>
  );
}
