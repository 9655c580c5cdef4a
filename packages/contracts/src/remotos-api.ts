import { z } from './zod';
import { REMOTE_APPS, REMOTES, type RemoteName } from './remotes';
import { idSchema } from './query';
import { MENSAJES_CAMPO } from './campos';
import {
  ESTADOS_RELEASE,
  PAQUETES_COMPATIBLES,
  TIPOS_ERROR_REMOTO,
  type CanaryRelease,
  type ErroresVersion,
  type EstadoRemoto,
  type RemotosRespuesta,
  type ReporteErrorRemoto,
  type VersionRemoto,
  type VersionesPaquetes,
} from './remotos';

/** Folders of the remotes ('mf-admin'): the `{nombre}` of /api/remotos/{nombre}/... and of the CLI. */
export const CARPETAS_REMOTOS = REMOTES.map((r) => REMOTE_APPS[r].dir);

/** Federation name of a remote folder ('mf-admin' -> 'mf_admin'), or undefined. */
export function remotoDeCarpeta(carpeta: string): RemoteName | undefined {
  return REMOTES.find((r) => REMOTE_APPS[r].dir === carpeta);
}

/** Limits of a release archive (POST /api/remotos/{nombre}/versiones, `npm run remoto -- publicar`). */
export const LIMITES_RELEASE = {
  /** The .tgz as uploaded. */
  bytesArchivo: 50 * 1024 * 1024,
  /** Uncompressed, counted while reading: a zip bomb stops here. */
  bytesTotales: 200 * 1024 * 1024,
  bytesPorArchivo: 25 * 1024 * 1024,
  archivos: 5000,
} as const;

/** Error reports kept per release and hour, and accepted per address and minute. */
export const LIMITES_ERRORES_REMOTO = { porVersionYHora: 100, porIpYMinuto: 20, mensaje: 300, diasGuardados: 7 } as const;

const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

export const MENSAJES_RELEASES = {
  remotoDesconocido: (nombre: string) => `No existe el remoto ${nombre}`,
  versionNoEncontrada: 'La versión no existe',
  archivoRequerido: 'Adjunta el archivo .tgz de la versión',
  archivoDemasiadoGrande: `El archivo de la versión supera ${mb(LIMITES_RELEASE.bytesArchivo)}`,
  archivoIlegible: 'El archivo no es un .tgz válido',
  rutaInvalida: (ruta: string) => `El archivo contiene una ruta no permitida: ${ruta}`,
  tipoNoPermitido: (ruta: string) => `El archivo contiene un enlace o un tipo de entrada no permitido: ${ruta}`,
  unaCarpeta: 'El archivo debe contener una sola carpeta <versión>+<hash>/ con la versión',
  carpetaInvalida: (carpeta: string) => `La carpeta ${carpeta} no tiene la forma <versión>+<hash> (por ejemplo 2.4.0+3f9c1a2b4d)`,
  demasiadosArchivos: `La versión tiene más de ${LIMITES_RELEASE.archivos} archivos`,
  archivoGrande: (ruta: string) => `El archivo ${ruta} supera ${mb(LIMITES_RELEASE.bytesPorArchivo)}`,
  totalGrande: `La versión descomprimida supera ${mb(LIMITES_RELEASE.bytesTotales)}`,
  falta: (archivo: string) => `Falta ${archivo} en la versión`,
  jsonInvalido: (archivo: string) => `${archivo} no es válido`,
  otroRemoto: (release: string, url: string) => `La versión es de ${release}, no de ${url}`,
  carpetaNoCoincide: (carpeta: string, release: string) => `La carpeta ${carpeta} no coincide con release.json (${release})`,
  hashNoCoincide: 'El hash de la versión no coincide con sus archivos',
  integridadFaltante: (ruta: string) => `integrity.json no cubre ${ruta}`,
  integridadSobrante: (ruta: string) => `integrity.json nombra ${ruta}, que no está en la versión`,
  integridadNoCoincide: (ruta: string) => `La integridad de ${ruta} no coincide con integrity.json`,
  manifiestoInvalido: 'mf-manifest.json no es válido o no nombra su remoteEntry',
  pantallasNoCoinciden: (remoto: string, sobran: string[], faltan: string[]) =>
    `Las pantallas de la versión no coinciden con las de ${remoto}` +
    (sobran.length ? `; desconocidas: ${sobran.join(', ')}` : '') +
    (faltan.length ? `; faltan: ${faltan.join(', ')}` : ''),
  duplicada: (carpeta: string) => `La versión ${carpeta} ya está publicada`,
  baseUrlInvalida: 'La URL base debe ser https (o http://localhost) y sin parámetros',
  incompatible: (remoto: string, version: string, paquete: string, rango: string, ofrece: string) =>
    `${remoto} ${version} requiere ${paquete} ${rango}; el shell ofrece ${ofrece}`,
  retirada: 'La versión está retirada',
  activaNoSeRetira: 'No se puede retirar la versión activa: activa o revierte a otra primero',
  activaSinCanary: 'La versión activa no puede ser canary',
  sinActiva: 'El remoto no tiene una versión activa que revertir',
  canaryVacio: 'Indica agencias o un porcentaje mayor que 0',
  agenciaInexistente: 'Alguna agencia no existe',
  porcentaje: 'El porcentaje debe ser un entero entre 0 y 100',
} as const;

