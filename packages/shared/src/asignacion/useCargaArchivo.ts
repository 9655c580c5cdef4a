import { useState } from 'react';
import { MENSAJES } from '@verifica/contracts';
import { fieldErrors } from '../api/errors';
import { useSnackbar } from '../ui/Snackbar';

/** Extensions the upload accepts (SPEC §5). */
export const EXTENSIONES_CARGA = ['.xlsx', '.xls', '.csv'] as const;

/** The file's extension ('.xlsx'), or '' when the name has none (no dot, or only a leading one). */
export function extensionDe(nombre: string): string {
  const punto = nombre.lastIndexOf('.');
  return punto <= 0 ? '' : nombre.slice(punto).toLowerCase();
}

/** The upload call; agenciaId is the agency a broad user chose (null for everyone else). */
export type SubirArchivo = (file: File, onProgress: (porcentaje: number) => void, agenciaId: number | null) => Promise<unknown>;

export interface CargaArchivo {
  archivo: File | null;
  /** A file from the input: kept only with an accepted extension (SPEC §5), else ignored (false). */
  elegir: (file: File | null | undefined) => boolean;
  subiendo: boolean;
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
      .then(() => {
        setResultado({ ok: true, mensaje: MENSAJES.archivoCargado, lineas: [] });
        snackbar.success(MENSAJES.archivoCargado);
        setArchivo(null);
      })
      .catch((error: unknown) => {
        const lineas = (fieldErrors(error).file ?? []).map((linea) => `- ${linea}`);
        setResultado({ ok: false, mensaje: MENSAJES.errorArchivo, lineas });
        snackbar.error(MENSAJES.errorArchivo);
      })
      .finally(() => {
        setSubiendo(false);
        onUploaded();
      });
  };

  const reiniciar = () => {
    setArchivo(null);
    setResultado(null);
    setProgreso(0);
  };

  return { archivo, elegir, subiendo, progreso, resultado, agenciaId, setAgenciaId, cargar, reiniciar };
}
