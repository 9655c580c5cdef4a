/**
 * No lost edits: a save refused with 409 because someone else saved the record after
 * the version the form loaded. The user's values stay; Recargar takes the newer version (its
 * version is sent with the next save) and names the fields the other user saved differently.
 */
import { useCallback, useState } from 'react';
import { apiErrorMessage, apiErrorStatus } from '@verifica/shared/base';

export interface Conflicto {
  /** The server's message: 'Otro usuario modificó este registro; recarga para ver sus cambios'. */
  mensaje: string;
  /** After Recargar, the names of the fields the other user saved differently; null before. */
  distintos: string[] | null;
}

/** The version a loaded record carries, or undefined for a record without one. */
export function versionDe(registro: unknown): number | undefined {
  if (typeof registro !== 'object' || registro === null || !('version' in registro)) return undefined;
  return typeof registro.version === 'number' ? registro.version : undefined;
}

const iguales = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields the other user changed (the newer version differs from what the form loaded) to a
 * value that is not the user's own.
 */
export function camposDistintos<V extends object>(cargados: V, nuevos: V, mios: V): (keyof V & string)[] {
  return (Object.keys(nuevos) as (keyof V & string)[]).filter((k) => !iguales(nuevos[k], cargados[k]) && !iguales(nuevos[k], mios[k]));
}

export interface EstadoConflicto {
  conflicto: Conflicto | null;
  /** For a failed save: a 409 becomes the notice (true); any other failure is not handled here (false). */
  siFalla: (error: unknown) => boolean;
  /** Recargar loaded the newer version: `distintos` are the names to show. */
  recargado: (distintos: string[]) => void;
  /** A save went through. */
  resuelto: () => void;
}

/** The conflict notice's state of a form or a dialog. */
export function useConflicto(): EstadoConflicto {
  const [conflicto, setConflicto] = useState<Conflicto | null>(null);
  const siFalla = useCallback((error: unknown) => {
    if (apiErrorStatus(error) !== 409) return false;
    setConflicto({ mensaje: apiErrorMessage(error), distintos: null });
    return true;
  }, []);
  const recargado = useCallback((distintos: string[]) => setConflicto((c) => c && { ...c, distintos }), []);
  const resuelto = useCallback(() => setConflicto(null), []);
  return { conflicto, siFalla, recargado, resuelto };
}
