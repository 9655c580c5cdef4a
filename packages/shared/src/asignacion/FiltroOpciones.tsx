import { useMemo } from 'react';
import { MultiSelect } from '../ui/select/LazySelects';
import { stringOptions } from '../ui/select/options';
import { useOpciones } from './useOpciones';

export interface FiltroOpcionesProps {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The option-list call, e.g. GET /api/solicitudes/ciudades with the rest of the filter. */
  load: () => Promise<string[]>;
  /** What the list depends on (the rest of the filter, serialised): a change reloads it; null = not yet. */
  loadKey: string | null;
}

/**
 * A multiple choice fed by an option-list call (estado, ciudades, colonias, fuerza de venta).
 * Chosen values stay chosen even when the new list no longer has them.
 */
export function FiltroOpciones({ label, value, onChange, load, loadKey }: FiltroOpcionesProps) {
  const { opciones } = useOpciones(load, loadKey);
  const options = useMemo(() => stringOptions([...new Set([...opciones, ...value])]), [opciones, value]);
  return <MultiSelect label={label} options={options} value={value} onChange={onChange} />;
}
