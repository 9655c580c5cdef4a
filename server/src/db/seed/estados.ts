/**
 * The state each seeded request ends in, drawn from its `estado` in [0, 1): unassigned, with a
 * gestor, visited (photos), with an operator (some reassigned), call in process or finalised.
 */
import type { Db } from '../client';
import { auditLog, solicitudesEncuestadores, solicitudesOperadores, verificacionImagenes, verificaciones, verificacionesOperadores } from '../schema';
import { insertUnnest } from '../bulk';
import { DIA, HORA, type Azar } from './azar';
import { PARENTESCOS, VEHICULOS } from './geo';
import type { MetaSolicitud } from './solicitudes';
import type { Plantilla } from './usuarios';

type AsignacionRow = typeof solicitudesOperadores.$inferInsert;
type VerificacionRow = typeof verificaciones.$inferInsert;
type VerificacionOperadorRow = typeof verificacionesOperadores.$inferInsert;
type AuditoriaRow = typeof auditLog.$inferInsert;

/**
 * The audit rows of what the seed did, as the services write them (so a seeded request's Historial
 * tells its assignments and verifications, with who and when). `semilla: true` marks them. The call
 * form's rows carry no entidad_id: the history finds them by solicitud_id, as the service's.
 */
function auditoriaSembrada(enc: AsignacionRow[], ops: AsignacionRow[], vers: (VerificacionRow & { fotos: number })[], verIds: number[], vos: VerificacionOperadorRow[]): AuditoriaRow[] {
  const filas: AuditoriaRow[] = [];
  for (const [entidad, asignaciones] of [['solicitudes_encuestadores', enc], ['solicitudes_operadores', ops]] as const) {
    // A request whose first holder was replaced: its active row came by reassignment, not by a new assignment.
    const previos = new Map(asignaciones.filter((a) => a.activo === false).map((a) => [a.solicitud_id, a]));
    for (const a of asignaciones) {
      const base = { entidad, entidad_id: String(a.solicitud_id) };
      const previo = a.activo === false ? undefined : previos.get(a.solicitud_id);
      if (previo) {
        filas.push({ ...base, usuario_id: previo.terminado_por ?? null, accion: 'reasignar', datos: { de: previo.usuario_id, a: a.usuario_id, semilla: true }, created_at: a.created_at });
      } else {
        filas.push({ ...base, usuario_id: a.asignado_por ?? null, accion: 'asignar', datos: { usuario_id: a.usuario_id, solicitudes: [a.solicitud_id], semilla: true }, created_at: a.created_at });
      }
    }
  }
  vers.forEach((v, k) => {
    const id = verIds[k];
    if (id === undefined) return;
    filas.push({ usuario_id: v.usuario_id ?? null, accion: 'verificar', entidad: 'verificaciones', entidad_id: String(id), datos: { solicitud_id: v.solicitud_id, fotos: v.fotos, semilla: true }, created_at: v.hora ?? new Date() });
  });
  for (const vo of vos) {
    const datos = { solicitud_id: vo.solicitud_id, semilla: true };
    filas.push({ usuario_id: vo.usuario_id, accion: 'guardar', entidad: 'verificaciones_operadores', entidad_id: null, datos, created_at: vo.created_at });
    if (vo.finalizado && vo.hora_verificacion) filas.push({ usuario_id: vo.usuario_id, accion: 'finalizar', entidad: 'verificaciones_operadores', entidad_id: null, datos, created_at: vo.hora_verificacion });
  }
  return filas;
}

/** A seeded photo under DATA_DIR/uploads. */
export interface FotoSeed {
  path: string;
  size: number;
}

/** The call form of a request assigned to operator `o` at `asignado`. */
function verificacionLlamada(az: Azar, id: number, o: number, asignado: Date, finalizada: boolean): VerificacionOperadorRow {
  const { faker, rnd, pick, entre, nombreCompleto, despues } = az;
  const contesto = rnd() < 0.7 ? 1 : 2;
  const tipoLab = rnd() < 0.6 ? 1 : 2;
  const ref = (nRef: 1 | 2 | 3) => {
    const conocen = rnd() < 0.8;
    const fam = rnd() < 0.6 ? 1 : 2;
    return {
      [`ref${nRef}_conocen`]: conocen,
      [`ref${nRef}_nombre`]: nombreCompleto(),
      [`ref${nRef}_familia_amistad`]: conocen ? fam : null,
      [`ref${nRef}_parentesco`]: conocen && fam === 1 ? pick(PARENTESCOS) : null,
      [`ref${nRef}_tiempo_conocerlo`]: conocen && fam === 2 ? `${entre(1, 20)} años` : null,
      [`ref${nRef}_tipo_atencion`]: conocen ? null : entre(1, 6),
      [`ref${nRef}_comentarios`]: rnd() < 0.3 ? faker.lorem.sentence() : null,
    };
  };
  return {
    solicitud_id: id,
    usuario_id: o,
    particular_contesto: contesto,
    particular_nombre: contesto === 1 ? nombreCompleto() : null,
    particular_telefono_estatus: contesto === 2 ? entre(1, 7) : null,
    comentarios_nombre: rnd() < 0.2 ? 'Nombre confirmado' : null,
    comentarios_domicilio: rnd() < 0.2 ? 'Domicilio confirmado por el titular' : null,
    laboral_tipo_telefono: tipoLab,
    laboral_informante: tipoLab === 1 ? nombreCompleto() : null,
    laboral_cargo_puesto: tipoLab === 1 ? faker.person.jobTitle() : null,
    laboral_telefono_recados: tipoLab === 2 ? entre(1, 5) : null,
    ...ref(1),
    ...ref(2),
    ...ref(3),
    finalizado: finalizada,
    hora_verificacion: finalizada ? despues(asignado, 72 * HORA) : null,
    created_at: despues(asignado, 24 * HORA),
  } as VerificacionOperadorRow;
}

