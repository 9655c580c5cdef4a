import { useEffect, useState } from 'react';
import { useUltimo } from '@verifica/shared/base';

/**
 * An option list loaded from the server (estados, ciudades, colonias, fuerza de venta, personas):
 * loads when `key` changes (the rest of the filter, for cascading lists; null = do not load) and
 * keeps only the newest answer. Failures leave the list empty (SPEC §8: silent).
 */
export function useOpciones<T>(load: () => Promise<T[]>, key: string | null): { opciones: T[]; loading: boolean } {
  const [opciones, setOpciones] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const loadRef = useUltimo(load);
  useEffect(() => {
    if (key === null) {
      setOpciones([]);
      return;
    }
    let vigente = true;
    setLoading(true);
    loadRef
      .current()
      .then((lista) => {
        if (vigente) setOpciones(Array.isArray(lista) ? lista : []);
      })
      .catch(() => {
        if (vigente) setOpciones([]);
      })
      .finally(() => {
        if (vigente) setLoading(false);
      });
    return () => {
      vigente = false;
    };
  }, [key]);
  return { opciones, loading };
}
