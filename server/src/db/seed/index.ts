/**
 * Deterministic demo data (fixed faker seed, es_MX): agencies, the five roles, demo users and
 * N solicitudes in every state (unassigned, with gestor, with operator, in process, verified,
 * finalised), with field verifications (real PNG photos under DATA_DIR/uploads/seed) and call
 * verifications. Inserts in multi-row batches, so a million rows stream in constant memory.
 */
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ROLES, type RolClave } from '@verifica/contracts';
import { crearDirectorio, escribirArchivo } from '../../lib/archivos';
import { fecha } from '../../lib/dates';
import { hashPassword } from '../../lib/password';
import type { Db } from '../client';
import {
  agencias,
  roles,
  solicitudes,
  solicitudesEncuestadores,
  solicitudesOperadores,
  usuarios,
  verificacionImagenes,
  verificaciones,
  verificacionesOperadores,
} from '../schema';
import { insertUnnest } from '../bulk';
import { asegurarRoles } from '../inicial';
import { AGENCIAS_DEMO, APELLIDOS, CIUDADES, ESTADOS_CAPTURA, FUERZAS_VENTA, PARENTESCOS, VEHICULOS, type Ciudad } from './geo';
import { solidPng } from './png';

export interface SeedOptions {
  /** Number of solicitudes (default 5000). */
  solicitudes?: number;
  /** Password of every seeded user. */
  password: string;
  /** DATA_DIR/uploads: seeded photos are written under seed/. */
  uploadsDir: string;
  /** faker seed (default 20260101). */
  seed?: number;
  /** Rows per INSERT (default 1000). */
  batchSize?: number;
  /** "Today" of the data (default now). */
  now?: Date;
  log?: (msg: string) => void;
}

export interface SeedSummary {
  agencias: number;
  usuarios: number;
  solicitudes: number;
  verificaciones: number;
  verificacionesOperadores: number;
  ms: number;
}

/** Demo accounts printed at start-up (password = SEED_PASSWORD). */
export const DEMO_LOGINS = [
  { correo: 'superadmin@verifica.mx', rol: ROLES.superAdministrador.title, agencia: '(global)' },
  { correo: 'admin@verifica.mx', rol: ROLES.administrador.title, agencia: AGENCIAS_DEMO[0].nombre },
  { correo: 'admin2@verifica.mx', rol: ROLES.administrador.title, agencia: AGENCIAS_DEMO[1].nombre },
  { correo: 'supervisor@verifica.mx', rol: ROLES.supervisor.title, agencia: AGENCIAS_DEMO[0].nombre },
  { correo: 'operador@verifica.mx', rol: ROLES.operador.title, agencia: AGENCIAS_DEMO[0].nombre },
  { correo: 'gestor@verifica.mx', rol: ROLES.gestor.title, agencia: AGENCIAS_DEMO[0].nombre },
] as const;

const FOTOS: [number, number, number][] = [
  [96, 125, 139], [121, 85, 72], [76, 175, 80], [33, 150, 243], [255, 152, 0], [156, 39, 176],
];

/** True when the database has no roles yet (first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(roles);
  return (rows[0]?.n ?? 0) === 0;
}

/** The demo accounts are there (printed at start-up only then). */
export async function hayCuentasDemo(db: Db): Promise<boolean> {
  const filas = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.correo, DEMO_LOGINS[0].correo)).limit(1);
  return filas.length > 0;
}

/** Empties every table (seed --reset, tests). */
export async function truncateAll(db: Db): Promise<void> {
  await db.execute(sql`truncate table audit_log, login_attempts, revoked_tokens, password_reset_tokens,
    verificacion_imagenes, verificaciones, verificaciones_operadores, solicitudes_encuestadores, solicitudes_operadores,
    solicitudes, usuarios, roles, agencias restart identity cascade`);
}

const quitarAcentos = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const slug = (s: string) => quitarAcentos(s).toLowerCase().replace(/[^a-z0-9]+/g, '');

type SolicitudRow = typeof solicitudes.$inferInsert;
type AsignacionRow = typeof solicitudesOperadores.$inferInsert;
type VerificacionRow = typeof verificaciones.$inferInsert;
type VerificacionOperadorRow = typeof verificacionesOperadores.$inferInsert;

