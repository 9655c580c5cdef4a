import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ETIQUETAS_HISTORIAL as H, type CambioHistorial, type EventoHistorial } from '@verifica/contracts';
import { historial } from '../api/endpoints';
import { Collapsible } from '../ui/Collapsible';
import { apiErrorStatus, listaPlana, Spinner } from '@verifica/shared/base';

const Lista = styled.ol`
  ${listaPlana}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Evento = styled.li`
  border-left: 3px solid ${({ theme }) => theme.colors.primarySoft};
  padding-left: ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;
`;

const Quien = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875em;
`;

const Aviso = styled.p<{ $error?: boolean }>`
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

const Cambios = styled.ul`
  margin: ${({ theme }) => theme.space.xs} 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: 0.875em;
`;

const Antes = styled.del`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "Campo: antes → después" ((vacío) for an empty value; only the new value when the old one was not recorded). */
function Cambio({ cambio: c }: { cambio: CambioHistorial }) {
  const despues = c.despues ?? H.valorVacio;
  return (
    <li>
      {c.campo}:{' '}
      {c.antes !== undefined && (
        <>
          <Antes>{c.antes ?? H.valorVacio}</Antes> →{' '}
        </>
      )}
      <ins>{despues}</ins>
    </li>
  );
}

type Estado = { fase: 'cargando' } | { fase: 'error' } | { fase: 'noDisponible' } | { fase: 'listo'; eventos: EventoHistorial[] };

/**
 * The request's history, loaded the first time the section is opened. It is shown only
 * once the detail loaded, so a 404 here means the session may not read it (an operador or gestor
 * and a folio not assigned to them): a quiet note, not an error.
 */
export function HistorialSolicitud({ solicitudId }: { solicitudId: number }) {
  const [abierto, setAbierto] = useState(false);
  const [estado, setEstado] = useState<Estado>({ fase: 'cargando' });

  useEffect(() => {
    if (!abierto) return;
    let activo = true;
    setEstado({ fase: 'cargando' });
    historial(solicitudId)
      .then((eventos) => activo && setEstado({ fase: 'listo', eventos }))
      .catch((e: unknown) => activo && setEstado({ fase: apiErrorStatus(e) === 404 ? 'noDisponible' : 'error' }));
    return () => {
      activo = false;
    };
  }, [abierto, solicitudId]);

  return (
    <Collapsible title={H.titulo} defaultOpen={false} open={abierto} onOpenChange={setAbierto}>
      {estado.fase === 'cargando' && <Spinner />}
      {estado.fase === 'error' && (
        <Aviso role="alert" $error>
          {H.error}
        </Aviso>
      )}
      {estado.fase === 'noDisponible' && <Aviso>{H.noDisponible}</Aviso>}
      {estado.fase === 'listo' && estado.eventos.length === 0 && <Aviso>{H.vacio}</Aviso>}
      {estado.fase === 'listo' && estado.eventos.length > 0 && (
        <Lista aria-label={H.titulo}>
          {estado.eventos.map((e, i) => (
            <Evento key={i}>
              <div>{e.descripcion}</div>
              {e.cambios.length > 0 && (
                <Cambios aria-label={H.cambios}>
                  {e.cambios.map((c, j) => (
                    <Cambio key={j} cambio={c} />
                  ))}
                </Cambios>
              )}
              <Quien>
                <time dateTime={e.fecha.replace(' ', 'T')}>{e.fecha}</time> · {e.usuario ?? H.sistema}
              </Quien>
            </Evento>
          ))}
        </Lista>
      )}
    </Collapsible>
  );
}
