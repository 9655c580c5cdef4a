import { useMemo } from 'react';
import type { AgenciaListItem } from '@verifica/contracts';
import { CamposFolio, FiltrosPanel, OPCIONES_FOLIO, Select, TextField, toOptions, type SelectOption } from '@verifica/shared';
import { solicitudesApi } from '../api/solicitudes';
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

const SIN_FUERZA_VENTA = OPCIONES_FOLIO.filter((o) => o.campo !== 'fuerza_venta');

/** The filters of the request report and the assign screen (SPEC §2), in a collapsible panel. */
export function FiltrosSolicitudesPanel({ lista, agencias, estatus, estatusClearable, completo, defaultOpen }: FiltrosSolicitudesPanelProps) {
  const { entradas: inputs, cambiarFiltro: setFilter } = lista;
  const agenciaOptions = useMemo(() => toOptions(agencias ?? [], 'id', 'nombre'), [agencias]);
  return (
    <FiltrosPanel abiertoAlInicio={defaultOpen}>
      {agencias !== null && (
        <Select label="Agencia" options={agenciaOptions} value={inputs.agencia_id} clearable onChange={(v) => setFilter('agencia_id', v)} />
      )}
      <CamposFolio lista={lista} opciones={completo ? OPCIONES_FOLIO : SIN_FUERZA_VENTA} cargarOpciones={solicitudesApi.opciones} />
      <Select label="Estatus" options={estatus} value={inputs.asignadas} clearable={estatusClearable} onChange={(v) => setFilter('asignadas', v)} />
      {completo && <TextField label="Buscar" type="search" value={inputs.search} onChange={(v) => setFilter('search', v)} />}
    </FiltrosPanel>
  );
}
