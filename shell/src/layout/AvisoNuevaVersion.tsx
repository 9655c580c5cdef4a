import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { ETIQUETAS_REMOTO, MENSAJES_REMOTOS, type EventoCambio, type RemoteName } from '@verifica/contracts';
import { SCREEN_ROUTES } from '@verifica/shared/base';
import { matchPath, useLocation } from '@verifica/shared/router';
import { AvisoBarra } from './AvisoBarra';
import { COMPACT_QUERY } from './breakpoints';
import { recargarPagina } from './recargarPagina';
import { useEventosBarra } from './useEventosBarra';

// Narrow, the bar has no room beside the folio search: a strip under it, across the screen, whose text wraps.
const Franja = styled(AvisoBarra)`
  @media ${COMPACT_QUERY} {
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    justify-content: center;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-radius: 0;
    box-shadow: ${({ theme }) => theme.shadow.sm};
    span { white-space: normal; }
  }
`;

const pantallaEn = (pathname: string) => SCREEN_ROUTES.find((r) => matchPath(r.path, pathname));

/**
 * "Hay una nueva versión de <pantalla> — Recargar" in the top bar: a release of a remote this page
 * loaded changed on the server (a `remoto` live event, to every subscriber) and /remotes.json now
 * names another release for this user than the page runs. Never reloads by itself. The page listens
 * from its first remote screen on (before that it has loaded no remote, and opens no stream for it).
 */
export function AvisoNuevaVersion() {
  const { pathname } = useLocation();
  const actual = pantallaEn(pathname);
  const [escuchar, setEscuchar] = useState(false);
  const [cambiados, setCambiados] = useState<RemoteName[]>([]);
  useEffect(() => {
    if (actual) setEscuchar(true);
  }, [actual]);
  const cambio = useCallback((e: EventoCambio, vigente: () => boolean) => {
    if (e.tipo !== 'remoto' || !e.remoto) return;
    void import('../remotes/federation')
      .then((f) => f.releaseCambiada(e.remoto ?? ''))
      .then((nombre) => {
        if (vigente() && nombre) setCambiados((cs) => (cs.includes(nombre) ? cs : [...cs, nombre]));
      })
      .catch(() => undefined);
  }, []);
  useEventosBarra(escuchar, cambio);
  const primero = cambiados[0];
  if (!primero) return null;
  const pantalla = actual && cambiados.includes(actual.remote) ? actual.title : ETIQUETAS_REMOTO[primero];
  const texto = MENSAJES_REMOTOS.nuevaVersion(pantalla);
  return (
    <Franja role="status" aria-label={texto}>
      <span>{texto}</span>
      <span aria-hidden="true">—</span>
      <button type="button" className="abrir" onClick={recargarPagina}>
        {MENSAJES_REMOTOS.recargar}
      </button>
    </Franja>
  );
}
