import { Component, Suspense, lazy, useCallback, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { MENSAJES, PERMISOS } from '@verifica/contracts';
import { Icon, useSession, useSnackbar } from '@verifica/shared/base';
import { botonBarra } from './botonBarra';
import { COMPACT_QUERY } from './breakpoints';

/** Who starts jobs (exports, uploads) and so has a "Mis trabajos" entry. */
const PERMISOS_TRABAJOS = [PERMISOS.gestionarSolicitudes, PERMISOS.reportesCallCenter];

const BotonMisTrabajos = styled.button`
  position: relative;
  ${botonBarra}
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

/** The list's code could not be loaded (a new deployment, the network): nothing shown, the parent is told. */
class SiFalla extends Component<{ onFallo: () => void; children: ReactNode }, { fallo: boolean }> {
  override state = { fallo: false };

  static getDerivedStateFromError() {
    return { fallo: true };
  }

  override componentDidCatch() {
    this.props.onFallo();
  }

  override render() {
    return this.state.fallo ? null : this.props.children;
  }
}

type PanelProps = { abierto: boolean; onCerrar: () => void; onActivos: (n: number) => void };

/**
 * The list, its dialog and its calls come with the rest of @verifica/shared (MisTrabajosPanel.tsx).
 * Mounted once per attempt: React keeps a failed lazy() for good, so another attempt needs a new one.
 */
function PanelDiferido(props: PanelProps) {
  const [Panel] = useState(() => lazy(() => import('./MisTrabajosPanel').then((m) => ({ default: m.MisTrabajosPanel }))));
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}

/**
 * "Mis trabajos" in the top bar: the user's exports and uploads read from the server
 * (so they survive reloads), running ones first, with Descargar and Cancelar; a snackbar when one
 * of them ends. Only for users who can start one.
 */
export function MisTrabajos() {
  const { can } = useSession();
  const snackbar = useSnackbar();
  // The list is asked for after the frame has painted (the screen's own code goes first on a
  // slow network), or at once when the button is pressed; the button itself is here from the start.
  const [pedir, setPedir] = useState(false);
  const [abierto, setAbierto] = useState(false);
  const [activos, setActivos] = useState(0);
  const [intento, setIntento] = useState(0);
  const cerrar = useCallback(() => setAbierto(false), []);
  // The button stays; the next press tries again.
  const fallo = useCallback(() => {
    setPedir(false);
    setAbierto(false);
    setIntento((n) => n + 1);
    snackbar.error(MENSAJES.misTrabajosNoDisponible);
  }, [snackbar]);
  useEffect(() => {
    const t = setTimeout(() => setPedir(true));
    return () => clearTimeout(t);
  }, []);
  if (!PERMISOS_TRABAJOS.some((p) => can(p))) return null;
  const etiqueta = activos > 0 ? `Mis trabajos (${activos} en curso)` : 'Mis trabajos';
  return (
    <>
      <BotonMisTrabajos
        type="button"
        aria-label={etiqueta}
        aria-haspopup="dialog"
        onClick={() => {
          setAbierto(true);
          setPedir(true);
        }}
      >
        <span className="text">Mis trabajos</span>
        <Icon name="download" className="icon" />
        {activos > 0 && <Insignia aria-hidden="true">{activos}</Insignia>}
      </BotonMisTrabajos>
      {pedir && (
        <SiFalla key={intento} onFallo={fallo}>
          <PanelDiferido abierto={abierto} onCerrar={cerrar} onActivos={setActivos} />
        </SiFalla>
      )}
    </>
  );
}
