import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { EstatusCallCenter, Vigencia, type ResumenLlamadas } from '@verifica/contracts';
import { useEventosDe, type ListParams } from '@verifica/shared';
import { callcenterApi } from '../api/callcenter';

const Linea = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  strong { color: ${({ theme }) => theme.colors.text}; }
`;

/**
 * The line above the call-center table: the rows of the filter counted by status and by
 * vigencia. Asked again when the filter changes, the page reloads (`version`) or a request changes
 * elsewhere (live events: counts, unlike rows, may move under the user); nothing shows while it
 * loads or when it fails (the table is what matters).
 */
export function ResumenFiltro({ query, version }: { query: ListParams; version: unknown }) {
  const [resumen, setResumen] = useState<ResumenLlamadas | null>(null);
  const [cambios, setCambios] = useState(0);
  useEventosDe('solicitudes', () => setCambios((n) => n + 1));
  const clave = JSON.stringify(query);
  useEffect(() => {
    let activo = true;
    callcenterApi
      .resumen(JSON.parse(clave) as ListParams)
      .then((r) => activo && setResumen(r))
      .catch(() => activo && setResumen(null));
    return () => {
      activo = false;
    };
  }, [clave, version, cambios]);

  if (!resumen) return null;
  const partes = [
    ['Total', resumen.total],
    ...resumen.estatus.map((e) => [EstatusCallCenter.label(e.valor as 1 | 2 | 3 | 4), e.cantidad] as const),
    ...resumen.vigencia.map((v) => [Vigencia.label(v.valor as 1 | 2 | 3), v.cantidad] as const),
  ] as const;
  return (
    <Linea role="status" aria-label="Resumen del filtro">
      {partes.map(([etiqueta, n]) => (
        <span key={etiqueta}>
          {etiqueta}: <strong>{n.toLocaleString('es-MX')}</strong>
        </span>
      ))}
    </Linea>
  );
}
