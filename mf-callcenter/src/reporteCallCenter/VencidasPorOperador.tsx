import { ETIQUETAS_RELLAMADAS as E, type VencidasPorOperador as Fila } from '@verifica/contracts';
import { callcenterApi } from '../api/callcenter';
import { useRellamadasLeidas } from './hooks/useRellamadasLeidas';

/** Rellamadas vencidas por operador: for supervisors and admins, in their scope. */
export function VencidasPorOperador({ version }: { version: number }) {
  const filas = useRellamadasLeidas<Fila>(callcenterApi.vencidasPorOperador, version);
  if (filas === null) return null;
  return (
    <section aria-label={E.porOperador}>
      <h2>{E.porOperador}</h2>
      {filas === 'error' ? (
        <p role="alert">{E.errorLectura}</p>
      ) : filas.length === 0 ? (
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
