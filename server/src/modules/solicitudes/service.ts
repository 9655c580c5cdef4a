/** Solicitudes: folio lookup, detail, its PDF and the signed photos. Routes stay thin. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { MENSAJES, MENSAJES_API, type SolicitudDetalle } from '@verifica/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { verificacionImagenes } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { checkImagenSignature } from '../../lib/signed-url';
import type { Contexto } from '../../plugins/policy';
import { detallePorFolio, detalleSolicitud } from './detalle';
import { detallePdf } from './pdf';

type Firma = Pick<Config, 'jwtSecret' | 'imageUrlTtl'>;
const opciones = (config: Firma) => ({ secret: config.jwtSecret, imageUrlTtl: config.imageUrlTtl });

/** POST /api/solicitudes/folio: 400 'folio no encontrado' when missing or outside the scope. */
export async function porFolio(ctx: Contexto, config: Firma, folio: string): Promise<SolicitudDetalle> {
  const d = await detallePorFolio(ctx.db, { folio, scope: ctx.scope, ...opciones(config) });
  if (!d) throw badRequest(MENSAJES.folioNoEncontrado);
  return d;
}

/** GET /api/solicitudes/{id} (and the PDF): 404 when missing or outside the scope. */
export function detalle(ctx: Contexto, config: Firma, id: number): Promise<SolicitudDetalle> {
  return detalleSolicitud(ctx.db, { id, scope: ctx.scope, ...opciones(config) });
}
/** GET /api/solicitudes_pdf/{id}: the detail as a PDF and its file name. */
export async function pdf(ctx: Contexto, config: Firma, id: number): Promise<{ nombre: string; pdf: Buffer }> {
  const d = await detalle(ctx, config, id);
  return { nombre: `solicitud-${d.folio_solicitud.replace(/[^\w.-]+/g, '_')}.pdf`, pdf: await detallePdf(d) };
}

/** GET /api/imagenes/{id}: public route, the signature is the credential (no request context). */
export async function imagen(
  db: Db,
  config: Pick<Config, 'jwtSecret' | 'uploadsDir'>,
  id: number,
  firma: { exp: number; sig: string },
): Promise<{ mime: string; data: Buffer }> {
  const check = checkImagenSignature(config.jwtSecret, id, firma.exp, firma.sig);
  if (check !== 'ok') throw forbidden(check === 'expired' ? MENSAJES_API.enlaceExpirado : MENSAJES_API.enlaceInvalido);
  const [img] = await db.select().from(verificacionImagenes).where(eq(verificacionImagenes.id, id)).limit(1);
  if (!img) throw notFound();
  const root = path.resolve(config.uploadsDir);
  const file = path.resolve(root, img.path);
  if (!file.startsWith(root + path.sep)) throw notFound();
  try {
    return { mime: img.mime, data: await readFile(file) };
  } catch {
    throw notFound();
  }
}
