import { useMemo } from 'react';
import { AYUDA_FOLIOS_LLAMADAS, nombreCliente } from '@verifica/contracts';
import {
  AsignacionBlock,
  AvisoSeleccion,
  CamposFolio,
  CargarArchivoDialog,
  DataTable,
  FiltrosPanel,
  MultiSelect,
  EncabezadoAsignacion,
  Pila,
  Select,
  screenTitle,
  toOptions,
  ListaProvider,
} from '@verifica/shared';
import { callcenterApi } from '../api/callcenter';
import { columnasAsignacion, TABLA_LLAMADAS } from '../common/columnas';
import { useAsignarOperadores } from './hooks/useAsignarOperadores';

const TITULO = screenTitle('reportesAsignarOperadores');

/**
 * Asignar Solicitudes a Operadores (SPEC §2): Atras, Cargar Archivo, collapsible filters, status and
 * agency, the selectable table (select-all, "Seleccionar los N resultados"), the assignment card.
 */
export default function AsignarOperadores() {
  const a = useAsignarOperadores();
  const { lista } = a;
  const { entradas: inputs, cambiarFiltro: setFilter } = lista;
  const columns = useMemo(() => columnasAsignacion(a.agencias !== null), [a.agencias]);
  const agenciaOptions = useMemo(() => toOptions(a.agencias ?? [], 'id', 'nombre'), [a.agencias]);

  return (
    <ListaProvider value={lista}>
      <section data-screen="reportesAsignarOperadores">
        <Pila>
          <EncabezadoAsignacion pantalla="reportesAsignarOperadores" volver="reportesCallCenter" onCargar={() => a.setCargando(true)} />
          <FiltrosPanel>
            <CamposFolio lista={lista} cargarOpciones={callcenterApi.opciones} ayudaFolios={AYUDA_FOLIOS_LLAMADAS} />
            <Select label="Estatus" options={a.estatus} value={inputs.asignadas} onChange={(v) => setFilter('asignadas', v ?? 0)} />
            {a.agencias !== null && <MultiSelect label="Agencias" options={agenciaOptions} value={inputs.agencia_id} onChange={(v) => setFilter('agencia_id', v)} />}
          </FiltrosPanel>
          <AsignacionBlock agencias={a.agencias} personaLabel="Operador" seleccionados={lista.seleccion.cantidad} cargarPersonas={callcenterApi.operadores} asignar={a.asignar} onAsignado={a.listo} />
          <AvisoSeleccion plural="folios" />
          <DataTable
            aria-label={TITULO}
            columnas={columns}
            seleccionable
            {...TABLA_LLAMADAS}
            etiquetaFila={(s) => `${s.folio_solicitud} ${nombreCliente(s)}`}
          />
        </Pila>
        <CargarArchivoDialog open={a.cargando} onClose={() => a.setCargando(false)} subir={callcenterApi.cargarArchivo} onUploaded={lista.recargar} agencias={a.agencias} />
      </section>
    </ListaProvider>
  );
}
