import { useCallback, useState } from 'react';
import { MENSAJES_EVENTOS, PERMISOS, type EventoCambio } from '@verifica/contracts';
import { IconButton, pathTo, useSession } from '@verifica/shared/base';
import { useNavigate } from '@verifica/shared/router';
import { AvisoBarra } from './AvisoBarra';
import { useEventosBarra } from './useEventosBarra';

type Pendiente = { rellamada_id: number; solicitud_id: number; folio: string };

/**
 * "Rellamada pendiente: folio X — Abrir" in the top bar: the server announces each
 * callback once, when it falls due, to its operator's streams; Abrir opens the folio's call form on
 * the Call Center screen. Only operators listen.
 */
export function AvisoRellamadas() {
  const { can } = useSession();
  const navigate = useNavigate();
  const operador = can(PERMISOS.reportesCallCenter) && !can(PERMISOS.admin) && !can(PERMISOS.gestionarSolicitudes);
  const [pendientes, setPendientes] = useState<Pendiente[]>([]);
  const cambio = useCallback((e: EventoCambio) => {
    if (e.tipo !== 'rellamada_vencida' || e.solicitud_id === null || e.rellamada_id === undefined) return;
    const p = { rellamada_id: e.rellamada_id, solicitud_id: e.solicitud_id, folio: e.folio ?? String(e.solicitud_id) };
    setPendientes((ps) => (ps.some((x) => x.rellamada_id === p.rellamada_id) ? ps : [...ps, p]));
  }, []);
  useEventosBarra(operador, cambio);
  const actual = pendientes[0];
  if (!actual) return null;
  const quitar = () => setPendientes((ps) => ps.filter((x) => x.rellamada_id !== actual.rellamada_id));
  const texto = MENSAJES_EVENTOS.rellamadaPendiente(actual.folio) + (pendientes.length > 1 ? ` (+${pendientes.length - 1})` : '');
  return (
    <AvisoBarra role="status" aria-label={texto}>
      <span>{texto}</span>
      <button
        type="button"
        className="abrir"
        aria-label={`${MENSAJES_EVENTOS.abrir} folio ${actual.folio}`}
        onClick={() => {
          quitar();
          void navigate(pathTo('reportesCallCenter'), { state: { llamar: { id: actual.solicitud_id, folio_solicitud: actual.folio } } });
        }}
      >
        {MENSAJES_EVENTOS.abrir}
      </button>
      <IconButton icon="close" aria-label="Cerrar aviso" onClick={quitar} />
    </AvisoBarra>
  );
}