export async function seed(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const t0 = Date.now();
  const total = opts.solicitudes ?? 5000;
  const batchSize = Math.max(1, Math.min(opts.batchSize ?? 1000, 1500));
  const now = opts.now ?? new Date();
  const log = opts.log ?? (() => undefined);
  // Loaded here, not at the top: faker weighs ~16 MB of heap the running server never needs.
  const { base, en, es, es_MX, Faker } = await import('@faker-js/faker');
  const faker = new Faker({ locale: [es_MX, es, en, base] });
  faker.seed(opts.seed ?? 20260101);
  const rnd = () => faker.number.float({ min: 0, max: 1 });
  const pick = <T>(arr: readonly T[]): T => arr[Math.floor(rnd() * arr.length)] as T;
  const entre = (min: number, max: number) => Math.floor(min + rnd() * (max - min + 1));
  const digitos = (n: number) => Array.from({ length: n }, () => entre(0, 9)).join('');

  // ---------------------------------------------------------------- photos
  const fotosDir = path.join(opts.uploadsDir, 'seed');
  await crearDirectorio(fotosDir);
  const fotos: { path: string; size: number }[] = [];
  for (const [i, rgb] of FOTOS.entries()) {
    const png = solidPng(320, 240, rgb);
    await escribirArchivo(path.join(fotosDir, `foto-${i + 1}.png`), png);
    fotos.push({ path: `seed/foto-${i + 1}.png`, size: png.length });
  }

  // ---------------------------------------------------------------- agencias, roles
  const agRows = await db
    .insert(agencias)
    .values(AGENCIAS_DEMO.map((a) => ({ nombre: a.nombre, region: a.region, color: a.color, direccion: `${faker.location.street()} ${entre(1, 2500)}, ${a.ciudades[0]}` })))
    .returning({ id: agencias.id });
  const agenciaIds = agRows.map((r) => r.id);
  const rolIds = await asegurarRoles(db);
  const rolId = (k: RolClave) => rolIds[k];

  // ---------------------------------------------------------------- usuarios
  // One hash for every seeded account keeps the seed fast (scrypt is deliberately slow); demo data only.
  const password_hash = await hashPassword(opts.password);
  const apellido = () => pick(APELLIDOS);
  const nombreCompleto = () => `${faker.person.firstName()} ${apellido()} ${apellido()}`;
  const persona = () => ({ nombre: faker.person.firstName(), apellido_paterno: apellido(), apellido_materno: apellido() });
  const telefono = (lada: string) => lada + digitos(10 - lada.length);
  type UsuarioSeed = typeof usuarios.$inferInsert;
  const ag = (i: number) => agenciaIds[i] ?? null;
  const usuariosSeed: UsuarioSeed[] = [
    { ...persona(), correo: 'superadmin@verifica.mx', rol_id: rolId('superAdministrador'), agencia_id: null, password_hash },
    { ...persona(), correo: 'admin@verifica.mx', rol_id: rolId('administrador'), agencia_id: ag(0), password_hash },
    { ...persona(), correo: 'admin2@verifica.mx', rol_id: rolId('administrador'), agencia_id: ag(1), password_hash },
    { ...persona(), correo: 'supervisor@verifica.mx', rol_id: rolId('supervisor'), agencia_id: ag(0), password_hash },
    { ...persona(), correo: 'operador@verifica.mx', rol_id: rolId('operador'), agencia_id: ag(0), password_hash },
    { ...persona(), correo: 'gestor@verifica.mx', rol_id: rolId('gestor'), agencia_id: ag(0), password_hash },
  ];
  AGENCIAS_DEMO.forEach((a, i) => {
    const s = slug(a.nombre.replace('Agencia ', ''));
    const extras = i === 0 ? 2 : 3;
    for (let n = 1; n <= extras; n++) {
      usuariosSeed.push({ ...persona(), correo: `operador${n}.${s}@verifica.mx`, rol_id: rolId('operador'), agencia_id: ag(i), password_hash });
      usuariosSeed.push({ ...persona(), correo: `gestor${n}.${s}@verifica.mx`, rol_id: rolId('gestor'), agencia_id: ag(i), password_hash });
    }
    if (i > 1) usuariosSeed.push({ ...persona(), correo: `admin.${s}@verifica.mx`, rol_id: rolId('administrador'), agencia_id: ag(i), password_hash });
  });
  for (const u of usuariosSeed) {
    const c = CIUDADES.find((x) => x.ciudad === AGENCIAS_DEMO[agenciaIds.indexOf(u.agencia_id ?? -1)]?.ciudades[0]) ?? CIUDADES[0];
    u.telefono = telefono(c?.lada ?? '55');
    u.direccion = `${faker.location.street()} ${entre(1, 2500)}`;
  }
  const userRows = await db
    .insert(usuarios)
    .values(usuariosSeed)
    .returning({ id: usuarios.id, rol_id: usuarios.rol_id, agencia_id: usuarios.agencia_id, correo: usuarios.correo });
  const porAgencia = (rol: RolClave) =>
    agenciaIds.map((id) => userRows.filter((u) => u.agencia_id === id && u.rol_id === rolId(rol)).map((u) => u.id));
  const operadores = porAgencia('operador');
  const gestores = porAgencia('gestor');
  const superId = userRows.find((u) => u.correo === 'superadmin@verifica.mx')?.id ?? null;
  const adminDe = agenciaIds.map((id) => userRows.find((u) => u.agencia_id === id && u.rol_id === rolId('administrador'))?.id ?? superId);

  // ---------------------------------------------------------------- solicitudes
  const ciudadesDe = AGENCIAS_DEMO.map((a) => CIUDADES.filter((c) => (a.ciudades as readonly string[]).includes(c.ciudad)));
  // Agencies 1 and 2 (the demo admins') get more requests.
  const pesos = AGENCIAS_DEMO.map((_, i) => (i < 2 ? 3 : 1));
  const sumaPesos = pesos.reduce((a, b) => a + b, 0);
  const elegirAgencia = () => {
    let r = rnd() * sumaPesos;
    for (const [i, p] of pesos.entries()) {
      if ((r -= p) < 0) return i;
    }
    return 0;
  };
  // Phones shared by several folios (duplicate-phones report): ~10% of rows, ~5 per phone.
  const compartidos = Array.from({ length: Math.max(3, Math.floor((total * 0.1) / 5)) }, () => telefono(pick(CIUDADES).lada));
  const DIA = 86_400_000;
  const HORA = 3_600_000;
  const hasta = (d: Date) => new Date(Math.min(d.getTime(), now.getTime()));
  const despues = (d: Date, maxMs: number) => hasta(new Date(d.getTime() + rnd() * maxMs));

  const rfcDe = (nombre: string, ap: string, am: string, nacimiento: Date) => {
    const limpio = (s: string) => quitarAcentos(s).toUpperCase().replace(/[^A-Z]/g, '') || 'X';
    const p = limpio(ap);
    const vocal = p.slice(1).match(/[AEIOU]/)?.[0] ?? 'X';
    const yymmdd = `${String(nacimiento.getUTCFullYear()).slice(2)}${String(nacimiento.getUTCMonth() + 1).padStart(2, '0')}${String(nacimiento.getUTCDate()).padStart(2, '0')}`;
    const homo = Array.from({ length: 3 }, () => pick('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split(''))).join('');
    return `${p[0]}${vocal}${limpio(am)[0]}${limpio(nombre)[0]}${yymmdd}${homo}`;
  };
  const cerca = (c: Ciudad, km: number) => ({
    latitude: Number((c.lat + (rnd() - 0.5) * (km / 55)).toFixed(6)),
    longitude: Number((c.lon + (rnd() - 0.5) * (km / 55)).toFixed(6)),
  });

  let nVer = 0;
  let nVo = 0;
  for (let inicio = 0; inicio < total; inicio += batchSize) {
    const n = Math.min(batchSize, total - inicio);
    const filas: SolicitudRow[] = [];
    const meta: { agencia: number; creada: Date; ciudad: Ciudad; estado: number; pos: { latitude: number; longitude: number } }[] = [];
    for (let k = 0; k < n; k++) {
      const i = inicio + k;
      const a = elegirAgencia();
      const ciudad = rnd() < 0.85 ? pick(ciudadesDe[a] ?? CIUDADES) : pick(CIUDADES);
      const colonia = pick(ciudad.colonias);
      const creada = new Date(now.getTime() - rnd() * 90 * DIA);
      const captura = new Date(creada.getTime() - rnd() * 3 * DIA);
      const empresa = rnd() < 0.03;
      const nombre = empresa ? '' : faker.person.firstName();
      const ap = empresa ? faker.company.name() : apellido();
      const am = empresa ? faker.company.buzzNoun() : apellido();
      const pos = cerca(ciudad, 6);
      const conPos = rnd() < 0.92;
      filas.push({
        agencia_id: agenciaIds[a] ?? 0,
        folio_solicitud: String(10_000_000 + i),
        nombre,
        appat_rzsoc: ap,
        apmat_nomco: am,
        calle: faker.location.street(),
        num_ext: String(entre(1, 3500)),
        num_int: rnd() < 0.25 ? pick(['A', 'B', 'C', '1', '2', '101', '202']) : '',
        colonia: colonia.nombre,
        entrecall: `${faker.location.street()} y ${faker.location.street()}`,
        rfc: empresa ? `${quitarAcentos(ap).toUpperCase().replace(/[^A-Z]/g, '').padEnd(3, 'X').slice(0, 3)}${digitos(6)}${digitos(3)}` : rfcDe(nombre, ap, am, faker.date.birthdate({ min: 21, max: 70, mode: 'age', refDate: now })),
        edo: ciudad.edo,
        estado: pick(ESTADOS_CAPTURA),
        ciudad: ciudad.ciudad,
        cp: colonia.cp,
        telefono: rnd() < 0.1 ? pick(compartidos) : telefono(ciudad.lada),
        fecha_captura: fecha(captura),
        fuerza_venta: pick(FUERZAS_VENTA),
        ref1_nombre: nombreCompleto(),
        ref2_nombre: nombreCompleto(),
        ref3_nombre: rnd() < 0.7 ? nombreCompleto() : '',
        ref1_telefono: telefono(ciudad.lada),
        ref2_telefono: telefono(ciudad.lada),
        ref3_telefono: rnd() < 0.7 ? telefono(ciudad.lada) : '',
        comentario: rnd() < 0.1 ? faker.lorem.sentence() : null,
        latitude: conPos ? pos.latitude : null,
        longitude: conPos ? pos.longitude : null,
        created_at: creada,
        updated_at: creada,
      });
      meta.push({ agencia: a, creada, ciudad, estado: rnd(), pos });
    }

    await db.transaction(async (tx) => {
      const ids = (await insertUnnest(tx, solicitudes, filas)).map((id) => ({ id }));
      const enc: AsignacionRow[] = [];
      const ops: AsignacionRow[] = [];
      const vers: (VerificacionRow & { fotos: number })[] = [];
      const vos: VerificacionOperadorRow[] = [];
      ids.forEach(({ id }, k) => {
        const m = meta[k];
        if (!m) return;
        const r = m.estado;
        const porAdmin = adminDe[m.agencia] ?? superId;
        const conGestor = (r >= 0.25 && r < 0.55) || r >= 0.95;
        const conVerCampo = (r >= 0.45 && r < 0.55) || r >= 0.95 || (r >= 0.8 && r < 0.95 && rnd() < 0.5);
        const conOperador = r >= 0.55;
        const conVo = r >= 0.7;
        const finalizada = r >= 0.8;
        let asignadoGestor = m.creada;
        if (conGestor || conVerCampo) {
          const g = pick(gestores[m.agencia] ?? []);
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
          const pool = operadores[m.agencia] ?? [];
          const o = pick(pool);
          if (!o) return;
          // Waiting rows are recent (tiempo_esperando 0..4); the rest any time after creation.
          const asignado = conVo ? despues(m.creada, 10 * DIA) : hasta(new Date(Math.max(m.creada.getTime(), now.getTime() - rnd() * 4 * DIA)));
          if (rnd() < 0.08 && pool.length > 1) {
            const previo = pool.find((x) => x !== o) ?? o;
            const antes = new Date(Math.max(m.creada.getTime(), asignado.getTime() - rnd() * 2 * DIA));
            ops.push({ solicitud_id: id, usuario_id: previo, asignado_por: porAdmin, created_at: antes, activo: false, ended_at: asignado, terminado_por: porAdmin });
          }
          ops.push({ solicitud_id: id, usuario_id: o, asignado_por: porAdmin, created_at: asignado });
          if (conVo) {
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
            vos.push({
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
            } as VerificacionOperadorRow);
          }
        }
      });
      if (enc.length) await tx.insert(solicitudesEncuestadores).values(enc);
      if (ops.length) await tx.insert(solicitudesOperadores).values(ops);
      if (vers.length) {
        const verIds = await insertUnnest(
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
      nVer += vers.length;
      nVo += vos.length;
    });
    if (total >= 20_000 && (inicio / batchSize) % 20 === 0) log(`  ${inicio + n} / ${total} solicitudes`);
  }

  return {
    agencias: agenciaIds.length,
    usuarios: userRows.length,
    solicitudes: total,
    verificaciones: nVer,
    verificacionesOperadores: nVo,
    ms: Date.now() - t0,
  };
}
