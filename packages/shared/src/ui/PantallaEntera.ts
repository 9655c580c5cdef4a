import { createContext, createElement, use, useContext, useLayoutEffect, useState, type ReactNode } from 'react';

/** The kit's controls whose code loads apart (ui/controlesDiferidos.ts), by name. */
export const CONTROLES_DIFERIDOS = ['tabla', 'selector', 'selectorMultiple', 'selectorLibre', 'fecha'] as const;
export type NombreControl = (typeof CONTROLES_DIFERIDOS)[number];

export function esNombreControl(valor: unknown): valor is NombreControl {
  return (CONTROLES_DIFERIDOS as readonly unknown[]).includes(valor);
}

export interface ControlDiferido<M = unknown> {
  nombre: NombreControl;
  cargar(): Promise<M>;
  cargado(): boolean;
}

interface Montaje {
  /** True while the screen renders for the first time; a mutable flag, so its end re-renders nothing. */
  enMontaje: boolean;
  alMontar?: (nombre: NombreControl) => void;
}

const PantallaEnMontaje = createContext<Montaje>({ enMontaje: false });

export interface PantallaEnteraProps {
  children: ReactNode;
  /** Told of each deferred control the screen shows as it mounts (the remotes' contract test). */
  alMontar?: (nombre: NombreControl) => void;
}

/**
 * Wraps a screen rendered in a transition (the shell's remote screens): while it mounts, a
 * deferred control whose code has not arrived suspends the screen itself, so React keeps what was
 * on screen and shows the screen whole once it is there, instead of the control's placeholder,
 * which React 19 would hold until 300 ms after it appeared. The screen's module names the
 * controls it shows (`controles`) so that they arrive with it, and nothing waits at all. A
 * control first shown later (in a dialog, say) keeps its placeholder.
 */
export function PantallaEntera({ children, alMontar }: PantallaEnteraProps) {
  const [montaje] = useState<Montaje>(() => ({ enMontaje: true, alMontar }));
  useLayoutEffect(() => {
    montaje.enMontaje = false;
  }, [montaje]);
  return createElement(PantallaEnMontaje, { value: montaje }, children);
}

/** Called by each deferred control's wrapper, above its own Suspense boundary. */
export function useEsperaEnMontaje(control: ControlDiferido): void {
  const montaje = useContext(PantallaEnMontaje);
  if (!montaje.enMontaje) return;
  montaje.alMontar?.(control.nombre);
  if (!control.cargado()) use(control.cargar());
}
