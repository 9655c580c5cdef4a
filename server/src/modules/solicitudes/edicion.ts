/** Edit and duplicate a request. */
import { and, eq, sql } from 'drizzle-orm';
import { MENSAJES, MENSAJES_SOLICITUDES, type DuplicarBody, type DuplicarRespuesta, type SolicitudUpdate } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { agencias, solicitudes } from '../../db/schema';
import { audit } from '../../db/auditoria';
import { conflicto, notFound, validation } from '../../lib/errors';
import type { Contexto } from '../../plugins/policy';

/** Client-data columns (what a duplicate copies and PUT may change). */
export const CAMPOS_CLIENTE = [
  'folio_solicitud',
  'nombre',
  'appat_rzsoc',
  'apmat_nomco',
  'calle',
  'num_ext',
  'num_int',
  'colonia',
  'entrecall',
  'rfc',
  'edo',
  'estado',
  'ciudad',
  'cp',
  'telefono',
  'fecha_captura',
  'fuerza_venta',
  'ref1_nombre',
  'ref2_nombre',
  'ref3_nombre',
  'ref1_telefono',
  'ref2_telefono',
  'ref3_telefono',
] as const;

/** The request inside the scope, or 404; `bloquear` keeps its row locked until the transaction ends. */
async function enScope(db: Db, id: number, scope: number | null, bloquear = false) {
  const q = db
    .select()
    .from(solicitudes)
    .where(and(eq(solicitudes.id, id), scope === null ? undefined : eq(solicitudes.agencia_id, scope)))
    .limit(1);
  const [s] = bloquear ? await q.for('update') : await q;
  if (!s) throw notFound();
  return s;
}

async function folioOcupado(db: Db, agenciaId: number, folio: string, exceptoId?: number): Promise<boolean> {
  const [r] = await db
    .select({ id: solicitudes.id })
    .from(solicitudes)
    .where(and(eq(solicitudes.agencia_id, agenciaId), eq(solicitudes.folio_solicitud, folio), exceptoId ? sql`${solicitudes.id} <> ${exceptoId}` : undefined))
    .limit(1);
  return r !== undefined;
}

/** The columns a PUT changes (only those whose value differs). */
function cambiosDe(s: typeof solicitudes.$inferSelect, body: SolicitudUpdate): Partial<typeof solicitudes.$inferInsert> {
  const cambios: Partial<typeof solicitudes.$inferInsert> = {};
  for (const campo of CAMPOS_CLIENTE) {
    const v = body[campo];
    if (v !== undefined && v !== s[campo]) Object.assign(cambios, { [campo]: v });
  }
  if (body.comentario !== undefined && body.comentario !== s.comentario) cambios.comentario = body.comentario;
  if (body.position !== undefined) {
    const lat = body.position?.latitude ?? null;
    const lon = body.position?.longitude ?? null;
    if (lat !== s.latitude || lon !== s.longitude) Object.assign(cambios, { latitude: lat, longitude: lon });
  }
  return cambios;
}

/**
 * PUT /api/solicitudes/{id}: the given client fields, comentario and position. With `version`
 * (one for the client and the internal data), 409 when someone saved after it: nothing changes.
 */
export async function actualizar(ctx: Contexto, id: number, body: SolicitudUpdate): Promise<void> {
  const { db, scope, actor } = ctx;
  await db.transaction(async (tx) => {
    // Read under the row lock: of two saves based on the same version, the second sees the first's.
    const s = await enScope(tx, id, scope, true);
    if (body.version !== undefined && body.version !== s.version) throw conflicto();
    const cambios = cambiosDe(s, body);
    if (Object.keys(cambios).length === 0) return;
    if (cambios.folio_solicitud !== undefined && (await folioOcupado(tx, s.agencia_id, cambios.folio_solicitud, s.id))) {
      throw validation({ folio_solicitud: [MENSAJES_SOLICITUDES.folioExistente] });
    }
    await tx
      .update(solicitudes)
      .set({ ...cambios, updated_at: new Date(), version: sql`${solicitudes.version} + 1` })
      .where(eq(solicitudes.id, s.id));
    const antes = Object.fromEntries(Object.keys(cambios).map((k) => [k, s[k as keyof typeof s]]));
    await audit(tx, { usuario_id: actor.id, accion: 'actualizar', entidad: 'solicitudes', entidad_id: s.id, datos: { antes, despues: cambios }, ip: actor.ip });
  });
}

/**
 * POST /api/solicitudes/duplicar. Copies the client data (no assignments, no verifications) into
 * the chosen agency (broad users; others: their own). The unique (agencia, folio) index decides
 * races: an existing folio -> 422 on the field that produced it.
 */
export async function duplicar(ctx: Contexto, body: DuplicarBody): Promise<DuplicarRespuesta> {
  const { db, scope, actor } = ctx;
  const original = await enScope(db, body.solicitud_id, scope);
  const agenciaId = scope ?? body.agencia_id ?? original.agencia_id;
  if (scope === null && body.agencia_id) {
    const [a] = await db.select({ id: agencias.id }).from(agencias).where(eq(agencias.id, body.agencia_id)).limit(1);
    if (!a) throw validation({ agencia_id: [MENSAJES_SOLICITUDES.agenciaInexistente] });
  }
  const campo = body.codigo ? 'codigo' : 'folio_solicitud';
  const folio = body.codigo ? `${original.folio_solicitud}-${body.codigo}` : (body.folio_solicitud ?? '');
  if (folio.length > 50) throw validation({ [campo]: ['El folio resultante debe tener como máximo 50 caracteres'] });
  const datos = Object.fromEntries(CAMPOS_CLIENTE.map((c) => [c, original[c]])) as Pick<typeof solicitudes.$inferInsert, (typeof CAMPOS_CLIENTE)[number]>;
  return db.transaction(async (tx) => {
    const [nueva] = await tx
      .insert(solicitudes)
      .values({ ...datos, folio_solicitud: folio, agencia_id: agenciaId, duplicado_de: original.id })
      .onConflictDoNothing({ target: [solicitudes.agencia_id, solicitudes.folio_solicitud] })
      .returning({ id: solicitudes.id });
    if (!nueva) throw validation({ [campo]: [MENSAJES_SOLICITUDES.folioExistente] });
    await audit(tx, {
      usuario_id: actor.id,
      accion: 'duplicar',
      entidad: 'solicitudes',
      entidad_id: nueva.id,
      datos: { de: original.id, folio, agencia_id: agenciaId },
      ip: actor.ip,
    });
    return { message: MENSAJES.folioDuplicado, id: nueva.id, folio_solicitud: folio };
  });
}
