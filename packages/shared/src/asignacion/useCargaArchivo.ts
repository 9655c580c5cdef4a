import { useState } from 'react';
import { formatoNumero, lineasDeCarga, MENSAJES, MENSAJES_TRABAJOS, validacionColumnasSinLeer, type CampoCarga, type Trabajo } from '@verifica/contracts';
import { apiErrorMessage, fieldErrors, useSnackbar } from '@verifica/shared/base';
import { mensajeDescarga, trabajosApi } from '../api/trabajos';
import { primerAviso, useTrabajo, type SeguimientoTrabajo } from '../controllers/useTrabajo/useTrabajo';

/** Extensions the upload accepts (SPEC §5). */
export const EXTENSIONES_CARGA = ['.xlsx', '.xls', '.csv'] as const;

/** The file's extension ('.xlsx'), or '' when the name has none (no dot, or only a leading one). */
export function extensionDe(nombre: string): string {
  const punto = nombre.lastIndexOf('.');
  return punto <= 0 ? '' : nombre.slice(punto).toLowerCase();
}

/** A dry run ("Validar": checks the whole file, stores nothing) and the field chosen for each unrecognised header. */
export interface OpcionesSubida {
  validar: boolean;
  mapeo: Record<string, CampoCarga>;
}

/**
 * The upload call; agenciaId is the agency a broad user chose (null for everyone else). It answers
 * the outcome (load_file), or `{ id }` of a background job (POST /api/trabajos), then followed here.
 * `opciones` only mean something to the job (trabajosApi.importar).
 */
export type SubirArchivo = (file: File, onProgress: (porcentaje: number) => void, agenciaId: number | null, opciones: OpcionesSubida) => Promise<unknown>;

/** `{ id, message }` of POST /api/trabajos, not the outcome of a synchronous upload. */
const esTrabajo = (r: unknown): r is { id: number } =>
  typeof r === 'object' && r !== null && typeof (r as { id?: unknown }).id === 'number' && !('insertados' in r);

export interface CargaArchivo {
  archivo: File | null;
  /** A file from the input: kept only with an accepted extension (SPEC §5), else ignored (false). */
  elegir: (file: File | null | undefined) => boolean;
  subiendo: boolean;
  /** The upload became a background job: followed until it ends (its progress, Cancelar). */
  trabajo: SeguimientoTrabajo | null;
  /** The last run was Validar (a dry run), not Cargar. */
  validando: boolean;
  /** 0–100 while uploading. */
  progreso: number;
  /**
   * The outcome shown in the dialog: the title line, a summary (a dry run's valid rows) and the
   * "- Fila N: ..." lines. `aviso`: no errors, but something to see first (unread columns).
   */
  resultado: { ok: boolean; aviso?: boolean; mensaje: string; resumen?: string; lineas: string[] } | null;
  /** The agency the rows go to (broad users choose it). */
  agenciaId: number | null;
  setAgenciaId: (id: number | null) => void;
  cargar: () => void;
  /** The same upload as a dry run: every check, nothing stored. */
  validar: () => void;
  /** Headers of the file the server did not recognise (their columns were ignored). */
  sinCampo: string[];
  /** The field the user chose for each of them (sent with the next Validar or Cargar, remembered by the server). */
  mapeo: Partial<Record<string, CampoCarga>>;
  setCampo: (encabezado: string, campo: CampoCarga | null) => void;
  /** The last run left an error workbook (the user's rows with an "Errores" column): opens it. */
  descargarErrores: (() => void) | null;
  reiniciar: () => void;
}

/**
 * The upload controller: one accepted file, its progress, and the outcome (SPEC §8: "Archivo
 * cargado correctamente", or "Error al procesar el archivo" and each errors.file line after a
 * dash); either way the list reloads (onUploaded). Validar runs the same checks and stores nothing.
 */
