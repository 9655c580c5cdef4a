import { rangoCpInvertido } from '@verifica/contracts';
import { TextField } from '@verifica/shared/base';

export interface RangoCpProps {
  desde: string;
  hasta: string;
  onChange: (desde: string, hasta: string) => void;
}

const soloDigitos = (text: string) => text.replace(/\D/g, '').slice(0, 5);

/**
 * Postal-code range of a filter (C.P. Desde / C.P. Hasta), digits only. A reversed range finds
 * nothing: C.P. Hasta says why, instead of an empty list with no hint.
 */
export function RangoCp({ desde, hasta, onChange }: RangoCpProps) {
  const invertido = rangoCpInvertido(desde, hasta);
  return (
    <>
      <TextField label="C.P. Desde" inputMode="numeric" value={desde} onChange={(d) => onChange(soloDigitos(d), hasta)} />
      <TextField label="C.P. Hasta" inputMode="numeric" value={hasta} onChange={(h) => onChange(desde, soloDigitos(h))} error={invertido} />
    </>
  );
}
