import { createContext, createElement, use, useContext, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';

/** The kit's controls whose code loads apart (ui/controlesDiferidos.ts), by name. */
export const CONTROLES_DIFERIDOS = ['tabla', 'selector', 'selectorMultiple', 'selectorLibre', 'fecha'] as const;
export type NombreControl = (typeof CONTROLES_DIFERIDOS)[number];

export function esNombreControl(valor: unknown): valor is NombreControl {
  return (CONTROLES_DIFERIDOS as readonly unknown[]).includes(valor);
}

/**
 * What a remote exposes for each screen (dts is off): the screen as its default export and, when
 * it shows any, the deferred controls it shows as it opens, which the shell asks for with it.
 */
export interface ModuloPantalla {
  default: ComponentType;
  controles?: readonly NombreControl[];
}

export interface ControlDiferido<M = unknown> {
  nombre: NombreControl;
  cargar(): Promise<M>;
  cargado(): boolean;
}

/** A screen's first render, kept by the component that shows it (it outlives the render's restarts). */
export interface Montaje {
  /** True while the screen renders for the first time; a mutable flag, so its end re-renders nothing. */
  enMontaje: boolean;
  alMontar?: (nombre: NombreControl) => void;
  /** The requests the screen's first render sent (usePeticionAdelantada), by key, until taken. */
  adelantadas: Map<string, Promise<unknown>>;
}

export function crearMontaje(alMontar?: (nombre: NombreControl) => void): Montaje {
  return { enMontaje: true, alMontar, adelantadas: new Map() };
}

const PantallaEnMontaje = createContext<Montaje | null>(null);

/** The first render of the screen this is in, while it lasts; null afterwards or outside PantallaEntera. */
export function useMontaje(): Montaje | null {
  const montaje = useContext(PantallaEnMontaje);
  return montaje?.enMontaje ? montaje : null;
}

export interface PantallaEnteraProps {
  children: ReactNode;
  /**
   * Held by the component that renders PantallaEntera (crearMontaje), so that a restart of the
   * screen's first render (React starts a suspended transition over when another update comes in)
   * finds the requests already sent. Without it, PantallaEntera keeps its own.
   */
  montaje?: Montaje;
}

/**
 * Wraps a screen rendered in a transition (the shell's remote screens): while it mounts, a
 * deferred control whose code has not arrived suspends the screen itself, so React keeps what was
 * on screen and shows the screen whole once it is there, instead of the control's placeholder,
 * which React 19 would hold until 300 ms after it appeared. The screen's module names the
 * controls it shows (`controles`) so that the shell asks for them all with it, at once. A control
 * first shown later (in a dialog, say) keeps its placeholder.
 */
export function PantallaEntera({ children, montaje: dado }: PantallaEnteraProps) {
  const [propio] = useState(crearMontaje);
  const montaje = dado ?? propio;
  useLayoutEffect(() => {
    montaje.enMontaje = false;
    montaje.adelantadas.clear();
  }, [montaje]);
  return createElement(PantallaEnMontaje, { value: montaje }, children);
}

/** Called by each deferred control's wrapper, above its own Suspense boundary. */
export function useEsperaEnMontaje(control: ControlDiferido): void {
  const montaje = useMontaje();
  if (!montaje) return;
  montaje.alMontar?.(control.nombre);
  if (!control.cargado()) use(control.cargar());
}
