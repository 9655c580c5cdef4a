import { lazy, Suspense } from 'react';
import type { DatePickerProps } from './DatePicker';
import { TextField, useEsperaEnMontaje } from '@verifica/shared/base';
import { datePickerDiferido } from './controlesDiferidos';
import { formatFecha, parseFecha } from './fechas';

// react-day-picker and its locale load with the first date field shown, not with the login page.
const DatePickerImpl = lazy(() => datePickerDiferido.cargar().then((m) => ({ default: m.DatePicker })));

/** A Spanish date field (value YYYY-MM-DD, shown and typed dd/mm/aaaa). See DatePicker.tsx. */
export function DatePicker(props: DatePickerProps) {
  useEsperaEnMontaje(datePickerDiferido);
  const fecha = parseFecha(props.value);
  return (
    <Suspense fallback={<TextField label={props.label} value={fecha ? formatFecha(fecha) : ''} disabled readOnly />}>
      <DatePickerImpl {...props} />
    </Suspense>
  );
}
