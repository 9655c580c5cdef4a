import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from '@verifica/shared/router';
import { PERMISOS, SEPARADOR_VALORES_VISTA, type ConsultaVista, type PantallaVista, type Vista } from '@verifica/contracts';
import { useSession } from '@verifica/shared/base';
import { usePeticionAdelantada } from '../../api/usePeticionAdelantada';
import { vistasApi } from './vistasApi';

/** Sort and page size travel with a view; the page does not (a view opens on page 1). */
const CLAVES_PAGINADO = ['rowsPerPage', 'sortBy', 'descending'] as const;

export interface UseVistasOptions {
  /** The screen (contracts PANTALLAS_VISTAS); undefined: the list offers no views and nothing is asked. */
  pantalla?: PantallaVista | undefined;
  /** The list's filter keys (its specs): with sort and page size, the URL state a view keeps. */
  filtros: readonly string[];
}

export interface DatosVista {
  nombre: string;
  compartida: boolean;
  predeterminada: boolean;
}

/** What the Vistas menu needs: `<VistasMenu />` inside a `ListaProvider`, or `<VistasMenu {...lista.vistas} />`. */
export interface Vistas {
  /** False when the list has no screen key: the menu renders nothing. */
  habilitadas: boolean;
  /** Mine (default first) then the shared ones I reach. */
  vistas: Vista[];
  /** The view the URL shows now (the one applied or saved last, while its query is unchanged). */
  actual: Vista | null;
  /** Who a shared view of mine reaches: my agency (admins), everyone (broad users), or I may not share. */
  compartirCon: 'agencia' | 'todos' | null;
  /** Writes the view's query into the URL (one history entry; keys the list does not own are kept). */
  aplicar: (vista: Vista) => void;
  /** Saves the URL's current query as a new view. */
  guardar: (datos: DatosVista) => Promise<Vista>;
  renombrar: (vista: Vista, nombre: string) => Promise<Vista>;
  /** Makes it my default for the screen (true) or leaves the screen without one (false). */
  predeterminar: (vista: Vista, si: boolean) => Promise<Vista>;
  eliminar: (vista: Vista) => Promise<void>;
  /** The screen opened without a query and it is not yet known whether a default view applies: do not load yet. */
  esperando: boolean;
}

/** The view-owned part of the URL: one entry per key, a repeated key's values joined. */
function consultaDeUrl(params: URLSearchParams, claves: readonly string[]): ConsultaVista {
  const out: ConsultaVista = {};
  for (const clave of claves) {
    const valores = params.getAll(clave);
    if (valores.length > 0) out[clave] = valores.join(SEPARADOR_VALORES_VISTA);
  }
  return out;
}

/** The URL with the view's query in place of the list's own keys (page 1; other keys kept). */
function urlConConsulta(params: URLSearchParams, claves: readonly string[], consulta: ConsultaVista): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const clave of [...claves, 'page']) next.delete(clave);
  for (const [clave, valor] of Object.entries(consulta)) {
    if (claves.includes(clave)) for (const v of valor.split(SEPARADOR_VALORES_VISTA)) next.append(clave, v);
  }
  return next;
}

const misma = (a: ConsultaVista, b: ConsultaVista) => {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
};

type Fase = 'esperando' | 'aplicando' | 'listo';

/**
 * Saved views of a list screen, kept on the server: lists them, saves the URL's query
 * as one, renames, deletes, sets the default, and applies one by writing its query into the URL,
 * where the list controller reads its filters, sort and page size. A screen opened without a
 * query takes the user's default view (replacing the history entry, so Back leaves the screen).
 * Failures to list are silent (the menu just shows no views).
 */
