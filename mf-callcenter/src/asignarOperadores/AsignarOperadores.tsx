import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  AsignacionBlock,
  AvisoSeleccion,
  Button,
  CargarArchivoDialog,
  DataTable,
  FiltroOpciones,
  FiltrosPanel,
  FreeMultiSelect,
  MultiSelect,
  PageHeader,
  RangoCp,
  RangoFechas,
  Select,
  pathTo,
  screenTitle,
  toOptions,
} from '@verifica/shared';
import { callcenterApi } from '../api/callcenter';
import { tonoLlamada } from '../common/colores';
import { columnasAsignacion, ROWS_PER_PAGE, ROWS_PER_PAGE_LABEL } from '../common/columnas';
import { useAsignarOperadores } from './hooks/useAsignarOperadores';

const TITULO = screenTitle('reportesAsignarOperadores');

const Pila = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const LISTAS = [
  { lista: 'edos', campo: 'edo', label: 'Estado' },
  { lista: 'ciudades', campo: 'ciudades', label: 'Ciudades' },
  { lista: 'colonias', campo: 'colonias', label: 'Colonias' },
  { lista: 'fuerza_venta', campo: 'fuerza_venta', label: 'Fuerza de Venta' },
] as const;

/**
 * Asignar Solicitudes a Operadores (SPEC §2): Atras, Cargar Archivo, collapsible filters, status and
 * agency, the selectable table (select-all, "Seleccionar los N resultados"), the assignment card.
 */
export default function AsignarOperadores() {
  const a = useAsignarOperadores();
  const navigate = useNavigate();
  const { lista } = a;
  const { inputs, setFilter, setFilters } = lista;
  const columns = useMemo(() => columnasAsignacion(a.agencias !== null), [a.agencias]);
  const agenciaOptions = useMemo(() => toOptions(a.agencias ?? [], 'id', 'nombre'), [a.agencias]);

  return (
    <section data-screen="reportesAsignarOperadores">
      <Pila>
        <PageHeader
          title={TITULO}
          actions={
            <>
              <Button variant="text" onClick={() => void navigate(pathTo('reportesCallCenter'))}>
                Atras
              </Button>
              <Button variant="secondary" onClick={() => a.setCargando(true)}>
                Cargar Archivo
              </Button>
            </>
          }
        />
        <FiltrosPanel activos={lista.activos}>
          <RangoFechas desde={inputs.fecha_desde} hasta={inputs.fecha_hasta} onChange={(fecha_desde, fecha_hasta) => setFilters({ fecha_desde, fecha_hasta })} />
          {LISTAS.map(({ lista: opciones, campo, label }) => {
            // A cascading list ignores its own field: it offers what the rest of the filter leaves.
            const consulta = lista.queryWithout(campo);
            return (
              <FiltroOpciones
                key={campo}
                label={label}
                value={inputs[campo]}
                onChange={(v) => setFilter(campo, v)}
                load={() => callcenterApi.opciones(opciones, consulta)}
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
          <Select label="Estatus" options={a.estatus} value={inputs.asignadas} onChange={(v) => setFilter('asignadas', v ?? 0)} />
          {a.agencias !== null && <MultiSelect label="Agencias" options={agenciaOptions} value={inputs.agencia_id} onChange={(v) => setFilter('agencia_id', v)} />}
        </FiltrosPanel>
        <AsignacionBlock
          agencias={a.agencias}
          personaLabel="Operador"
          seleccionados={lista.seleccion.count}
          cargarPersonas={callcenterApi.operadores}
          asignar={a.asignar}
          onAsignado={a.listo}
        />
        <AvisoSeleccion seleccion={lista.seleccion} plural="folios" />
        <DataTable
          aria-label={TITULO}
          columns={columns}
          {...lista.table}
          {...lista.seleccion.table}
          rowsPerPageOptions={ROWS_PER_PAGE}
          rowsPerPageLabel={ROWS_PER_PAGE_LABEL}
          rowColor={tonoLlamada}
          rowLabel={(s) => `${s.folio_solicitud} ${[s.nombre, s.appat_rzsoc, s.apmat_nomco].filter(Boolean).join(' ')}`}
        />
      </Pila>
      <CargarArchivoDialog open={a.cargando} onClose={() => a.setCargando(false)} subir={callcenterApi.cargarArchivo} onUploaded={lista.reload} agencias={a.agencias} />
    </section>
  );
}
