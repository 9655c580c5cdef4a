import { useState } from 'react';
import styled from 'styled-components';
import { PERMISOS, tieneArchivo, TiposTrabajo, type Trabajo } from '@verifica/contracts';
import {
  apiErrorMessage,
  Button,
  Dialog,
  Icon,
  ProgresoTrabajo,
  trabajoActivo,
  trabajosApi,
  useDescargaTrabajo,
  useMisTrabajos,
  useSession,
  useSnackbar,
} from '@verifica/shared';
import { COMPACT_QUERY } from './breakpoints';

/** Who starts jobs (exports, uploads) and so has a "Mis trabajos" entry. */
const PERMISOS_TRABAJOS = [PERMISOS.gestionarSolicitudes, PERMISOS.reportesCallCenter];

const Boton = styled.button`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  height: 34px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;
  .icon { display: none; }
  @media ${COMPACT_QUERY} {
    width: 34px;
    justify-content: center;
    padding: 0;
    .icon { display: inline-flex; }
    .text { display: none; }
  }
`;
const Insignia = styled.span`
  min-width: 18px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.onPrimary};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
  @media ${COMPACT_QUERY} {
    position: absolute;
    top: -6px;
    right: -6px;
  }
`;
const Lista = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const fecha = (iso: string) => new Date(iso).toLocaleString('es-MX', { dateStyle: 'short', timeStyle: 'short' });

/** One job of the list: progress and Cancelar while it runs, Descargar once its file is ready. */
function FilaTrabajo({ trabajo: t, onCambio }: { trabajo: Trabajo; onCambio: () => void }) {
  const snackbar = useSnackbar();
  const { descargar, descargando } = useDescargaTrabajo();
  const [cancelando, setCancelando] = useState(false);
  const cancelar = () => {
    setCancelando(true);
    trabajosApi
      .cancelar(t.id)
      .catch((e: unknown) => snackbar.error(apiErrorMessage(e)))
      .finally(() => {
        setCancelando(false);
        onCambio();
      });
  };
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
        {fecha(t.created_at)}
      </small>
    </li>
  );
}

function MisTrabajosBoton() {
  const snackbar = useSnackbar();
  const [abierto, setAbierto] = useState(false);
  const mis = useMisTrabajos({
    alTerminar: (t) => {
      const nombre = TiposTrabajo.label(t.tipo);
      if (t.estado === 'terminado') snackbar.success(`${nombre}: terminado. Lo encuentras en Mis trabajos.`);
      else if (t.estado === 'fallido') snackbar.error(`${nombre}: ${t.error ?? 'falló'}`);
    },
  });
  const etiqueta = mis.activos > 0 ? `Mis trabajos (${mis.activos} en curso)` : 'Mis trabajos';
  const cerrar = () => setAbierto(false);
  return (
    <>
      <Boton type="button" aria-label={etiqueta} aria-haspopup="dialog" onClick={() => setAbierto(true)}>
        <span className="text">Mis trabajos</span>
        <Icon name="download" className="icon" />
        {mis.activos > 0 && <Insignia aria-hidden="true">{mis.activos}</Insignia>}
      </Boton>
      <Dialog
        open={abierto}
        onClose={cerrar}
        title="Mis trabajos"
        actions={
          <Button variant="secondary" onClick={cerrar}>
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
    </>
  );
}

/**
 * "Mis trabajos" in the top bar (issue 22): the user's exports and uploads read from the server
 * (so they survive reloads), running ones first, with Descargar and Cancelar; a snackbar when one
 * of them ends. Only for users who can start one.
 */
export function MisTrabajos() {
  const { can } = useSession();
  if (!PERMISOS_TRABAJOS.some((p) => can(p))) return null;
  return <MisTrabajosBoton />;
}
