/**
 * The columns of the request export: a row as the export query reads it, and per column its
 * Spanish header, width, number format and value (dates as the business wall clock).
 */
import { AsignadasReporte } from '@verifica/contracts';
import { fechaHora } from '../../lib/dates';
import { serialExcel, type Celda, type ColumnaXlsx } from '../../lib/xlsx/escritura';

export interface FilaExportacion {
  id: number;
  folio_solicitud: string;
  nombre: string;
  appat_rzsoc: string;
  apmat_nomco: string;
  calle: string;
  num_ext: string;
  num_int: string;
  colonia: string;
  entrecall: string;
  rfc: string;
  edo: string;
  ciudad: string;
  cp: string;
  telefono: string;
  estado: string;
  /** Days since 1970-01-01 (a date column has no time zone). */
  fecha_captura: number | null;
  /** Epoch milliseconds. */
  created_at: number;
  fuerza_venta: string;
  agencia_nombre: string;
  encuestador_id: number | null;
  encuestador: string | null;
  asignada_at: number | null;
  verificado: boolean;
  verificacion_hora: number | null;
  operador: string | null;
  comentario: string | null;
}

const BLOQUE = 15 * 60_000;
const DIA = 86_400_000;

/** The business time zone's wall-clock offset at an instant (Intl: slow, hence the caches below). */
function desfaseEn(ms: number): number {
  const pared = fechaHora(new Date(ms)) ?? '';
  return Date.parse(`${pared.replace(' ', 'T')}Z`) - ms;
}

/**
 * The offset per UTC day (days since 1970, small integer keys) when it is the same at the day's
 * first and last quarter hour, else null: the offset changes that day, and it is looked up per
 * quarter hour (zone offsets only change on quarter-hour boundaries, at most once a day).
 * Formatting every date with Intl cost more than the rest of a row.
 */
const porDia = new Map<number, number | null>();
const porBloque = new Map<number, number>();
function desfase(ms: number): number {
  const dia = Math.floor(ms / DIA);
  let d = porDia.get(dia);
  if (d === undefined) {
    const inicio = desfaseEn(dia * DIA);
    d = inicio === desfaseEn(dia * DIA + DIA - BLOQUE) ? inicio : null;
    if (porDia.size > 100_000) porDia.clear();
    porDia.set(dia, d);
  }
  if (d !== null) return d;
  const b = Math.floor(ms / BLOQUE);
  let e = porBloque.get(b);
  if (e === undefined) {
    e = desfaseEn(b * BLOQUE);
    if (porBloque.size > 100_000) porBloque.clear();
    porBloque.set(b, e);
  }
  return e;
}

/** Numbers that arrive as text (bigint on some paths) as numbers. */
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** An instant (epoch ms) as the Excel serial of its business wall clock, to the second (what Excel shows). */
function comoFechaHora(v: unknown): number | null {
  const ms = num(v);
  if (ms === null) return null;
  const s = Math.floor(ms / 1000) * 1000;
  return serialExcel(s + desfase(s));
}

function estatus(r: DatosFila): string {
  if (r.verificado) return AsignadasReporte.label(3);
  return AsignadasReporte.label(r.encuestador_id != null ? 1 : 2);
}

/** What the computed columns read: the row's numbers and flags, none of its texts. */
export type DatosFila = Pick<FilaExportacion, 'id' | 'fecha_captura' | 'created_at' | 'encuestador_id' | 'asignada_at' | 'verificado' | 'verificacion_hora'>;
type CampoTexto = Exclude<keyof FilaExportacion, keyof DatosFila>;

/** A column shows one text of the row as it is (`campo`), or a value computed from its numbers. */
export type ColumnaExportacion = ColumnaXlsx & ({ campo: CampoTexto; valor?: undefined } | { campo?: undefined; valor: (r: DatosFila) => Celda });

const FECHA = 'yyyy-mm-dd';
const FECHA_HORA = 'yyyy-mm-dd hh:mm:ss';

export const COLUMNAS: readonly ColumnaExportacion[] = [
  { titulo: 'ID', ancho: 10, valor: (r) => r.id },
  { titulo: 'Folio', ancho: 18, campo: 'folio_solicitud' },
  { titulo: 'Nombre', ancho: 20, campo: 'nombre' },
  { titulo: 'Apellido Paterno / Razón Social', ancho: 22, campo: 'appat_rzsoc' },
  { titulo: 'Apellido Materno / Nombre Comercial', ancho: 22, campo: 'apmat_nomco' },
  { titulo: 'Calle', ancho: 24, campo: 'calle' },
  { titulo: 'Núm. Ext.', ancho: 9, campo: 'num_ext' },
  { titulo: 'Núm. Int.', ancho: 9, campo: 'num_int' },
  { titulo: 'Colonia', ancho: 20, repetida: true, campo: 'colonia' },
  { titulo: 'Entre Calles', ancho: 24, campo: 'entrecall' },
  { titulo: 'RFC', ancho: 15, campo: 'rfc' },
  { titulo: 'Estado', ancho: 16, repetida: true, campo: 'edo' },
  { titulo: 'Ciudad', ancho: 18, repetida: true, campo: 'ciudad' },
  { titulo: 'C.P.', ancho: 8, repetida: true, campo: 'cp' },
  { titulo: 'Teléfono', ancho: 14, campo: 'telefono' },
  { titulo: 'Estatus Solicitud', ancho: 14, repetida: true, campo: 'estado' },
  {
    titulo: 'Fecha de Captura',
    ancho: 14,
    valor: (r) => {
      const d = num(r.fecha_captura);
      return d === null ? null : serialExcel(d * DIA);
    },
    formato: FECHA,
  },
  { titulo: 'Fecha de Alta', ancho: 19, valor: (r) => comoFechaHora(r.created_at), formato: FECHA_HORA },
  { titulo: 'Fuerza de Venta', ancho: 16, repetida: true, campo: 'fuerza_venta' },
  { titulo: 'Agencia', ancho: 18, repetida: true, campo: 'agencia_nombre' },
  { titulo: 'Estatus', ancho: 14, repetida: true, valor: estatus },
  { titulo: 'Gestor', ancho: 24, repetida: true, campo: 'encuestador' },
  { titulo: 'Fecha de Asignación', ancho: 19, valor: (r) => comoFechaHora(r.asignada_at), formato: FECHA_HORA },
  { titulo: 'Fecha de Verificación', ancho: 19, valor: (r) => comoFechaHora(r.verificacion_hora), formato: FECHA_HORA },
  { titulo: 'Operador', ancho: 24, repetida: true, campo: 'operador' },
  { titulo: 'Comentario', ancho: 30, campo: 'comentario' },
];

/** The cells of one row, in column order. */
export const celdasDe = (r: FilaExportacion): Celda[] => COLUMNAS.map((c) => (c.campo === undefined ? c.valor(r) : r[c.campo]));
