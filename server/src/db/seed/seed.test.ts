import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { ROLES } from '@verifica/contracts';
import { createTestContext, type TestContext } from '../../../test/context';
import { agencias, roles, solicitudes, solicitudesOperadores, usuarios, verificacionImagenes, verificacionesOperadores } from '../schema';
import { DEMO_LOGINS } from './index';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ solicitudes: 400 });
});
afterAll(() => ctx?.close());

const count = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
const n = sql<number>`count(*)`.mapWith(Number);

describe('seed', () => {
  it('creates agencies across regions, the five roles and the demo users', async () => {
    const ags = await ctx.db.select().from(agencias);
    expect(ags.length).toBeGreaterThanOrEqual(8);
    expect(new Set(ags.map((a) => a.region)).size).toBeGreaterThanOrEqual(7);
    expect(ags.every((a) => /^#[0-9A-F]{6}$/i.test(a.color))).toBe(true);
    const rs = await ctx.db.select().from(roles);
    expect(rs.map((r) => r.title).sort()).toEqual(Object.values(ROLES).map((r) => r.title).sort());
    for (const d of DEMO_LOGINS) expect(await ctx.userId(d.correo)).toBeGreaterThan(0);
    const [sa] = await ctx.db.select().from(usuarios).where(eq(usuarios.correo, 'superadmin@verifica.mx'));
    expect(sa?.agencia_id).toBeNull();
  });

  it('fills solicitudes with plausible Mexican data', async () => {
    const rows = await ctx.db.select().from(solicitudes);
    expect(rows).toHaveLength(400);
    expect(rows.every((r) => /^\d{10}$/.test(r.telefono))).toBe(true);
    expect(rows.every((r) => /^\d{5}$/.test(r.cp))).toBe(true);
    expect(rows.filter((r) => r.nombre !== '').every((r) => /^[A-ZÑ&]{4}\d{6}[A-Z0-9]{3}$/.test(r.rfc))).toBe(true);
    expect(rows.filter((r) => r.latitude != null).every((r) => r.latitude! > 14 && r.latitude! < 33 && r.longitude! > -118 && r.longitude! < -86)).toBe(true);
    expect(new Set(rows.map((r) => r.edo)).size).toBeGreaterThan(5);
    const today = new Date().toISOString().slice(0, 10);
    expect(rows.every((r) => r.fecha_captura !== null && r.fecha_captura <= today)).toBe(true);
    const porTelefono = new Map<string, number>();
    for (const r of rows) porTelefono.set(r.telefono, (porTelefono.get(r.telefono) ?? 0) + 1);
    expect(Math.max(...porTelefono.values())).toBeGreaterThanOrEqual(4);
  });

  it('covers every assignment state', async () => {
    const enProceso = await count(ctx.db.select({ n }).from(verificacionesOperadores).where(eq(verificacionesOperadores.finalizado, false)));
    const finalizadas = await count(ctx.db.select({ n }).from(verificacionesOperadores).where(eq(verificacionesOperadores.finalizado, true)));
    const sinAsignar = await count(
      ctx.db
        .select({ n })
        .from(solicitudes)
        .where(sql`not exists (select 1 from solicitudes_encuestadores e where e.solicitud_id = ${solicitudes.id} and e.activo)
          and not exists (select 1 from solicitudes_operadores o where o.solicitud_id = ${solicitudes.id} and o.activo)`),
    );
    const historial = await count(ctx.db.select({ n }).from(solicitudesOperadores).where(eq(solicitudesOperadores.activo, false)));
    expect({ enProceso: enProceso > 0, finalizadas: finalizadas > 0, sinAsignar: sinAsignar > 0, historial: historial > 0 }).toEqual({
      enProceso: true,
      finalizadas: true,
      sinAsignar: true,
      historial: true,
    });
  });

  it('writes real PNG photos for field verifications', async () => {
    const imgs = await ctx.db.select().from(verificacionImagenes).limit(5);
    expect(imgs.length).toBeGreaterThan(0);
    for (const i of imgs) expect(existsSync(path.join(ctx.config.uploadsDir, i.path))).toBe(true);
  });

  it('the database guarantees one active assignment per solicitud', async () => {
    const [a] = await ctx.db.select().from(solicitudesOperadores).where(eq(solicitudesOperadores.activo, true)).limit(1);
    if (!a) throw new Error('sin asignaciones');
    await expect(ctx.db.insert(solicitudesOperadores).values({ solicitud_id: a.solicitud_id, usuario_id: a.usuario_id })).rejects.toThrow();
    // Ending the current one allows a new one.
    await ctx.db.update(solicitudesOperadores).set({ activo: false, ended_at: new Date() }).where(and(eq(solicitudesOperadores.id, a.id)));
    await ctx.db.insert(solicitudesOperadores).values({ solicitud_id: a.solicitud_id, usuario_id: a.usuario_id });
  });
});
