import type { ListParams } from '../api/paged';
import { filter } from '../controllers/filterSpecs';
import { FreeMultiSelect } from '../ui/select/LazySelects';
import { FiltroOpciones } from './FiltroOpciones';
import { RangoCp } from './RangoCp';
import { RangoFechas } from './RangoFechas';

/**
 * The filter fields every folio list shares (contracts solicitudesFiltroShape), one spec line
 * each; a screen adds its dates, status and agency: `{ ...FILTROS_FOLIO, fecha_desde: ..., asignadas: ... }`.
 */
export const FILTROS_FOLIO = {
  edo: filter.strings(),
  ciudades: filter.strings(),
  colonias: filter.strings(),
  cp_desde: filter.text(),
  cp_hasta: filter.text(),
  folio_solicitud: filter.strings(),
  fuerza_venta: filter.strings(),
};

/** A filter field fed by an option-list call. */
export type CampoOpciones = 'edo' | 'ciudades' | 'colonias' | 'fuerza_venta';
/** The option list of each field: the last segment of its GET (`/api/solicitudes/edos`, `/api/solicitudes_operadores/edos`). */
export type ListaOpciones = 'edos' | 'ciudades' | 'colonias' | 'fuerza_venta';

/** The option lists of a folio filter, in screen order. */
export const OPCIONES_FOLIO: readonly { campo: CampoOpciones; lista: ListaOpciones; label: string }[] = [
  { campo: 'edo', lista: 'edos', label: 'Estado' },
  { campo: 'ciudades', lista: 'ciudades', label: 'Ciudades' },
  { campo: 'colonias', lista: 'colonias', label: 'Colonias' },
  { campo: 'fuerza_venta', lista: 'fuerza_venta', label: 'Fuerza de Venta' },
];

interface ValoresFolio {
  fecha_desde: string;
  fecha_hasta: string;
  edo: string[];
  ciudades: string[];
  colonias: string[];
  fuerza_venta: string[];
  cp_desde: string;
  cp_hasta: string;
  folio_solicitud: string[];
}

/** What the fields need of the screen's list controller (`useListController` with FILTROS_FOLIO and two dates). */
export interface VistaFolio {
  entradas: ValoresFolio;
  // Methods, so that a controller of more filters fits (its setters take more keys).
  cambiarFiltro<K extends keyof ValoresFolio & string>(key: K, value: ValoresFolio[K]): void;
  cambiarFiltros(values: Partial<ValoresFolio>): void;
  consultaSin(key: CampoOpciones): ListParams;
}

export interface CamposFolioProps {
  lista: VistaFolio;
  /** The option lists shown; default all of OPCIONES_FOLIO. */
  opciones?: readonly (typeof OPCIONES_FOLIO)[number][];
  /** The remote's option-list call, with the rest of the filter. */
  cargarOpciones: (lista: ListaOpciones, query: ListParams) => Promise<string[]>;
  /** Help text under Folios (the call center's: folios are found whatever the dates). */
  ayudaFolios?: string;
}

/**
 * Fecha desde/hasta, the option lists (each asked with the rest of the filter: a cascading list
 * ignores its own field), C.P. desde/hasta and Folios, bound to the list controller.
 */
export function CamposFolio({ lista, opciones = OPCIONES_FOLIO, cargarOpciones, ayudaFolios }: CamposFolioProps) {
  const { entradas: inputs, cambiarFiltro: setFilter, cambiarFiltros: setFilters } = lista;
  return (
    <>
      <RangoFechas desde={inputs.fecha_desde} hasta={inputs.fecha_hasta} onChange={(fecha_desde, fecha_hasta) => setFilters({ fecha_desde, fecha_hasta })} />
      {opciones.map(({ campo, lista: opcionesDe, label }) => {
        const query = lista.consultaSin(campo);
        return (
          <FiltroOpciones
            key={campo}
            label={label}
            value={inputs[campo]}
            onChange={(v) => setFilter(campo, v)}
            load={() => cargarOpciones(opcionesDe, query)}
            loadKey={JSON.stringify(query)}
          />
        );
      })}
      <RangoCp
        desde={inputs.cp_desde}
        hasta={inputs.cp_hasta}
        onChange={(cp_desde, cp_hasta) => {
          setFilter('cp_desde', cp_desde);
          setFilter('cp_hasta', cp_hasta);
        }}
      />
      <FreeMultiSelect label="Folios" helperText={ayudaFolios} value={inputs.folio_solicitud} onChange={(v) => setFilter('folio_solicitud', v)} />
    </>
  );
}
