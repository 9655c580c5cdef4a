import { useMemo } from 'react';
import { AsignadasAsignacion, nombreCliente } from '@verifica/contracts';
import { AsignacionBlock, AvisoSeleccion, Button, CargarArchivoDialog, DataTable, EncabezadoAsignacion, Leyenda, Pila, screenTitle, ListaProvider } from '@verifica/shared';
import { solicitudesApi } from '../api/solicitudes';
import { columnasSolicitud, TABLA_SOLICITUDES } from '../common/columnas';
import { FiltrosSolicitudesPanel } from '../common/FiltrosSolicitudesPanel';
import { LEYENDA_SOLICITUDES } from '../common/colores';
import { useAsignarGestores } from './hooks/useAsignarGestores';

const ESTATUS = AsignadasAsignacion.options.map((o) => ({ value: o.value as number, label: o.label }));
const TITULO = screenTitle('reportesAsignar');

/**
 * Asignar Folios a Gestores (SPEC §2): Atras, Cargar Archivo, collapsible filters, the selectable
 * table (select-all, "Seleccionar los N resultados"), the assignment block, bulk Desasignar.
 */
export default function AsignarGestores() {
  const a = useAsignarGestores();
  const columns = useMemo(() => columnasSolicitud(a.agencias !== null), [a.agencias]);
  const { lista } = a;

  return (
    <ListaProvider value={lista}>
      <section data-screen="reportesAsignar">
        <Pila>
          <EncabezadoAsignacion pantalla="reportesAsignar" volver="reportesSolicitudes" onCargar={() => a.setCargando(true)} />
          <FiltrosSolicitudesPanel lista={lista} agencias={a.agencias} estatus={ESTATUS} estatusClearable={false} completo={false} />
          <AsignacionBlock agencias={a.agencias} personaLabel="Gestor" seleccionados={lista.seleccion.cantidad} cargarPersonas={solicitudesApi.gestores} asignar={a.asignar} onAsignado={a.listo} />
          <AvisoSeleccion plural="folios" />
          <div>
            <Button variant="danger" onClick={a.desasignar} disabled={a.conGestor.length === 0 || lista.seleccion.todas} loading={a.desasignando}>
              Desasignar
            </Button>
          </div>
          <Leyenda items={LEYENDA_SOLICITUDES} />
          <DataTable aria-label={TITULO} columnas={columns} seleccionable {...TABLA_SOLICITUDES} etiquetaFila={(s) => `${s.folio_solicitud} ${nombreCliente(s)}`} />
        </Pila>
        <CargarArchivoDialog
          open={a.cargando}
          onClose={() => a.setCargando(false)}
          subir={solicitudesApi.cargarArchivo}
          onUploaded={lista.recargar}
          agencias={a.agencias}
          descargarPlantilla={() => void solicitudesApi.descargarPlantilla().catch(() => undefined)}
        />
      </section>
    </ListaProvider>
  );
}
