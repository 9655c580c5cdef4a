import { useState } from 'react';
import { MENSAJES, type SolicitudFila } from '@verifica/contracts';
import { useEnvio, type FieldErrors } from '@verifica/shared';
import { solicitudesApi } from '../../api/solicitudes';

export interface Duplicar {
  agenciaId: number | null;
  setAgenciaId: (id: number | null) => void;
  codigo: string;
  setCodigo: (v: string) => void;
  folio: string;
  setFolio: (v: string) => void;
  guardando: boolean;
  errores: FieldErrors;
  guardar: () => void;
}

/**
 * Duplicar (SPEC §3 Duplicate form, §4): POST /api/solicitudes/duplicar; "Folio Duplicado con
 * Exito", then the new folio's detail opens (onDuplicated with its id). Field errors go under
 * agencia_id, codigo, folio_solicitud.
 */
export function useDuplicar(fila: SolicitudFila, conAgencia: boolean, onDuplicated: (id: number) => void): Duplicar {
  const { enviando: guardando, errores, enviar } = useEnvio();
  const [agenciaId, setAgenciaId] = useState<number | null>(fila.agencia_id);
  const [codigo, setCodigo] = useState('');
  const [folio, setFolio] = useState('');

  const guardar = () =>
    enviar(
      () => solicitudesApi.duplicar({ agencia_id: conAgencia ? agenciaId : null, solicitud_id: fila.id, codigo: codigo.trim(), folio_solicitud: folio.trim() }),
      { exito: MENSAJES.folioDuplicado },
      ({ id }) => onDuplicated(id),
    );

  return { agenciaId, setAgenciaId, codigo, setCodigo, folio, setFolio, guardando, errores, guardar };
}
