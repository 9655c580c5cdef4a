import { useMemo } from 'react';
import { ESTADOS_RELEASE_ETIQUETAS, formatoFechaHora, type EstadoRemoto, type VersionRemoto } from '@verifica/contracts';
import { AccionesFila, Button, columnaOpciones, DataTable, type DataTableColumn, type DataTablePagination } from '@verifica/shared';
import type { AccionRemoto } from './hooks/useAccionRemoto';
import { nombreVersion } from './textos';

const TODAS: DataTablePagination = { page: 1, rowsPerPage: -1, sortBy: null, descending: false };

/** Every version of a remote, newest first: state, who published it, errors, why it cannot be activated; Activar, Canary, Retirar. */
export function HistorialVersiones({ estado, pedir }: { estado: EstadoRemoto; pedir: (accion: AccionRemoto) => void }) {
  const { remoto } = estado;
  const columns = useMemo<DataTableColumn<VersionRemoto>[]>(
    () => [
      { id: 'version', encabezado: 'Versión', ordenable: false, celda: (v) => nombreVersion(v) },
      { id: 'estado', encabezado: 'Estado', ordenable: false, celda: (v) => ESTADOS_RELEASE_ETIQUETAS[v.estado] + (v.canary ? ' (canary)' : '') },
      { id: 'commit', encabezado: 'Commit', ordenable: false, celda: (v) => v.commit ?? '' },
      { id: 'publicado_at', encabezado: 'Publicada', ordenable: false, celda: (v) => `${formatoFechaHora(v.publicado_at)} · ${v.publicado_por ?? 'Sistema'}` },
      { id: 'errores_ultima_hora', encabezado: 'Errores (última hora)', ordenable: false, alinear: 'right', celda: (v) => v.errores_ultima_hora },
      { id: 'incompatibilidad', encabezado: 'Incompatibilidad', ordenable: false, celda: (v) => v.incompatibilidad ?? '' },
      columnaOpciones(
        (v) => {
          const nombre = nombreVersion(v);
          const publicada = v.estado === 'publicada';
          return (
            <AccionesFila>
              {publicada && (
                <Button size="sm" variant="text" aria-label={`Activar ${nombre}`} onClick={() => pedir({ tipo: 'activar', remoto, version: v })}>
                  Activar
                </Button>
              )}
              {publicada && (
                <Button size="sm" variant="text" aria-label={`Canary ${nombre}`} onClick={() => pedir({ tipo: 'canary', remoto, version: v })}>
                  Canary
                </Button>
              )}
              {publicada && (
                <Button size="sm" variant="text" aria-label={`Retirar ${nombre}`} onClick={() => pedir({ tipo: 'retirar', remoto, version: v })}>
                  Retirar
                </Button>
              )}
            </AccionesFila>
          );
        },
        { ancho: '250px' },
      ),
    ],
    [remoto, pedir],
  );
  return (
    <DataTable
      aria-label={`Versiones de ${remoto}`}
      columnas={columns}
      filas={estado.versiones}
      total={estado.versiones.length}
      paginacion={TODAS}
      alCambiar={() => undefined}
      sinPaginacion
      textoVacio="Sin versiones publicadas"
    />
  );
}
