import { useMemo } from 'react';
import type { AgenciaListItem } from '@verifica/contracts';
import { FiltroOpciones, FiltrosPanel, FreeMultiSelect, RangoCp, RangoFechas, Select, TextField, toOptions, type SelectOption } from '@verifica/shared';
import { solicitudesApi, type ListaOpciones } from '../api/solicitudes';
import { aConsulta, type FiltrosSolicitudes } from './filtros';
import type { VistaEnUrl } from './hooks/useVistaEnUrl';

export interface FiltrosSolicitudesPanelProps {
  vista: VistaEnUrl;
  /** The agencies (broad users only); null hides the Agencia filter. */
  agencias: readonly AgenciaListItem[] | null;
  /** The status options (report: 1/2/3 clearable; assign screen: 0–3). */
  estatus: readonly SelectOption<number>[];
  estatusClearable: boolean;
  /** Fuerza de venta and Buscar (the report only). */
  completo: boolean;
  defaultOpen?: boolean;
}

const LISTAS: { lista: ListaOpciones; campo: keyof FiltrosSolicitudes & ('edo' | 'ciudades' | 'colonias' | 'fuerza_venta'); label: string }[] = [
  { lista: 'edos', campo: 'edo', label: 'Estado' },
  { lista: 'ciudades', campo: 'ciudades', label: 'Ciudades' },
  { lista: 'colonias', campo: 'colonias', label: 'Colonias' },
  { lista: 'fuerza_venta', campo: 'fuerza_venta', label: 'Fuerza de Venta' },
];

/** The filters of the request report and the assign screen (SPEC §2), in a collapsible panel. */
export function FiltrosSolicitudesPanel({ vista, agencias, estatus, estatusClearable, completo, defaultOpen }: FiltrosSolicitudesPanelProps) {
  const { filtros, setFiltros, aplicados } = vista;
  const agenciaOptions = useMemo(() => toOptions(agencias ?? [], 'id', 'nombre'), [agencias]);
  return (
    <FiltrosPanel defaultOpen={defaultOpen} activos={vista.activos}>
      <RangoFechas desde={filtros.fecha_desde} hasta={filtros.fecha_hasta} onChange={(fecha_desde, fecha_hasta) => setFiltros({ fecha_desde, fecha_hasta })} />
      {agencias !== null && (
        <Select label="Agencia" options={agenciaOptions} value={filtros.agencia_id} clearable onChange={(agencia_id) => setFiltros({ agencia_id })} />
      )}
      {LISTAS.filter((l) => completo || l.campo !== 'fuerza_venta').map(({ lista, campo, label }) => {
        const consulta = aConsulta(aplicados, campo);
        return (
          <FiltroOpciones
            key={campo}
            label={label}
            value={filtros[campo]}
            onChange={(v) => setFiltros({ [campo]: v })}
            load={() => solicitudesApi.opciones(lista, consulta)}
            loadKey={JSON.stringify(consulta)}
          />
        );
      })}
      <RangoCp desde={filtros.cp_desde} hasta={filtros.cp_hasta} onChange={(cp_desde, cp_hasta) => setFiltros({ cp_desde, cp_hasta })} />
      <FreeMultiSelect label="Folios" value={filtros.folio_solicitud} onChange={(folio_solicitud) => setFiltros({ folio_solicitud })} />
      <Select
        label="Estatus"
        options={estatus}
        value={filtros.asignadas}
        clearable={estatusClearable}
        onChange={(asignadas) => setFiltros({ asignadas })}
      />
      {completo && <TextField label="Buscar" type="search" value={filtros.search} onChange={(search) => setFiltros({ search })} />}
    </FiltrosPanel>
  );
}
