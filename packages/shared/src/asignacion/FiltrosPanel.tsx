import { useState, type FormEventHandler, type ReactNode } from 'react';
import styled from 'styled-components';
import { useListaOpcional } from '../controllers/ListaContext/ListaContext';
import { Collapsible } from '../ui/Collapsible';

export interface FiltrosPanelProps {
  children: ReactNode;
  /** Default 'Filtros'. */
  titulo?: string;
  /** Default: open from 900 px wide, closed below (the table stays on a phone's first screen). */
  abiertoAlInicio?: boolean;
  /** Filters applied beyond the screen's defaults: shown on the header. Default: the `activos` of the list around (`ListaProvider`). */
  activos?: number;
  /** The fields form a form (a report's Buscar): Enter or the submit button call this. */
  alEnviar?: FormEventHandler<HTMLFormElement>;
}

/** Below this width the panel starts closed. */
export const FILTROS_ABIERTOS_DESDE_PX = 900;

const Grid = styled.div<{ $form?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  /* A form's submit button lines up with the fields' boxes. */
  align-items: ${({ $form }) => ($form ? 'end' : 'start')};
`;

const Cuenta = styled.span`
  white-space: pre;
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Without matchMedia (or where nothing matches) the wide layout, as the shell does. */
const anchoDeEscritorio = () =>
  typeof window === 'undefined' ||
  typeof window.matchMedia !== 'function' ||
  !window.matchMedia(`(max-width: ${FILTROS_ABIERTOS_DESDE_PX - 0.02}px)`).matches;

/**
 * The collapsible filter block of every list and report screen: fields in a responsive grid,
 * closed at first on a narrow screen, the number of filters in use on its header.
 */
export function FiltrosPanel({ children, titulo: title = 'Filtros', abiertoAlInicio: defaultOpen, activos: activosProp, alEnviar: onSubmit }: FiltrosPanelProps) {
  const lista = useListaOpcional();
  const activos = activosProp ?? lista?.activos ?? 0;
  const [abierto] = useState(() => defaultOpen ?? anchoDeEscritorio());
  const encabezado = (
    <>
      {title}
      {activos > 0 && <Cuenta>{` (${activos} ${activos === 1 ? 'activo' : 'activos'})`}</Cuenta>}
    </>
  );
  return (
    <Collapsible title={encabezado} defaultOpen={abierto}>
      {onSubmit ? (
        <Grid as="form" $form aria-label={title} onSubmit={onSubmit}>
          {children}
        </Grid>
      ) : (
        <Grid>{children}</Grid>
      )}
    </Collapsible>
  );
}
