import { lazy, Suspense } from 'react';
import type { DatePickerProps } from './DatePicker';
import { TextField } from './TextField';

// react-day-picker and its locale load with the first date field shown, not with the login page.
const DatePickerImpl = lazy(() => import('./DatePicker').then((m) => ({ default: m.DatePicker })));

/** A Spanish date field (YYYY-MM-DD). See DatePicker.tsx. */
export function DatePicker(props: DatePickerProps) {
  return (
    <Suspense fallback={<TextField label={props.label} value={props.value ?? ''} disabled readOnly />}>
      <DatePickerImpl {...props} />
    </Suspense>
  );
}
