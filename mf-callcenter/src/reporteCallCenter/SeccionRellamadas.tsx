import type { ReactNode } from 'react';
import { ETIQUETAS_RELLAMADAS as E } from '@verifica/contracts';
import { useRellamadasLeidas } from './hooks/useRellamadasLeidas';

/**
 * A callback list as a titled section, read again whenever `version` changes: nothing until the
 * first answer, the failure said (never an empty list), `vacio` when there are none, else `lista`.
 */
export function SeccionRellamadas<T>({ titulo, vacio, leer, version, lista }: { titulo: string; vacio: string; leer: () => Promise<T[]>; version: number; lista: (filas: T[]) => ReactNode }) {
  const filas = useRellamadasLeidas(leer, version);
  if (filas === null) return null;
  return (
    <section aria-label={titulo}>
      <h2>{titulo}</h2>
      {filas === 'error' ? <p role="alert">{E.errorLectura}</p> : filas.length === 0 ? <p>{vacio}</p> : lista(filas)}
    </section>
  );
}
