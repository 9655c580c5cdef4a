import { useMemo } from 'react';
import type { AgenciaListItem } from '@verifica/contracts';
import { CamposFolio, FiltrosPanel, Select, TextField, toOptions, type CampoOpciones, type ListParams, type SelectOption } from '@verifica/shared';
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

const OPCIONES = [
  { campo: 'edo', label: 'Estado' },
  { campo: 'ciudades', label: 'Ciudades' },
  { campo: 'colonias', label: 'Colonias' },
  { campo: 'fuerza_venta', label: 'Fuerza de Venta' },
] as const;
/** The option-list call of each field (GET /api/solicitudes/{lista}). */
const LISTA: Record<CampoOpciones, ListaOpciones> = { edo: 'edos', ciudades: 'ciudades', colonias: 'colonias', fuerza_venta: 'fuerza_venta' };
const cargarOpciones = (campo: CampoOpciones, query: ListParams) => solicitudesApi.opciones(LISTA[campo], query);

/** The filters of the request report and the assign screen (SPEC §2), in a collapsible panel. */
export function FiltrosSolicitudesPanel({ lista, agencias, estatus, estatusClearable, completo, defaultOpen }: FiltrosSolicitudesPanelProps) {
  const { inputs, setFilter } = lista;
  const agenciaOptions = useMemo(() => toOptions(agencias ?? [], 'id', 'nombre'), [agencias]);
  return (
    <FiltrosPanel defaultOpen={defaultOpen} activos={lista.activos}>
      {agencias !== null && (
        <Select label="Agencia" options={agenciaOptions} value={inputs.agencia_id} clearable onChange={(v) => setFilter('agencia_id', v)} />
      )}
      <CamposFolio lista={lista} opciones={completo ? OPCIONES : OPCIONES.filter((o) => o.campo !== 'fuerza_venta')} cargarOpciones={cargarOpciones} />
      <Select label="Estatus" options={estatus} value={inputs.asignadas} clearable={estatusClearable} onChange={(v) => setFilter('asignadas', v)} />
      {completo && <TextField label="Buscar" type="search" value={inputs.search} onChange={(v) => setFilter('search', v)} />}
    </FiltrosPanel>
  );
}
