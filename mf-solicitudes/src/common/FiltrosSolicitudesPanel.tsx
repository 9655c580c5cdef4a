import { useMemo } from 'react';
import type { AgenciaListItem } from '@verifica/contracts';
import { FiltroOpciones, FiltrosPanel, FreeMultiSelect, RangoCp, RangoFechas, Select, TextField, toOptions, type SelectOption } from '@verifica/shared';
import { solicitudesApi, type ListaOpciones } from '../api/solicitudes';
import type { ListaSolicitudes } from './hooks/useListaSolicitudes';

export interface FiltrosSolicitudesPanelProps {
  lista: ListaSolicitudes;
  /** The agencies (broad users only); null hides the Agencia filter. */
  agencias: readonly AgenciaListItem[] | null;
  /** The status options (report: 1/2/3 clearable; assign screen: 0–3). */
  estatus: readonly SelectOption<number>[];
  estatusClearable: boolean;
  /** Fuerza de venta and Buscar (the report only). */
  completo: boolean;
  defaultOpen?: boolean;
}

const LISTAS: { lista: ListaOpciones; campo: 'edo' | 'ciudades' | 'colonias' | 'fuerza_venta'; label: string }[] = [
  { lista: 'edos', campo: 'edo', label: 'Estado' },
  { lista: 'ciudades', campo: 'ciudades', label: 'Ciudades' },
  { lista: 'colonias', campo: 'colonias', label: 'Colonias' },
  { lista: 'fuerza_venta', campo: 'fuerza_venta', label: 'Fuerza de Venta' },
];

/** The filters of the request report and the assign screen (SPEC §2), in a collapsible panel. */
export function FiltrosSolicitudesPanel({ lista, agencias, estatus, estatusClearable, completo, defaultOpen }: FiltrosSolicitudesPanelProps) {
  const { inputs, setFilter, setFilters } = lista;
  const agenciaOptions = useMemo(() => toOptions(agencias ?? [], 'id', 'nombre'), [agencias]);
  return (
    <FiltrosPanel defaultOpen={defaultOpen} activos={lista.activos}>
      <RangoFechas desde={inputs.fecha_desde} hasta={inputs.fecha_hasta} onChange={(fecha_desde, fecha_hasta) => setFilters({ fecha_desde, fecha_hasta })} />
      {agencias !== null && (
        <Select label="Agencia" options={agenciaOptions} value={inputs.agencia_id} clearable onChange={(v) => setFilter('agencia_id', v)} />
      )}
      {LISTAS.filter((l) => completo || l.campo !== 'fuerza_venta').map(({ lista: opciones, campo, label }) => {
        // A cascading list ignores its own field: it offers what the rest of the filter leaves.
        const consulta = lista.queryWithout(campo);
        return (
          <FiltroOpciones
            key={campo}
            label={label}
            value={inputs[campo]}
            onChange={(v) => setFilter(campo, v)}
            load={() => solicitudesApi.opciones(opciones, consulta)}
            loadKey={JSON.stringify(consulta)}
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
      <FreeMultiSelect label="Folios" value={inputs.folio_solicitud} onChange={(v) => setFilter('folio_solicitud', v)} />
      <Select label="Estatus" options={estatus} value={inputs.asignadas} clearable={estatusClearable} onChange={(v) => setFilter('asignadas', v)} />
      {completo && <TextField label="Buscar" type="search" value={inputs.search} onChange={(v) => setFilter('search', v)} />}
    </FiltrosPanel>
  );
}
