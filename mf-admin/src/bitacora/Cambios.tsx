import styled from 'styled-components';
import type { EntradaBitacora } from '@verifica/contracts';
import { listaPlana } from '@verifica/shared';

const Lista = styled.ul`
  ${listaPlana}
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const Antes = styled.span`
  text-decoration: line-through;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const valor = (v: unknown): string => (v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/**
 * What an entry changed: one line per field, «campo: antes → después» (only «después» for a new
 * record, only «antes» for a removed one); otherwise what else the change recorded.
 */
export function Cambios({ entrada }: { entrada: EntradaBitacora }) {
  const { antes, despues, datos } = entrada;
  if (antes || despues) {
    const campos = [...new Set([...Object.keys(antes ?? {}), ...Object.keys(despues ?? {})])];
    return (
      <Lista aria-label="Cambios">
        {campos.map((c) => (
          <li key={c}>
            <strong>{c}</strong>:{' '}
            {antes && (
              <>
                <Antes aria-label={`antes ${valor(antes[c])}`}>{valor(antes[c])}</Antes>
                {despues && ' → '}
              </>
            )}
            {despues && <span>{valor(despues[c])}</span>}
          </li>
        ))}
      </Lista>
    );
  }
  if (!datos) return null;
  return (
    <Lista aria-label="Datos">
      {Object.entries(datos).map(([k, v]) => (
        <li key={k}>
          <strong>{k}</strong>: {valor(v)}
        </li>
      ))}
    </Lista>
  );
}
