import { can, MENSAJES_VISTAS, PERMISOS, permisoDePantalla, VISTAS_LIMITES, type PantallaVista, type Vista, type VistaCambiar, type VistaCrear } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { audit } from '../../db/auditoria';
import { conflicto, forbidden, notFound, validation } from '../../lib/errors';
import type { Actor, Contexto } from '../../plugins/policy';
import { sqlStateOf } from '../../plugins/errors';
import * as q from './consultas';

/** Only with the screen's own permission may a user read or keep views of it. */
function exigirPantalla(actor: Actor, pantalla: PantallaVista): void {
  if (!can(actor.permisos, permisoDePantalla(pantalla))) throw forbidden();
}

/**
 * Admins share with their agency, broad users with everyone (agencia null). A scoped admin
 * without an agency would otherwise share with everyone: refused.
 */
function exigirCompartir(actor: Actor): void {
  if (!actor.broad && !can(actor.permisos, PERMISOS.admin)) throw forbidden(MENSAJES_VISTAS.soloAdminsComparten);
  if (!actor.broad && actor.agencia_id === null) throw forbidden(MENSAJES_VISTAS.sinAgenciaNoComparte);
}

/** Who a view of this owner reaches when shared. */
const agenciaDe = (actor: Actor) => (actor.broad ? null : actor.agencia_id);

const aVista = (r: q.FilaVista, lectorId: number): Vista => {
  const propia = r.usuario_id === lectorId;
  return {
    id: r.id,
    nombre: r.nombre,
    pantalla: r.pantalla as PantallaVista,
    consulta: r.consulta,
    columnas: r.columnas,
    compartida: r.compartida,
    predeterminada: propia && r.predeterminada,
    propia,
    autor: r.autor,
    version: r.version,
  };
};

const duplicado = () => validation({ nombre: [MENSAJES_VISTAS.nombreDuplicado] }, MENSAJES_VISTAS.nombreDuplicado);

/** The unique index still guards a name against a race the advisory lock does not cover. */
async function sinDuplicados<T>(trabajo: () => Promise<T>): Promise<T> {
  try {
    return await trabajo();
  } catch (e) {
    if (sqlStateOf(e) === '23505') throw duplicado();
    throw e;
  }
}

async function releer(db: Db, id: number, lectorId: number): Promise<Vista> {
  const r = await q.leer(db, id);
  if (!r) throw notFound();
  return aVista(r, lectorId);
}

/** GET /api/vistas?pantalla=. */
export async function listar(ctx: Contexto, pantalla: PantallaVista): Promise<Vista[]> {
  exigirPantalla(ctx.actor, pantalla);
  const filas = await q.listar(ctx.db, { usuario_id: ctx.actor.id, agencia_id: ctx.actor.agencia_id }, pantalla);
  return filas.map((r) => aVista(r, ctx.actor.id));
}

/** POST /api/vistas. */
export async function crear(ctx: Contexto, input: VistaCrear & { compartida: boolean; predeterminada: boolean }): Promise<Vista> {
  const { actor } = ctx;
  exigirPantalla(actor, input.pantalla);
  if (input.compartida) exigirCompartir(actor);
  const id = await sinDuplicados(() =>
    ctx.db.transaction(async (tx) => {
      await q.bloquearUsuario(tx, actor.id);
      if ((await q.contar(tx, actor.id, input.pantalla)) >= VISTAS_LIMITES.porPantalla) throw validation({ pantalla: [MENSAJES_VISTAS.limite] }, MENSAJES_VISTAS.limite);
      if (await q.nombreOcupado(tx, actor.id, input.pantalla, input.nombre, null)) throw duplicado();
      if (input.predeterminada) await q.quitarPredeterminada(tx, actor.id, input.pantalla, null);
      const nueva = {
        usuario_id: actor.id,
        agencia_id: agenciaDe(actor),
        pantalla: input.pantalla,
        nombre: input.nombre,
        consulta: input.consulta,
        columnas: input.columnas ?? null,
        compartida: input.compartida,
        predeterminada: input.predeterminada,
      };
      const creada = await q.insertar(tx, nueva);
      await audit(tx, { usuario_id: actor.id, ip: actor.ip, accion: 'crear', entidad: 'vistas', entidad_id: creada, datos: { despues: nueva } });
      return creada;
    }),
  );
  return releer(ctx.db, id, actor.id);
}

/** PUT /api/vistas/{id}: the owner only (another user's view is 404, shared or not). */
export async function cambiar(ctx: Contexto, id: number, input: VistaCambiar): Promise<Vista> {
  const { actor } = ctx;
  await sinDuplicados(() =>
    ctx.db.transaction(async (tx) => {
      await q.bloquearUsuario(tx, actor.id);
      const antes = await q.propiaParaCambiar(tx, actor.id, id);
      if (!antes) throw notFound();
      const pantalla = antes.pantalla as PantallaVista;
      exigirPantalla(actor, pantalla);
      if (input.version !== undefined && input.version !== antes.version) throw conflicto();
      if (input.compartida === true) exigirCompartir(actor);
      if (input.nombre !== undefined && (await q.nombreOcupado(tx, actor.id, pantalla, input.nombre, id))) throw duplicado();
      if (input.predeterminada === true) await q.quitarPredeterminada(tx, actor.id, pantalla, id);
      const { version: _v, ...campos } = input;
      const cambio: q.CambioVista = { ...campos, agencia_id: agenciaDe(actor) };
      await q.actualizar(tx, id, cambio);
      const { autor: _a, ...previo } = antes;
      await audit(tx, { usuario_id: actor.id, ip: actor.ip, accion: 'actualizar', entidad: 'vistas', entidad_id: id, datos: { antes: previo, despues: cambio } });
    }),
  );
  return releer(ctx.db, id, actor.id);
}

/** DELETE /api/vistas/{id}: the owner only. */
export async function eliminar(ctx: Contexto, id: number): Promise<void> {
  const { actor } = ctx;
  await ctx.db.transaction(async (tx) => {
    const antes = await q.propiaParaCambiar(tx, actor.id, id);
    if (!antes) throw notFound();
    await q.eliminar(tx, id);
    const { autor: _a, ...previo } = antes;
    await audit(tx, { usuario_id: actor.id, ip: actor.ip, accion: 'eliminar', entidad: 'vistas', entidad_id: id, datos: { antes: previo } });
  });
}
