/**
 * The import job (importar_solicitudes): the upload, all or nothing, or a dry run (`validar`) with
 * the same checks; the user's column mapping applied; a file with bad rows also leaves its error
 * workbook as the job's file (the user's rows, an "Errores" column, the bad cells filled).
 */
import { createWriteStream } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { mapeoImportacionSchema, MENSAJES, MENSAJES_TRABAJOS, type ResultadoTrabajo } from '@verifica/contracts';
import { MODO_ARCHIVO } from '../../lib/archivos';
import { isHttpError } from '../../lib/errors';
import { cargarArchivo, type RevisionConErrores } from '../solicitudes/carga';
import { escribirLibroErrores } from '../solicitudes/carga-errores';
import type { Mapeo } from '../solicitudes/carga-validacion';
import { absoluta, asegurarCarpeta, rutaResultado } from './archivos';
import type { Ejecutor, Fin, Herramientas } from './ejecucion';
import { mapeoDe } from './mapeos';
import { marcarGuardadas, type FilaTrabajo } from './consultas';

/** The job's parameters as queued (crearImportacion); anything unexpected reads as absent. */
function parametros(p: unknown) {
  const v = (p ?? {}) as { nombre?: unknown; ip?: unknown; validar?: unknown; mapeo?: unknown; guardadas?: unknown };
  const mapeo = mapeoImportacionSchema.safeParse(v.mapeo);
  return {
    nombre: typeof v.nombre === 'string' ? v.nombre : 'archivo',
    ip: typeof v.ip === 'string' ? v.ip : '',
    validar: v.validar === true,
    mapeo: mapeo.success ? mapeo.data : {},
    guardadas: typeof v.guardadas === 'number' ? v.guardadas : null,
  };
}

/** "errores-<the user's file name>.xlsx", in characters any header carries. */
const nombreLibro = (nombre: string) => `errores-${nombre.replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80) || 'archivo'}.xlsx`;

/** The error workbook into the job's file (a partial file per attempt, renamed when whole). */
async function libroDeErrores(trabajo: FilaTrabajo, h: Herramientas, datos: Buffer, r: RevisionConErrores, mapeo: Mapeo): Promise<string> {
  await asegurarCarpeta(h.config.dataDir);
  const relativa = rutaResultado(trabajo.id, 'xlsx');
  const destino = absoluta(h.config.dataDir, relativa);
  const parcial = `${destino}.${trabajo.intentos}.parcial`;
  const salida = createWriteStream(parcial, { mode: MODO_ARCHIVO });
  try {
    await escribirLibroErrores(r.formato, datos, salida, { existentes: r.existentes, mapeo, avance: (filas) => h.avance(filas, null) });
    await finished(salida);
    await rename(parcial, destino);
  } catch (e) {
    salida.destroy();
    await rm(parcial, { force: true });
    throw e;
  }
  return relativa;
}

/** The errors of a refused upload, one line each ("Fila N: ..."). */
const lineasDe = (errores: Record<string, string[]> | undefined) => Object.values(errores ?? {}).flat();

export const importarSolicitudes: Ejecutor = async (trabajo, h): Promise<Fin> => {
  const p = parametros(trabajo.parametros);
  // An earlier attempt stored the rows and its process stopped before recording the end: running
  // again would refuse every row as an existing folio.
  if (p.guardadas !== null) return { estado: 'terminado', hechos: p.guardadas, total: p.guardadas, resultado: { message: MENSAJES.archivoCargado, insertados: p.guardadas } };
  if (!trabajo.entrada || trabajo.agencia_id === null) return { estado: 'fallido', hechos: 0, total: null, resultado: {}, error: MENSAJES_TRABAJOS.errorInterno };
  const datos = await readFile(absoluta(h.config.dataDir, trabajo.entrada));
  const mapeo = await mapeoDe(h.db, h.usuario.id, p.mapeo);
  await h.avance(0, null, true);
  let sinCampo: string[] = [];
  let validas: number | undefined;
  let archivo: string | undefined;
  const comun = (): ResultadoTrabajo => ({
    ...(p.validar ? { validacion: true } : {}),
    ...(validas !== undefined ? { validas } : {}),
    ...(sinCampo.length > 0 ? { sin_campo: sinCampo } : {}),
  });
  try {
    // Rows read so far (the header aside); a cancel stops it before anything is stored.
    const r = await cargarArchivo(h.db, trabajo.agencia_id, p.nombre, datos, { id: h.usuario.id, ip: p.ip }, (filas) => h.avance(filas, null), {
      validar: p.validar,
      mapeo,
      alEncabezado: (s) => (sinCampo = s),
      conErrores: async (rev) => {
        validas = rev.validas;
        archivo = await libroDeErrores(trabajo, h, datos, rev, mapeo);
      },
      alGuardar: (tx, insertados) => marcarGuardadas(tx, trabajo.id, insertados),
    });
    validas = r.validas;
    const hechos = p.validar ? r.validas : r.insertados;
    return { estado: 'terminado', hechos, total: hechos, resultado: { message: r.message, insertados: r.insertados, ...comun() } };
  } catch (e) {
    if (!isHttpError(e) || e.statusCode >= 500) throw e;
    const libro = archivo ? { archivo, nombre_archivo: nombreLibro(p.nombre) } : {};
    const errores = lineasDe(e.body.errors);
    // A dry run did its work: it ends terminado with what it found; an import with errors stored nothing: fallido.
    if (p.validar) return { estado: 'terminado', hechos: 0, total: null, ...libro, resultado: { message: MENSAJES_TRABAJOS.validacionConErrores, errores, ...comun() } };
    return { estado: 'fallido', hechos: 0, total: null, ...libro, error: MENSAJES_TRABAJOS.cargaConErrores, resultado: { message: e.body.message, errores, ...comun() } };
  }
};
