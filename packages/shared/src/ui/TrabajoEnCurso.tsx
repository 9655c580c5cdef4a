import { useState } from 'react';
import { ETIQUETA_EXPORTAR, tieneArchivo } from '@verifica/contracts';
import { mensajeDescarga, trabajosApi } from '../api/trabajos';
import type { SeguimientoTrabajo } from '../controllers/useTrabajo/useTrabajo';
import type { TrabajoIniciado } from '../controllers/useTrabajo/useTrabajoIniciado';
import { Button, useSnackbar } from '@verifica/shared/base';
import { ProgresoTrabajo } from './ProgresoTrabajo';

/** Opens a finished job's file (a fresh signed link); a failure is a snackbar. */
export function useDescargaTrabajo(): { descargar: (id: number) => void; descargando: boolean } {
  const snackbar = useSnackbar();
  const [descargando, setDescargando] = useState(false);
  const descargar = (id: number) => {
    setDescargando(true);
    trabajosApi
      .descargar(id)
      .catch((e: unknown) => snackbar.error(mensajeDescarga(e)))
      .finally(() => setDescargando(false));
  };
  return { descargar, descargando };
}

/** The job a screen started: its progress and Cancelar, then Descargar (when it left a file) and Cerrar. */
export function TrabajoEnCurso({ seguimiento, onCerrar }: { seguimiento: SeguimientoTrabajo | null; onCerrar: () => void }) {
  const { descargar, descargando } = useDescargaTrabajo();
  const t = seguimiento?.trabajo;
  if (!seguimiento || !t) return null;
  return (
    <ProgresoTrabajo trabajo={t} onCancelar={seguimiento.cancelar} cancelando={seguimiento.cancelando}>
      {tieneArchivo(t) && (
        <Button size="sm" onClick={() => descargar(t.id)} loading={descargando}>
          Descargar
        </Button>
      )}
      <Button variant="secondary" size="sm" onClick={onCerrar}>
        Cerrar
      </Button>
    </ProgresoTrabajo>
  );
}

/** Exportar a Excel: starts the screen's export job (useTrabajoIniciado), busy while it is being queued. */
export function BotonExportar({ exportacion }: { exportacion: TrabajoIniciado }) {
  return (
    <Button onClick={exportacion.iniciar} loading={exportacion.iniciando}>
      {ETIQUETA_EXPORTAR}
    </Button>
  );
}
