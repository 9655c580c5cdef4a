import type { ReactNode } from 'react';
import { useLocation, useNavigate } from '@verifica/shared/router';
import styled from 'styled-components';
import { PERMISO_AMPLIO, PERMISOS } from '@verifica/contracts';
import { Button, useSession } from '@verifica/shared/base';

const Denied = styled.section`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  h1 { margin: 0; font-size: 1.5rem; }
  p { margin: 0; }
`;

const Acciones = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The permission a screen needs, as SPEC §6 names it ('' is the broad permission). */
export function permisoRequerido(permission: string): string {
  return permission === PERMISO_AMPLIO
    ? `el permiso amplio (${PERMISOS.superAdmin} o ${PERMISOS.comodin})`
    : `el permiso ${permission}`;
}

function NoAutorizado({ permission, screen }: { permission: string; screen: string }) {
  const navigate = useNavigate();
  // 'default': the first entry of this tab's history in the app (opened by URL), nothing to go back to.
  const puedeVolver = useLocation().key !== 'default';
  return (
    <Denied aria-labelledby="no-autorizado">
      <h1 id="no-autorizado">No autorizado</h1>
      <p>{`Para abrir ${screen} se necesita ${permisoRequerido(permission)}, que tu usuario no tiene.`}</p>
      <Acciones>
        {puedeVolver && (
          <Button variant="secondary" onClick={() => void navigate(-1)}>
            Volver
          </Button>
        )}
        <Button onClick={() => void navigate('/admin')}>Ir a Inicio</Button>
      </Acciones>
    </Denied>
  );
}

/**
 * A screen the user has no permission for shows 'No autorizado' inside the layout, with the
 * missing permission and a way back (its remote is never loaded).
 */
export function RequirePermission({ permission, screen, children }: { permission: string | undefined; screen: string; children: ReactNode }) {
  const { can } = useSession();
  if (permission !== undefined && !can(permission)) return <NoAutorizado permission={permission} screen={screen} />;
  return <>{children}</>;
}
