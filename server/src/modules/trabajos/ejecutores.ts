/**
 * What each kind of job does, run by the worker loop (trabajador.ts) with the owner's access read
 * again: the exports write the list's .xlsx (the synchronous export's writer and query) to a file
 * under DATA_DIR/trabajos, reporting rows done; the import (importar.ts) runs the upload, all or nothing.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import {
  bitacoraQuerySchema,
  MENSAJES_TRABAJOS,
  productividadQuerySchema,
  solicitudesOperadoresQuerySchema,
  solicitudesQuerySchema,
  type TipoTrabajo,
} from '@verifica/contracts';
import { solicitudes } from '../../db/schema';
import { agenciaEfectiva } from '../../sesion/alcance';
import { MODO_ARCHIVO } from '../../lib/archivos';
import type { Contexto } from '../../sesion/tipos';
import { GESTOR } from '../../consultas/solicitudes/asignacion';
import { exportarBitacora as libroBitacora, nombreArchivoBitacora, totalBitacora } from '../bitacora/exportar';
import { exportarXlsxDonde, nombreArchivoExportacion } from '../solicitudes/exportar';
import { hojaXlsx, type CrearHoja } from '../../lib/xlsx/escritura';
import { filtroSolicitudes } from '../../consultas/solicitudes/filtros';
import { exportarLlamadas, nombreArchivoLlamadas, totalLlamadas } from '../callcenter/exportar';
import { vistaDe } from '../callcenter/service';
import { absoluta, asegurarCarpeta, rutaResultado } from './archivos';
import { importarSolicitudes } from './importar';
import { libroProductividad, nombreArchivoProductividad } from '../productividad/exportar';
import { productividad } from '../productividad/service';
import type { Ejecutor, Fin, Herramientas } from './ejecucion';
import type { FilaTrabajo } from './consultas';

/** A context as a request of the owner would have (the call-center view reads it). */
const contextoDe = (h: Herramientas, ip: string): Contexto => ({ db: h.db, scope: h.scope, actor: { ...h.usuario, ip, jti: '', exp: 0 } });

/** What an export job writes: its row count, its workbook (written through `crearHoja`) and its file name. */
interface Exportacion {
  total: number;
  libro: (crearHoja: CrearHoja) => Readable;
  nombre: string;
}

/** The export sheet into the job's file, counting rows; a stop leaves no file. */
async function exportarA(trabajo: FilaTrabajo, h: Herramientas, exportacion: Exportacion): Promise<Fin> {
  const total = exportacion.total;
  await h.avance(0, total, true);
  await asegurarCarpeta(h.config.dataDir);
  const relativa = rutaResultado(trabajo.id, 'xlsx');
  const destino = absoluta(h.config.dataDir, relativa);
  // Per attempt: a resumed job elsewhere never writes the same partial file.
  const parcial = `${destino}.${trabajo.intentos}.parcial`;
  let hechos = 0;
  const crearHoja: CrearHoja = (salida, nombre, columnas) => {
    const hoja = hojaXlsx(salida, nombre, columnas);
    return {
      fila: (celdas) => {
        hechos++;
        hoja.fila(celdas);
      },
      filaCopia: (linea, celdas, campoDe) => {
        hechos++;
        hoja.filaCopia(linea, celdas, campoDe);
      },
      vaciar: async () => {
        await h.avance(hechos, total);
        await hoja.vaciar();
      },
      cerrar: () => hoja.cerrar(),
    };
  };
  try {
    await pipeline(exportacion.libro(crearHoja), createWriteStream(parcial, { mode: MODO_ARCHIVO }));
    await h.avance(hechos, hechos, true);
    await rename(parcial, destino);
  } catch (e) {
    await rm(parcial, { force: true });
    throw e;
  }
  return {
    estado: 'terminado',
    hechos,
    total: hechos,
    archivo: relativa,
    nombre_archivo: exportacion.nombre,
    resultado: { filas: hechos },
  };
}

/** A filter that no longer validates (contracts changed since the job was queued) fails the job. */
const filtroInvalido = (): Fin => ({ estado: 'fallido', hechos: 0, total: null, resultado: {}, error: MENSAJES_TRABAJOS.errorInterno });

const exportarSolicitudes: Ejecutor = async (trabajo, h) => {
  const q = solicitudesQuerySchema.safeParse(trabajo.parametros);
  if (!q.success) return filtroInvalido();
  const where = filtroSolicitudes(q.data, { scope: h.scope, asignacion: GESTOR });
  const [c] = await h.db.select({ n: count() }).from(solicitudes).where(where);
  const ascendente = q.data.sortBy === 'id' && !q.data.descending;
  return exportarA(trabajo, h, {
    total: c?.n ?? 0,
    libro: (crearHoja) => exportarXlsxDonde(h.db, where, ascendente, {}, crearHoja),
    nombre: nombreArchivoExportacion(new Date()),
  });
};

const exportarCallcenter: Ejecutor = async (trabajo, h) => {
  const q = solicitudesOperadoresQuerySchema.safeParse(trabajo.parametros);
  if (!q.success) return filtroInvalido();
  // The Call Center's own sheet: its columns, rows and order, not the Solicitudes one.
  const { q: visible, vista } = vistaDe(contextoDe(h, ''), q.data, h.config.vigenciaDias);
  return exportarA(trabajo, h, {
    total: await totalLlamadas(h.db, visible, vista),
    libro: (crearHoja) => exportarLlamadas(h.db, visible, vista, crearHoja),
    nombre: nombreArchivoLlamadas(new Date()),
  });
};

/** Productividad: the report's rows for the owner's scope, totals first. */
const exportarProductividad: Ejecutor = async (trabajo, h) => {
  const q = productividadQuerySchema.safeParse(trabajo.parametros);
  if (!q.success) return filtroInvalido();
  const datos = await productividad(contextoDe(h, ''), q.data);
  return exportarA(trabajo, h, {
    total: datos.por_operador.length + datos.por_dia.length,
    libro: (crearHoja) => libroProductividad(datos, crearHoja),
    nombre: nombreArchivoProductividad(new Date()),
  });
};

/** Bitácora: the list's entries for the owner's scope (a scoped owner never gets another agency's). */
const exportarBitacora: Ejecutor = async (trabajo, h) => {
  const q = bitacoraQuerySchema.safeParse(trabajo.parametros);
  if (!q.success) return filtroInvalido();
  const f = { agencia: agenciaEfectiva(h.scope, q.data.agencia_id), q: q.data };
  return exportarA(trabajo, h, {
    total: await totalBitacora(h.db, f),
    libro: (crearHoja) => libroBitacora(contextoDe(h, ''), f, crearHoja),
    nombre: nombreArchivoBitacora(new Date()),
  });
};

export const EJECUTORES: Record<TipoTrabajo, Ejecutor> = {
  exportar_solicitudes: exportarSolicitudes,
  exportar_callcenter: exportarCallcenter,
  exportar_productividad: exportarProductividad,
  exportar_bitacora: exportarBitacora,
  importar_solicitudes: importarSolicitudes,
};