export function useVistas({ pantalla, filtros }: UseVistasOptions): Vistas {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { can, isBroad } = useSession();
  const clavesKey = filtros.join('\n');
  const claves = useMemo(() => [...filtros, ...CLAVES_PAGINADO], [clavesKey]);
  const queryKey = params.toString();
  const consultaUrl = useMemo(() => consultaDeUrl(new URLSearchParams(queryKey), claves), [queryKey, claves]);

  const [vistas, setVistas] = useState<Vista[]>([]);
  const [elegida, setElegida] = useState<number | null>(null);
  const [recarga, setRecarga] = useState(0);
  // Decided once, at the first render: whether the screen opened without any query of its own.
  const inicio = useRef<{ sinConsulta: boolean; key: string } | null>(null);
  inicio.current ??= { sinConsulta: ![...claves, 'page'].some((k) => params.has(k)), key: location.key };
  const [fase, setFaseEstado] = useState<{ fase: Fase; key: string }>(() => ({
    fase: pantalla && inicio.current?.sinConsulta ? 'esperando' : 'listo',
    key: location.key,
  }));
  const faseRef = useRef(fase);
  const setFase = useCallback((f: { fase: Fase; key: string }) => {
    faseRef.current = f;
    setFaseEstado(f);
  }, []);
  const latest = useRef({ params, setParams, location, claves });
  latest.current = { params, setParams, location, claves };

  const escribir = useCallback((vista: Vista, replace: boolean): boolean => {
    const { params: actuales, setParams: navegar, claves: propias } = latest.current;
    const next = urlConConsulta(actuales, propias, vista.consulta);
    setElegida(vista.id);
    if (next.toString() === actuales.toString()) return false;
    navegar(next, { replace });
    return true;
  }, []);

  // Asked for from the first render (the list's rows wait for the answer), then as the screen is
  // committed when reloaded.
  const tomarAdelantada = usePeticionAdelantada(pantalla ? { clave: `vistas ${pantalla} 0`, pedir: () => vistasApi.listar(pantalla) } : null);
  useLayoutEffect(() => {
    if (!pantalla) return;
    let vivo = true;
    (tomarAdelantada(`vistas ${pantalla} ${recarga}`) ?? vistasApi.listar(pantalla))
      .then((lista) => {
        if (!vivo) return;
        // A transition, like a loaded page: the list's held rows may appear with it.
        startTransition(() => {
          setVistas(lista);
          if (faseRef.current.fase !== 'esperando') return;
          const predeterminada = lista.find((v) => v.propia && v.predeterminada);
          const key = latest.current.location.key;
          // The user already moved (a filter, a link) while the views were on their way: theirs wins.
          const aplicada = predeterminada !== undefined && key === inicio.current?.key && escribir(predeterminada, true);
          setFase({ fase: aplicada ? 'aplicando' : 'listo', key });
        });
      })
      .catch(() => {
        if (vivo && faseRef.current.fase === 'esperando') startTransition(() => setFase({ fase: 'listo', key: latest.current.location.key }));
      });
    return () => {
      vivo = false;
    };
  }, [pantalla, recarga, escribir, setFase, tomarAdelantada]);

  // The default view is in the URL once the router has moved past the entry it replaced.
  useEffect(() => {
    if (fase.fase === 'aplicando' && location.key !== fase.key) setFase({ fase: 'listo', key: location.key });
  }, [location.key, fase, setFase]);

  const recargar = useCallback(() => setRecarga((n) => n + 1), []);
  const aplicar = useCallback((vista: Vista) => void escribir(vista, false), [escribir]);
  const guardar = useCallback(
    async (datos: DatosVista) => {
      if (!pantalla) throw new Error('useVistas: guardar sin pantalla');
      const vista = await vistasApi.crear({ ...datos, pantalla, consulta: consultaDeUrl(latest.current.params, latest.current.claves) });
      setElegida(vista.id);
      recargar();
      return vista;
    },
    [pantalla, recargar],
  );
  const cambiar = useCallback(
    async (vista: Vista, cambio: Parameters<typeof vistasApi.cambiar>[1]) => {
      const nueva = await vistasApi.cambiar(vista.id, cambio);
      recargar();
      return nueva;
    },
    [recargar],
  );
  const renombrar = useCallback((vista: Vista, nombre: string) => cambiar(vista, { nombre }), [cambiar]);
  const predeterminar = useCallback((vista: Vista, si: boolean) => cambiar(vista, { predeterminada: si }), [cambiar]);
  const eliminar = useCallback(
    async (vista: Vista) => {
      await vistasApi.eliminar(vista.id);
      setVistas((vs) => vs.filter((v) => v.id !== vista.id));
      recargar();
    },
    [recargar],
  );

  const actual = vistas.find((v) => v.id === elegida && misma(v.consulta, consultaUrl)) ?? vistas.find((v) => misma(v.consulta, consultaUrl)) ?? null;
  const compartirCon = isBroad ? 'todos' : can(PERMISOS.admin) ? 'agencia' : null;

  return {
    habilitadas: pantalla !== undefined,
    vistas,
    actual,
    compartirCon,
    aplicar,
    guardar,
    renombrar,
    predeterminar,
    eliminar,
    esperando: fase.fase !== 'listo',
  };
}