const rangoSchema = z.string().min(1).max(100);
const versionesPaquetesSchema = z.object(
  Object.fromEntries(PAQUETES_COMPATIBLES.map((p) => [p, rangoSchema])) as Record<(typeof PAQUETES_COMPATIBLES)[number], typeof rangoSchema>,
) satisfies z.ZodType<VersionesPaquetes>;

const canarySchema = z.object({ agencias: z.array(z.number().int()), porcentaje: z.number().int() }) satisfies z.ZodType<CanaryRelease>;

export const versionRemotoSchema = z.object({
  id: z.number().int(),
  remoto: z.string(),
  version: z.string(),
  hash: z.string(),
  commit: z.string().nullable(),
  construido: z.string(),
  pantallas: z.array(z.string()),
  requiere: versionesPaquetesSchema,
  base_url: z.string().nullable(),
  estado: z.enum(ESTADOS_RELEASE),
  canary: canarySchema.nullable(),
  publicado_por: z.string().nullable(),
  publicado_at: z.string(),
  activada_at: z.string().nullable(),
  incompatibilidad: z.string().nullable(),
  errores_ultima_hora: z.number().int(),
}) satisfies z.ZodType<VersionRemoto>;

export const estadoRemotoSchema = z.object({
  remoto: z.string(),
  activa: versionRemotoSchema.nullable(),
  canary: versionRemotoSchema.nullable(),
  versiones: z.array(versionRemotoSchema),
}) satisfies z.ZodType<EstadoRemoto>;

export const remotosRespuestaSchema = z.object({ shell: versionesPaquetesSchema, remotos: z.array(estadoRemotoSchema) }) satisfies z.ZodType<RemotosRespuesta>;

export const erroresVersionSchema = z.array(
  z.object({ tipo: z.enum(TIPOS_ERROR_REMOTO), mensaje: z.string(), total: z.number().int(), ultimo_at: z.string() }),
) satisfies z.ZodType<ErroresVersion[]>;

export const remotoParamsSchema = z.object({
  nombre: z.string().refine((n) => CARPETAS_REMOTOS.includes(n), { error: 'El remoto no existe' }),
});
export const versionRemotoParamsSchema = remotoParamsSchema.extend({ id: idSchema });

const AGENCIAS_CANARY = 'Indica las agencias como una lista de ids';
/** A length check that runs only on an array (zod 4 runs checks after a failed type check too). */
const SOLO_LISTA = { abort: true, when: (payload: { value: unknown }) => Array.isArray(payload.value) } as const;
export const canaryInputSchema = z
  .object(
    {
      agencias: z.array(idSchema, { error: AGENCIAS_CANARY }).max(500, { error: AGENCIAS_CANARY, ...SOLO_LISTA }).optional(),
      porcentaje: z.number({ error: MENSAJES_RELEASES.porcentaje }).int(MENSAJES_RELEASES.porcentaje).min(0, MENSAJES_RELEASES.porcentaje).max(100, MENSAJES_RELEASES.porcentaje).optional(),
    },
    { error: MENSAJES_CAMPO.datos },
  )
  .refine((c) => (c.agencias?.length ?? 0) > 0 || (c.porcentaje ?? 0) > 0, { error: MENSAJES_RELEASES.canaryVacio });
export type CanaryInput = z.infer<typeof canaryInputSchema>;

export const reporteErrorRemotoSchema = z.object({
  remoto: z.enum(REMOTES as [RemoteName, ...RemoteName[]]),
  version: z.string().min(1).max(120),
  tipo: z.enum(TIPOS_ERROR_REMOTO),
  // Longer messages are cut, not refused: a report is never lost for its length.
  mensaje: z.string().max(20_000).transform((m) => m.slice(0, LIMITES_ERRORES_REMOTO.mensaje)),
}) satisfies z.ZodType<ReporteErrorRemoto, unknown>;
