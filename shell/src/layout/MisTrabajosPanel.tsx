import { useEffect } from 'react';
import styled from 'styled-components';
import { formatoFechaHora, tieneArchivo, type Trabajo } from '@verifica/contracts';
import {
  Button,
  Dialog,
  listaPlana,
  tituloTrabajo,
  ProgresoTrabajo,
  trabajoActivo,
  trabajosApi,
  useDescargaTrabajo,
  useLlamada,
  useMisTrabajos,
  useSnackbar,
} from '@verifica/shared';

const Lista = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  ${listaPlana}
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** One job of the list: progress and Cancelar while it runs, Descargar once its file is ready. */
function FilaTrabajo({ trabajo: t, onCambio }: { trabajo: Trabajo; onCambio: () => void }) {
  const { descargar, descargando } = useDescargaTrabajo();
  const { ocupado: cancelando, llamar } = useLlamada();
  const cancelar = () => llamar(() => trabajosApi.cancelar(t.id), onCambio);
  return (
    <li>
      <ProgresoTrabajo trabajo={t} onCancelar={cancelar} cancelando={cancelando}>
        {t.propio && tieneArchivo(t) && (
          <Button size="sm" onClick={() => descargar(t.id)} loading={descargando} aria-label={`Descargar ${t.nombre_archivo}`}>
            Descargar
          </Button>
        )}
      </ProgresoTrabajo>
      <small>
        {t.propio ? '' : `${t.usuario} · `}
        {formatoFechaHora(t.created_at)}
      </small>
    </li>
  );
}

/**
 * The list's dialog and the jobs' state behind the top bar's button (MisTrabajos.tsx renders the
 * button and loads this once the frame has painted): `onActivos` tells it how many are running.
 */
export function MisTrabajosPanel({ abierto, onCerrar, onActivos }: { abierto: boolean; onCerrar: () => void; onActivos: (n: number) => void }) {
  const snackbar = useSnackbar();
  const mis = useMisTrabajos({
    alTerminar: (t) => {
      const nombre = tituloTrabajo(t);
      if (t.estado === 'terminado') snackbar.success(`${nombre}: terminado. Lo encuentras en Mis trabajos.`);
      else if (t.estado === 'fallido') snackbar.error(`${nombre}: ${t.error ?? 'falló'}`);
    },
  });
  useEffect(() => onActivos(mis.activos), [mis.activos, onActivos]);
  return (
    <Dialog
      open={abierto}
      onClose={onCerrar}
      title="Mis trabajos"
      actions={
        <Button variant="secondary" onClick={onCerrar}>
          Cerrar
        </Button>
      }
    >
      {mis.error && <p role="alert">{mis.error}</p>}
      {mis.trabajos === null ? (
        !mis.error && <p>Cargando…</p>
      ) : mis.trabajos.length === 0 ? (
        <p>No tienes trabajos. Las exportaciones a Excel y las cargas de archivos aparecen aquí.</p>
      ) : (
        <Lista aria-label="Trabajos">
          {[...mis.trabajos.filter(trabajoActivo), ...mis.trabajos.filter((t) => !trabajoActivo(t))].map((t) => (
            <FilaTrabajo key={t.id} trabajo={t} onCambio={mis.recargar} />
          ))}
        </Lista>
      )}
    </Dialog>
  );
}
