import { useMemo, useState, type FocusEvent } from 'react';
import { MENSAJES } from '@verifica/contracts';
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
 * The list is asked for when the user enters the field, with the filter as it is then, and
 * dropped on leaving it: opening a report costs the list alone, not four DISTINCTs over every
 * row of the filter, and a filter change reloads nothing nobody is looking at.
 * Chosen values stay chosen even when the new list no longer has them.
 */
export function FiltroOpciones({ label, value, onChange, load, loadKey }: FiltroOpcionesProps) {
  const [enUso, setEnUso] = useState(false);
  const { opciones, loading } = useOpciones(load, enUso ? loadKey : null);
  const options = useMemo(() => stringOptions([...new Set([...opciones, ...value])]), [opciones, value]);
  const salir = (e: FocusEvent<HTMLDivElement>) => {
    if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setEnUso(false);
  };
  return (
    <div onFocus={() => setEnUso(true)} onBlur={salir}>
      <MultiSelect label={label} options={options} value={value} onChange={onChange} noDataText={loading ? MENSAJES.cargandoOpciones : MENSAJES.sinDatos} />
    </div>
  );
}
