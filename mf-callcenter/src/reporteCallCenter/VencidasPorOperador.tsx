import { useEffect, useState } from 'react';
import { ETIQUETAS_RELLAMADAS as E, type VencidasPorOperador as Fila } from '@verifica/contracts';
import { callcenterApi } from '../api/callcenter';

/** Rellamadas vencidas por operador: for supervisors and admins, in their scope. */
export function VencidasPorOperador({ version }: { version: number }) {
  const [filas, setFilas] = useState<Fila[] | null>(null);
  useEffect(() => {
    let vigente = true;
    callcenterApi
      .vencidasPorOperador()
      .then((r) => vigente && setFilas(r))
      .catch(() => vigente && setFilas([]));
    return () => {
      vigente = false;
    };
  }, [version]);
  if (filas === null) return null;
  return (
    <section aria-label={E.porOperador}>
      <h2>{E.porOperador}</h2>
      {filas.length === 0 ? (
        <p>{E.sinVencidas}</p>
      ) : (
        <ul aria-label={E.porOperador}>
          {filas.map((f) => (
            <li key={f.usuario_id}>
              {f.operador}: {f.vencidas} (desde {f.mas_antigua})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