export function useCargaArchivo(subir: SubirArchivo, onUploaded: () => void): CargaArchivo {
  const snackbar = useSnackbar();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [subiendo, setSubiendo] = useState(false);
  const [progreso, setProgreso] = useState(0);
  const [resultado, setResultado] = useState<CargaArchivo['resultado']>(null);
  const [agenciaId, setAgenciaId] = useState<number | null>(null);
  const [trabajoId, setTrabajoId] = useState<number | null>(null);
  const [sinCampo, setSinCampo] = useState<string[]>([]);
  const [mapeo, setMapeo] = useState<Partial<Record<string, CampoCarga>>>({});
  const [conErrores, setConErrores] = useState<number | null>(null);
  const [validando, setValidando] = useState(false);

  const exito = () => {
    setResultado({ ok: true, mensaje: MENSAJES.archivoCargado, lineas: [] });
    snackbar.success(MENSAJES.archivoCargado);
    setArchivo(null);
  };
  const fallo = (mensaje: string, lineas: string[], resumen?: string) => {
    setResultado({ ok: false, mensaje, lineas: lineasDeCarga(lineas).map((linea) => `- ${linea}`), ...(resumen ? { resumen } : {}) });
    snackbar.error(mensaje);
  };
  const fin = (recargar: boolean) => {
    setSubiendo(false);
    if (recargar) onUploaded();
  };

  /** A dry run's outcome: how many rows are valid, and the errors if any. */
  const validado = (t: Trabajo) => {
    const errores = t.resultado?.errores ?? [];
    const resumen = `Filas válidas: ${formatoNumero(t.resultado?.validas ?? 0)}`;
    if (errores.length > 0) return fallo(t.resultado?.message ?? MENSAJES_TRABAJOS.validacionConErrores, errores, resumen);
    const sinLeer = t.resultado?.sin_campo?.length ?? 0;
    if (sinLeer > 0) {
      const mensaje = validacionColumnasSinLeer(sinLeer);
      // Said in the dialog, next to the columns: no green "puedes cargarlo" snackbar.
      setResultado({ ok: true, aviso: true, mensaje, resumen, lineas: [] });
      return;
    }
    setResultado({ ok: true, mensaje: t.resultado?.message ?? MENSAJES_TRABAJOS.validacionCorrecta, resumen, lineas: [] });
    snackbar.success(MENSAJES_TRABAJOS.validacionCorrecta);
  };

  const seguimiento = useTrabajo(trabajoId, {
    alTerminar: (t: Trabajo) => {
      // The dialog tells the outcome: Mis trabajos stays quiet about this one.
      primerAviso(t.id);
      setSinCampo(t.resultado?.sin_campo ?? []);
      setConErrores(t.nombre_archivo !== null && t.estado !== 'cancelado' ? t.id : null);
      if (t.estado === 'terminado' && t.resultado?.validacion) validado(t);
      else if (t.estado === 'terminado') exito();
      else if (t.estado === 'cancelado') fallo(MENSAJES_TRABAJOS.cancelado, []);
      else fallo(MENSAJES.errorArchivo, t.resultado?.errores?.length ? t.resultado.errores : t.error ? [t.error] : []);
      setTrabajoId(null);
      fin(!t.resultado?.validacion);
    },
  });

  const elegir = (file: File | null | undefined) => {
    setResultado(null);
    setConErrores(null);
    setSinCampo([]);
    const aceptado = !!file && (EXTENSIONES_CARGA as readonly string[]).includes(extensionDe(file.name));
    setArchivo(aceptado ? file : null);
    return aceptado;
  };

  const enviar = (soloValidar: boolean) => {
    if (!archivo || subiendo) return;
    setSubiendo(true);
    setValidando(soloValidar);
    setProgreso(0);
    setResultado(null);
    setConErrores(null);
    const elegidos = Object.fromEntries(Object.entries(mapeo).filter((e): e is [string, CampoCarga] => !!e[1]));
    subir(archivo, setProgreso, agenciaId, { validar: soloValidar, mapeo: elegidos })
      .then((r) => {
        if (esTrabajo(r)) {
          setTrabajoId(r.id);
          return;
        }
        exito();
        fin(true);
      })
      .catch((error: unknown) => {
        // No per-row lines (too many jobs, no connection...): the server's message instead.
        fallo(MENSAJES.errorArchivo, fieldErrors(error).file ?? [apiErrorMessage(error)]);
        fin(!soloValidar);
      });
  };

  const setCampo = (encabezado: string, campo: CampoCarga | null) => setMapeo((m) => ({ ...m, [encabezado]: campo ?? undefined }));

  const descargarErrores =
    conErrores === null
      ? null
      : () => {
          trabajosApi.descargar(conErrores).catch((error: unknown) => snackbar.error(mensajeDescarga(error)));
        };

  /** Also when a job is being followed: it goes on in the server ("Mis trabajos"), only the following stops. */
  const reiniciar = () => {
    setTrabajoId(null);
    setSubiendo(false);
    setArchivo(null);
    setResultado(null);
    setProgreso(0);
    setSinCampo([]);
    setConErrores(null);
  };

  return {
    archivo,
    elegir,
    subiendo,
    trabajo: trabajoId === null ? null : seguimiento,
    validando,
    progreso,
    resultado,
    agenciaId,
    setAgenciaId,
    cargar: () => enviar(false),
    validar: () => enviar(true),
    sinCampo,
    mapeo,
    setCampo,
    descargarErrores,
    reiniciar,
  };
}
