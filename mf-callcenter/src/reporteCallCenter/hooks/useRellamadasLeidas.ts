import { useEffect, useState } from 'react';

/**
 * A callback list read from the server, again whenever `version` changes (after a save):
 * null while the first answer is on its way, 'error' when it failed (never shown as an empty list).
 */
export function useRellamadasLeidas<T>(leer: () => Promise<T[]>, version: number): T[] | null | 'error' {
  const [filas, setFilas] = useState<T[] | null | 'error'>(null);
  useEffect(() => {
    let vigente = true;
    leer()
      .then((r) => vigente && setFilas(r))
      .catch(() => vigente && setFilas('error'));
    return () => {
      vigente = false;
    };
  }, [leer, version]);
  return filas;
}
