import { useState } from 'react';
import { ETIQUETAS_SIGUIENTE_LLAMADA as E, type SolicitudOperadorFila } from '@verifica/contracts';
import { Button, useSnackbar } from '@verifica/shared';
import { callcenterApi } from '../api/callcenter';

/**
 * Siguiente llamada: asks the server for the next folio of the operator's own
 * queue and opens it in the call form; says so when nothing is pending.
 */
export function SiguienteLlamada({ onAbrir }: { onAbrir: (fila: SolicitudOperadorFila) => void }) {
  const snackbar = useSnackbar();
  const [buscando, setBuscando] = useState(false);
  const [vacio, setVacio] = useState(false);
  const pedir = () => {
    setBuscando(true);
    setVacio(false);
    callcenterApi
      .siguiente()
      .then((fila) => (fila ? onAbrir(fila) : setVacio(true)))
      .catch(() => snackbar.error(E.error))
      .finally(() => setBuscando(false));
  };
  return (
    <>
      <Button variant="primary" onClick={pedir} loading={buscando}>
        {E.boton}
      </Button>
      <span role="status">{vacio ? E.vacio : ''}</span>
    </>
  );
}
