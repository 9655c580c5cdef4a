import { lazy, Suspense } from 'react';
import type { DatePickerProps } from './DatePicker';
import { formatFecha, parseFecha } from './fechas';
import { TextField } from '@verifica/shared/base';

// react-day-picker and its locale load with the first date field shown, not with the login page.
const DatePickerImpl = lazy(() => import('./DatePicker').then((m) => ({ default: m.DatePicker })));

/** A Spanish date field (value YYYY-MM-DD, shown and typed dd/mm/aaaa). See DatePicker.tsx. */
export function DatePicker(props: DatePickerProps) {
  const fecha = parseFecha(props.value);
  return (
    <Suspense fallback={<TextField label={props.label} value={fecha ? formatFecha(fecha) : ''} disabled readOnly />}>
      <DatePickerImpl {...props} />
    </Suspense>
  );
}
