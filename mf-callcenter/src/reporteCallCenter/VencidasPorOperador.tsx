import { ETIQUETAS_RELLAMADAS as E, type VencidasPorOperador as Fila } from '@verifica/contracts';
import { callcenterApi } from '../api/callcenter';
import { SeccionRellamadas } from './SeccionRellamadas';

/** Rellamadas vencidas por operador: for supervisors and admins, in their scope. */
export function VencidasPorOperador({ version }: { version: number }) {
  return (
    <SeccionRellamadas<Fila>
      titulo={E.porOperador}
      vacio={E.sinVencidas}
      leer={callcenterApi.vencidasPorOperador}
      version={version}
      lista={(filas) => (
        <ul aria-label={E.porOperador}>
          {filas.map((f) => (
            <li key={f.usuario_id}>
              {f.operador}: {f.vencidas} (desde {f.mas_antigua})
            </li>
          ))}
        </ul>
      )}
    />
  );
}
