import { Component, startTransition, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { PantallaEntera, crearMontaje, type RemoteName } from '@verifica/shared/base';
import type { RemoteModule } from './loadRemoteScreen';
import { ModuleUnavailable, RemoteScreenLoading } from './ModuleUnavailable';

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
}

/** Catches a remote that fails to load (or throws while rendering): the rest of the portal keeps working. */
export class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[shell] remoto no disponible', error);
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (this.state.failed) return <ModuleUnavailable onRetry={this.retry} />;
    return this.props.children;
  }
}

export interface RemoteScreenProps<R extends RemoteName> {
  remote: R;
  module: RemoteModule<R>;
  /** The screen's title (SCREEN_ROUTES), shown while it loads. */
  title: string;
}

/**
 * The loading of remotes (/remotes.json, the federation instance, integrity) is a chunk of its own,
 * fetched with the first remote screen: the login page does not carry it.
 */
const cargador = () => import('./loadRemoteScreen');

type Carga = { Screen: ComponentType } | { error: unknown } | null;

/** Screens loaded before: going back to one renders it at once. */
const cargadas = new Map<string, ComponentType>();

/**
 * Mounted once per attempt. The screen is state, set in a transition once its code has arrived
 * (loadRemoteScreen, which asks for the controls its module names at the same time), not
 * React.lazy under Suspense: React 19 holds whatever replaces a Suspense fallback until 300 ms
 * after that fallback appeared. Under PantallaEntera the screen's first render sends its requests
 * and waits for those controls rather than showing their placeholders, so it commits whole.
 */
function LazyRemoteScreen<R extends RemoteName>({ remote, module, title }: RemoteScreenProps<R>) {
  const clave = `${remote}/${module}`;
  const [carga, setCarga] = useState<Carga>(() => {
    const Screen = cargadas.get(clave);
    return Screen ? { Screen } : null;
  });
  // Kept here, outside the screen's first render, which React may start over.
  const [montaje] = useState(() => crearMontaje());
  useEffect(() => {
    if (carga) return;
    let vigente = true;
    cargador()
      .then((m) => m.loadRemoteScreen(remote, module))
      .then(
        ({ default: Screen }) => {
          cargadas.set(clave, Screen);
          if (vigente) startTransition(() => setCarga({ Screen }));
        },
        (error: unknown) => {
          if (vigente) setCarga({ error });
        },
      );
    return () => {
      vigente = false;
    };
  }, [carga, clave, remote, module]);
  if (carga === null) return <RemoteScreenLoading title={title} />;
  if ('error' in carga) throw carga.error;
  return (
    <PantallaEntera montaje={montaje}>
      <carga.Screen />
    </PantallaEntera>
  );
}

/** One remote screen: its title over «Cargando…» while loading, 'Módulo no disponible' + Reintentar when it fails. */
export function RemoteScreen<R extends RemoteName>({ remote, module, title }: RemoteScreenProps<R>) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    // Before the next attempt's load: both wait for the same chunk, in this order. A screen of
    // this remote that crashed while rendering is fetched again too, not taken from `cargadas`.
    for (const clave of cargadas.keys()) if (clave.startsWith(`${remote}/`)) cargadas.delete(clave);
    cargador().then((m) => m.forgetRemote(remote), () => undefined);
    setAttempt((n) => n + 1);
  }, [remote]);

  return (
    <RemoteErrorBoundary key={`${remote}/${module}`} onRetry={retry}>
      <LazyRemoteScreen key={`${remote}/${module}#${attempt}`} remote={remote} module={module} title={title} />
    </RemoteErrorBoundary>
  );
}
