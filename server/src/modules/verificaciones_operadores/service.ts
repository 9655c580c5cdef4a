/**
 * Seguimiento de Llamadas (call verification, SPEC §3, §4): one row per request. Guardar saves,
 * Finalizar closes (hora_verificacion = now), Rehabilitar (is_admin, only when finalizada) reopens
 * and clears the time. Non-admins change it only while open and only on requests actively
 * assigned to them. Fields hidden by the conditional display are stored as null.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  CategoriaTelefonoRecados,
  EstatusTelefono,
  FamiliaAmistad,
  limpiarCamposOcultos,
  MENSAJES_CALLCENTER,
  ParticularContesto,
  TipoAtencion,
  TipoTelefonoLaboral,
  type AccionLlamada,
  type VerificacionOperador,
  type VerificacionOperadorForm,
} from '@verifica/contracts';
import type { Db } from '../../db/client';
import { solicitudes, solicitudesOperadores, verificacionesOperadores } from '../../db/schema';
import { audit } from '../../lib/audit';
import { fechaHora } from '../../lib/dates';
import { forbidden, notFound, validation } from '../../lib/errors';
import { filas } from '../asignaciones/service';

export interface UsuarioLlamada {
  id: number;
  ip: string;
  /** is_admin or broad. */
  admin: boolean;
  /** Operators see only their own requests (others' ids answer 404). */
  soloPropias: boolean;
  scope: number | null;
}

type Fila = typeof verificacionesOperadores.$inferSelect;
type Enumish<V> = { has(value: unknown): value is V };
const enumOrNull = <V>(e: Enumish<V>, v: number | null): V | null => (v != null && e.has(v) ? v : null);

export function aVerificacionOperador(vo: Fila): VerificacionOperador {
  return {
    id: vo.id,
    solicitud_id: vo.solicitud_id,
    finalizado: vo.finalizado,
    hora_verificacion: fechaHora(vo.hora_verificacion),
    particular_contesto: enumOrNull(ParticularContesto, vo.particular_contesto),
    particular_nombre: vo.particular_nombre,
    particular_telefono_estatus: enumOrNull(EstatusTelefono, vo.particular_telefono_estatus),
    comentarios_nombre: vo.comentarios_nombre,
    comentarios_apellido_paterno: vo.comentarios_apellido_paterno,
    comentarios_apellido_materno: vo.comentarios_apellido_materno,
    comentarios_domicilio: vo.comentarios_domicilio,
    comentarios_rfc: vo.comentarios_rfc,
    laboral_tipo_telefono: enumOrNull(TipoTelefonoLaboral, vo.laboral_tipo_telefono),
    laboral_informante: vo.laboral_informante,
    laboral_cargo_puesto: vo.laboral_cargo_puesto,
    laboral_telefono_recados: enumOrNull(CategoriaTelefonoRecados, vo.laboral_telefono_recados),
    ref1_conocen: vo.ref1_conocen,
    ref1_nombre: vo.ref1_nombre,
    ref1_familia_amistad: enumOrNull(FamiliaAmistad, vo.ref1_familia_amistad),
    ref1_parentesco: vo.ref1_parentesco,
    ref1_tiempo_conocerlo: vo.ref1_tiempo_conocerlo,
    ref1_tipo_atencion: enumOrNull(TipoAtencion, vo.ref1_tipo_atencion),
    ref1_comentarios: vo.ref1_comentarios,
    ref2_conocen: vo.ref2_conocen,
    ref2_nombre: vo.ref2_nombre,
    ref2_familia_amistad: enumOrNull(FamiliaAmistad, vo.ref2_familia_amistad),
    ref2_parentesco: vo.ref2_parentesco,
    ref2_tiempo_conocerlo: vo.ref2_tiempo_conocerlo,
    ref2_tipo_atencion: enumOrNull(TipoAtencion, vo.ref2_tipo_atencion),
    ref2_comentarios: vo.ref2_comentarios,
    ref3_conocen: vo.ref3_conocen,
    ref3_nombre: vo.ref3_nombre,
    ref3_familia_amistad: enumOrNull(FamiliaAmistad, vo.ref3_familia_amistad),
    ref3_parentesco: vo.ref3_parentesco,
    ref3_tiempo_conocerlo: vo.ref3_tiempo_conocerlo,
    ref3_tipo_atencion: enumOrNull(TipoAtencion, vo.ref3_tipo_atencion),
    ref3_comentarios: vo.ref3_comentarios,
  };
}

const CAMPOS: readonly (keyof VerificacionOperadorForm)[] = [
  'particular_contesto',
  'particular_nombre',
  'particular_telefono_estatus',
  'comentarios_nombre',
  'comentarios_apellido_paterno',
  'comentarios_apellido_materno',
  'comentarios_domicilio',
  'comentarios_rfc',
  'laboral_tipo_telefono',
  'laboral_informante',
  'laboral_cargo_puesto',
  'laboral_telefono_recados',
  ...([1, 2, 3] as const).flatMap((n) =>
    (['conocen', 'nombre', 'familia_amistad', 'parentesco', 'tiempo_conocerlo', 'tipo_atencion', 'comentarios'] as const).map((k) => `ref${n}_${k}` as const),
  ),
];

