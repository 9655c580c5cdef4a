import { useState } from 'react';
import { MENSAJES, MENSAJES_TRABAJOS, type Trabajo } from '@verifica/contracts';
import { apiErrorMessage, fieldErrors } from '../api/errors';
import { primerAviso, useTrabajo, type SeguimientoTrabajo } from '../controllers/useTrabajo/useTrabajo';
import { useSnackbar } from '../ui/Snackbar';

/** Extensions the upload accepts (SPEC §5). */
export const EXTENSIONES_CARGA = ['.xlsx', '.xls', '.csv'] as const;

/** The file's extension ('.xlsx'), or '' when the name has none (no dot, or only a leading one). */
export function extensionDe(nombre: string): string {
  const punto = nombre.lastIndexOf('.');
  return punto <= 0 ? '' : nombre.slice(punto).toLowerCase();
}

/**
 * The upload call; agenciaId is the agency a broad user chose (null for everyone else). It answers
 * the outcome (load_file), or `{ id }` of a background job (POST /api/trabajos), then followed here.
 */
export type SubirArchivo = (file: File, onProgress: (porcentaje: number) => void, agenciaId: number | null) => Promise<unknown>;

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
  /** 0–100 while uploading. */
  progreso: number;
  /** The outcome shown in the dialog: the title line and the "- Fila N: ..." lines. */
  resultado: { ok: boolean; mensaje: string; lineas: string[] } | null;
  /** The agency the rows go to (broad users choose it). */
  agenciaId: number | null;
  setAgenciaId: (id: number | null) => void;
  cargar: () => void;
  reiniciar: () => void;
}

/**
 * The upload controller: one accepted file, its progress, and the outcome (SPEC §8: "Archivo
 * cargado correctamente", or "Error al procesar el archivo" and each errors.file line after a
 * dash); either way the list reloads (onUploaded).
 */
export function useCargaArchivo(subir: SubirArchivo, onUploaded: () => void): CargaArchivo {
  const snackbar = useSnackbar();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [subiendo, setSubiendo] = useState(false);
  const [progreso, setProgreso] = useState(0);
  const [resultado, setResultado] = useState<CargaArchivo['resultado']>(null);
  const [agenciaId, setAgenciaId] = useState<number | null>(null);
  const [trabajoId, setTrabajoId] = useState<number | null>(null);

  const exito = () => {
    setResultado({ ok: true, mensaje: MENSAJES.archivoCargado, lineas: [] });
    snackbar.success(MENSAJES.archivoCargado);
    setArchivo(null);
  };
  const fallo = (mensaje: string, lineas: string[]) => {
    setResultado({ ok: false, mensaje, lineas: lineas.map((linea) => `- ${linea}`) });
    snackbar.error(mensaje);
  };
  const fin = () => {
    setSubiendo(false);
    onUploaded();
  };

  const seguimiento = useTrabajo(trabajoId, {
    alTerminar: (t: Trabajo) => {
      // The dialog tells the outcome: Mis trabajos stays quiet about this one.
      primerAviso(t.id);
      if (t.estado === 'terminado') exito();
      else if (t.estado === 'cancelado') fallo(MENSAJES_TRABAJOS.cancelado, []);
      else fallo(MENSAJES.errorArchivo, t.resultado?.errores?.length ? t.resultado.errores : t.error ? [t.error] : []);
      setTrabajoId(null);
      fin();
    },
  });

  const elegir = (file: File | null | undefined) => {
    setResultado(null);
    const aceptado = !!file && (EXTENSIONES_CARGA as readonly string[]).includes(extensionDe(file.name));
    setArchivo(aceptado ? file : null);
    return aceptado;
  };

  const cargar = () => {
    if (!archivo || subiendo) return;
    setSubiendo(true);
    setProgreso(0);
    setResultado(null);
    subir(archivo, setProgreso, agenciaId)
      .then((r) => {
        if (esTrabajo(r)) {
          setTrabajoId(r.id);
          return;
        }
        exito();
        fin();
      })
      .catch((error: unknown) => {
        // No per-row lines (too many jobs, no connection...): the server's message instead.
        fallo(MENSAJES.errorArchivo, fieldErrors(error).file ?? [apiErrorMessage(error)]);
        fin();
      });
  };

  /** Also when a job is being followed: it goes on in the server ("Mis trabajos"), only the following stops. */
  const reiniciar = () => {
    setTrabajoId(null);
    setSubiendo(false);
    setArchivo(null);
    setResultado(null);
    setProgreso(0);
  };

  return { archivo, elegir, subiendo, trabajo: trabajoId === null ? null : seguimiento, progreso, resultado, agenciaId, setAgenciaId, cargar, reiniciar };
}
