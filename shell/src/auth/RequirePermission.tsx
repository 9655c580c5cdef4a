import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSession } from '@verifica/shared';

const Denied = styled.div`
  padding: 24px;
`;

/** A screen the user has no permission for shows 'No autorizado' (its remote is never loaded). */
export function RequirePermission({ permission, children }: { permission: string | undefined; children: ReactNode }) {
  const { can } = useSession();
  if (permission !== undefined && !can(permission)) {
    return (
      <Denied role="alert">
        <p>No autorizado</p>
      </Denied>
    );
  }
  return <>{children}</>;
}