/**
 * Assignments and verifications of one batch of inserted requests (`ids[k]` is `meta[k]`).
 * Answers how many field and call verifications were written.
 */
export async function sembrarEstados(
  tx: Db,
  az: Azar,
  ids: readonly number[],
  meta: readonly MetaSolicitud[],
  p: Plantilla,
  fotos: readonly FotoSeed[],
): Promise<{ verificaciones: number; verificacionesOperadores: number }> {
  const { faker, rnd, pick, entre, nombreCompleto, hasta, despues, ahora } = az;
  const enc: AsignacionRow[] = [];
  const ops: AsignacionRow[] = [];
  const vers: (VerificacionRow & { fotos: number })[] = [];
  const vos: VerificacionOperadorRow[] = [];
  ids.forEach((id, k) => {
    const m = meta[k];
    if (!m) return;
    const r = m.estado;
    const porAdmin = p.adminDe[m.agencia] ?? p.superId;
    const conGestor = (r >= 0.25 && r < 0.55) || r >= 0.95;
    const conVerCampo = (r >= 0.45 && r < 0.55) || r >= 0.95 || (r >= 0.8 && r < 0.95 && rnd() < 0.5);
    const conOperador = r >= 0.55;
    const conVo = r >= 0.7;
    const finalizada = r >= 0.8;
    let asignadoGestor = m.creada;
    if (conGestor || conVerCampo) {
      const g = pick(p.gestores[m.agencia] ?? []);
      asignadoGestor = despues(m.creada, 5 * DIA);
      if (g) enc.push({ solicitud_id: id, usuario_id: g, asignado_por: porAdmin, created_at: asignadoGestor });
    }
    if (conVerCampo) {
      const atendio = rnd() < 0.7;
      const vehiculo = rnd() < 0.4 ? pick(VEHICULOS) : null;
      vers.push({
        solicitud_id: id,
        usuario_id: enc[enc.length - 1]?.usuario_id ?? null,
        hora: despues(asignadoGestor, 48 * HORA),
        atendio_usuario: atendio,
        nombre: atendio ? null : nombreCompleto(),
        parentesco: atendio ? null : pick(PARENTESCOS),
        tiene_vehiculo: vehiculo !== null,
        marca: vehiculo?.[0] ?? null,
        modelo: vehiculo?.[1] ?? null,
        comentario: rnd() < 0.6 ? faker.lorem.sentence() : null,
        latitude: Number((m.pos.latitude + (rnd() - 0.5) * 0.002).toFixed(6)),
        longitude: Number((m.pos.longitude + (rnd() - 0.5) * 0.002).toFixed(6)),
        fotos: entre(1, 2),
      });
    }
    if (conOperador) {
      const pool = p.operadores[m.agencia] ?? [];
      const o = pick(pool);
      if (!o) return;
      // Waiting rows are recent (tiempo_esperando 0..4); the rest any time after creation.
      const asignado = conVo ? despues(m.creada, 10 * DIA) : hasta(new Date(Math.max(m.creada.getTime(), ahora.getTime() - rnd() * 4 * DIA)));
      if (rnd() < 0.08 && pool.length > 1) {
        const previo = pool.find((x) => x !== o) ?? o;
        const antes = new Date(Math.max(m.creada.getTime(), asignado.getTime() - rnd() * 2 * DIA));
        ops.push({ solicitud_id: id, usuario_id: previo, asignado_por: porAdmin, created_at: antes, activo: false, ended_at: asignado, terminado_por: porAdmin });
      }
      ops.push({ solicitud_id: id, usuario_id: o, asignado_por: porAdmin, created_at: asignado });
      if (conVo) vos.push(verificacionLlamada(az, id, o, asignado, finalizada));
    }
  });
  if (enc.length) await tx.insert(solicitudesEncuestadores).values(enc);
  if (ops.length) await tx.insert(solicitudesOperadores).values(ops);
  let verIds: number[] = [];
  if (vers.length) {
    verIds = await insertUnnest(
      tx,
      verificaciones,
      vers.map(({ fotos: _f, ...v }) => v),
    );
    const imgs = verIds.flatMap((id, k) =>
      Array.from({ length: vers[k]?.fotos ?? 1 }, () => {
        const f = pick(fotos);
        return { verificacion_id: id, path: f.path, mime: 'image/png', size: f.size };
      }),
    );
    if (imgs.length) await tx.insert(verificacionImagenes).values(imgs);
  }
  if (vos.length) await insertUnnest(tx, verificacionesOperadores, vos);
  const auditoria = auditoriaSembrada(enc, ops, vers, verIds, vos);
  if (auditoria.length) await insertUnnest(tx, auditLog, auditoria);
  return { verificaciones: vers.length, verificacionesOperadores: vos.length };
}
