import { Component, lazy, Suspense, type ReactNode } from 'react';
import { LoadingBar } from '@verifica/shared';
import type { MapaPosicionProps } from './types';

// OpenLayers (shared through federation, never eager) loads with the first map a dialog shows.
const MapaPosicion = lazy(() => import('./MapaPosicion'));

class SinMapa extends Component<{ children: ReactNode }, { fallo: boolean }> {
  override state = { fallo: false };
  static getDerivedStateFromError() {
    return { fallo: true };
  }
  override render() {
    return this.state.fallo ? <p role="note">Mapa no disponible</p> : this.props.children;
  }
}

/** A position on an OpenLayers map (see MapaPosicion.tsx); if the map cannot load, the rest of the dialog still works. */
export function Mapa(props: MapaPosicionProps) {
  return (
    <SinMapa>
      <Suspense fallback={<LoadingBar loading />}>
        <MapaPosicion {...props} />
      </Suspense>
    </SinMapa>
  );
}

/** The municipality of a request as the maps write it: its ciudad and its state. */
export function municipioDe(s: { ciudad?: string | null; edo?: string | null }): string {
  return [s.ciudad, s.edo].filter((x) => !!x).join(', ');
}
