import { DatePicker } from '../ui/LazyDatePicker';

export interface RangoFechasProps {
  /** 'YYYY-MM-DD' or ''. */
  desde: string;
  hasta: string;
  /** Called with both dates: choosing a from-date after the to-date moves the to-date with it. */
  onChange: (desde: string, hasta: string) => void;
  desdeLabel?: string;
  hastaLabel?: string;
}

/** From/to dates of a filter; the to-date cannot precede the from-date (SPEC §5). */
export function RangoFechas({ desde, hasta, onChange, desdeLabel = 'Fecha Desde', hastaLabel = 'Fecha Hasta' }: RangoFechasProps) {
  return (
    <>
      <DatePicker label={desdeLabel} value={desde} onChange={(d) => onChange(d, hasta && d && hasta < d ? d : hasta)} />
      <DatePicker label={hastaLabel} value={hasta} minDate={desde || null} onChange={(h) => onChange(desde, h)} />
    </>
  );
}