/** The columns to write: every form field (blank text = null), hidden ones null. */
function columnas(form: VerificacionOperadorForm): Partial<Fila> {
  const limpio = limpiarCamposOcultos(form);
  const out: Record<string, unknown> = {};
  for (const c of CAMPOS) {
    const v = limpio[c];
    out[c] = v === undefined || v === '' ? null : v;
  }
  for (const n of [1, 2, 3] as const) out[`ref${n}_conocen`] = limpio[`ref${n}_conocen`] !== false;
  return out as Partial<Fila>;
}

interface SolicitudLlamada {
  id: number;
  operador: number | null;
}

/** The request in the user's reach (404 otherwise) and its active operator. */
async function solicitudVisible(db: Db, solicitudId: number, u: UsuarioLlamada, forUpdate: boolean): Promise<SolicitudLlamada> {
  const so = solicitudesOperadores;
  const r = await db.execute(sql`
    select ${solicitudes.id} as id,
      (select ${so.usuario_id} from ${so} where ${so.solicitud_id} = ${solicitudes.id} and ${so.activo}) as operador
    from ${solicitudes}
    where ${and(eq(solicitudes.id, solicitudId), u.scope === null ? undefined : eq(solicitudes.agencia_id, u.scope))}
    ${forUpdate ? sql`for update of ${solicitudes}` : sql``}`);
  const f = filas<{ id: number | string; operador: number | string | null }>(r)[0];
  if (!f) throw notFound();
  const s = { id: Number(f.id), operador: f.operador == null ? null : Number(f.operador) };
  if (u.soloPropias && s.operador !== u.id) throw notFound();
  return s;
}

function puedeEditar(u: UsuarioLlamada, s: SolicitudLlamada, finalizado: boolean): void {
  if (u.admin) return;
  if (s.operador !== u.id) throw forbidden(MENSAJES_CALLCENTER.noAsignadaAlOperador);
  if (finalizado) throw forbidden(MENSAJES_CALLCENTER.llamadaFinalizada);
}

export async function obtener(db: Db, solicitudId: number, u: UsuarioLlamada): Promise<VerificacionOperador> {
  await solicitudVisible(db, solicitudId, u, false);
  const [vo] = await db.select().from(verificacionesOperadores).where(eq(verificacionesOperadores.solicitud_id, solicitudId)).limit(1);
  if (!vo) throw notFound();
  return aVerificacionOperador(vo);
}

export async function crear(
  db: Db,
  body: VerificacionOperadorForm & { solicitud_id: number; accion: 'guardar' | 'finalizar' },
  u: UsuarioLlamada,
  ahora = new Date(),
): Promise<VerificacionOperador> {
  return db.transaction(async (tx) => {
    const s = await solicitudVisible(tx, body.solicitud_id, u, true);
    puedeEditar(u, s, false);
    const finalizar = body.accion === 'finalizar';
    const [vo] = await tx
      .insert(verificacionesOperadores)
      .values({
        ...columnas(body),
        solicitud_id: s.id,
        usuario_id: u.id,
        finalizado: finalizar,
        hora_verificacion: finalizar ? ahora : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!vo) throw validation({ solicitud_id: [MENSAJES_CALLCENTER.llamadaExistente] });
    await audit(tx, { usuario_id: u.id, accion: body.accion, entidad: 'verificaciones_operadores', entidad_id: vo.id, datos: { solicitud_id: s.id }, ip: u.ip });
    return aVerificacionOperador(vo);
  });
}

export async function actualizar(
  db: Db,
  id: number,
  body: VerificacionOperadorForm & { accion: AccionLlamada },
  u: UsuarioLlamada,
  ahora = new Date(),
): Promise<VerificacionOperador> {
  return db.transaction(async (tx) => {
    const [actual] = await tx.select().from(verificacionesOperadores).where(eq(verificacionesOperadores.id, id)).limit(1);
    if (!actual) throw notFound();
    const s = await solicitudVisible(tx, actual.solicitud_id, u, true);
    const [vo0] = await tx.select().from(verificacionesOperadores).where(eq(verificacionesOperadores.id, id)).limit(1);
    if (!vo0) throw notFound();
    let estado: { finalizado: boolean; hora_verificacion: Date | null };
    if (body.accion === 'rehabilitar') {
      if (!u.admin) throw forbidden(MENSAJES_CALLCENTER.soloAdminRehabilita);
      if (!vo0.finalizado) throw validation({ accion: [MENSAJES_CALLCENTER.noFinalizada] });
      estado = { finalizado: false, hora_verificacion: null };
    } else {
      puedeEditar(u, s, vo0.finalizado);
      estado = body.accion === 'finalizar' ? { finalizado: true, hora_verificacion: ahora } : { finalizado: vo0.finalizado, hora_verificacion: vo0.hora_verificacion };
    }
    const [vo] = await tx
      .update(verificacionesOperadores)
      .set({ ...columnas(body), ...estado, updated_at: ahora })
      .where(eq(verificacionesOperadores.id, id))
      .returning();
    if (!vo) throw notFound();
    await audit(tx, { usuario_id: u.id, accion: body.accion, entidad: 'verificaciones_operadores', entidad_id: vo.id, datos: { solicitud_id: s.id, antes: { finalizado: vo0.finalizado } }, ip: u.ip });
    return aVerificacionOperador(vo);
  });
}
