import { Component, Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import type { RemoteName } from '@verifica/shared/base';
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

/** Mounted once per attempt: React caches a rejected lazy() for good, so a retry needs a new one. */
function LazyRemoteScreen<R extends RemoteName>({ remote, module, title }: RemoteScreenProps<R>) {
  const [Screen] = useState(() => lazy(() => cargador().then((m) => m.loadRemoteScreen(remote, module))));
  return (
    <Suspense fallback={<RemoteScreenLoading title={title} />}>
      <Screen />
    </Suspense>
  );
}

/** One remote screen: Suspense while loading, 'Módulo no disponible' + Reintentar when it fails. */
export function RemoteScreen<R extends RemoteName>({ remote, module, title }: RemoteScreenProps<R>) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    // Before the next attempt's load: both wait for the same chunk, in this order.
    cargador().then((m) => m.forgetRemote(remote), () => undefined);
    setAttempt((n) => n + 1);
  }, [remote]);

  return (
    <RemoteErrorBoundary key={`${remote}/${module}`} onRetry={retry}>
      <LazyRemoteScreen key={`${remote}/${module}#${attempt}`} remote={remote} module={module} title={title} />
    </RemoteErrorBoundary>
  );
}
