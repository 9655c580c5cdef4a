import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ETIQUETAS_RELLAMADAS as E, type Rellamada } from '@verifica/contracts';
import { Button, fieldErrors, TextField, useSnackbar } from '@verifica/shared';
import { callcenterApi } from '../api/callcenter';

const Grupo = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  margin: 8px 0 0;
  padding: 8px 12px;
  display: grid;
  gap: 8px;
`;

/**
 * Programar rellamada: date and time (business time zone) and a short note for
 * the folio's callback; shows the open one. Saving the call form again ends it (server rule), so
 * it is read again after each save (`version`).
 */
export function ProgramarRellamada({ solicitudId, puede, version }: { solicitudId: number; puede: boolean; version: number }) {
  const snackbar = useSnackbar();
  const [abierta, setAbierta] = useState<Rellamada | null>(null);
  const [fecha, setFecha] = useState('');
  const [nota, setNota] = useState('');
  const [errores, setErrores] = useState<Record<string, string[]>>({});
  const [enviando, setEnviando] = useState(false);

  useEffect(() => {
    let vigente = true;
    callcenterApi
      .rellamadas(solicitudId)
      .then((r) => vigente && setAbierta(r[0] ?? null))
      .catch(() => vigente && setAbierta(null));
    return () => {
      vigente = false;
    };
  }, [solicitudId, version]);

  const programar = () => {
    setEnviando(true);
    callcenterApi
      .programarRellamada({ solicitud_id: solicitudId, fecha, nota })
      .then((r) => {
        setAbierta(r);
        setFecha('');
        setNota('');
        setErrores({});
        snackbar.success(E.guardada);
      })
      .catch((e: unknown) => {
        setErrores(fieldErrors(e));
        snackbar.error(E.error);
      })
      .finally(() => setEnviando(false));
  };

  return (
    <Grupo>
      <legend>{E.programar}</legend>
      <p aria-live="polite">{abierta ? `${E.programada(abierta.programada_para)}${abierta.nota ? ` — ${abierta.nota}` : ''}` : ''}</p>
      {puede && (
        <>
          <TextField label={E.fecha} type="datetime-local" value={fecha} onChange={setFecha} error={errores.fecha} />
          <TextField label={E.nota} value={nota} maxLength={200} onChange={setNota} error={errores.nota} />
          <Button variant="secondary" onClick={programar} loading={enviando} disabled={fecha === ''}>
            {E.programar}
          </Button>
        </>
      )}
    </Grupo>
  );
}
