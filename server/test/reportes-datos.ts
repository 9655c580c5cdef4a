/**
 * A small hand-built data set for the report tests (every number known). Agency A is admin@'s
 * (Agencia Centro), B admin2@'s (Agencia Occidente). A request counts on its fecha_captura (the
 * column below); created_at is 40 days later, so a report that counted on creation would differ.
 *
 * | folio | agencia | fecha_captura       | gestor             | field ver. | operador | call ver. | telefono          | edo        | position |
 * | a1    | A       | 2026-03-05          | active             | yes        | active   | yes       | 55 1234 5678      | Jalisco    | yes      |
 * | a2    | A       | 2026-03-10          | ended + active     |            |          |           | (55)12345678      | Jalisco    | yes      |
 * | a3    | A       | 2026-03-15          | ended              |            | ended    |           | +52 55 1234-5678  | Nuevo León | yes      |
 * | a4    | A       | 2026-03-20          |                    |            |          |           | 33-1111-2222      | CDMX       | yes      |
 * | a5    | A       | 2026-03-31          |                    |            |          |           | N/A               | CDMX       | no       |
 * | a6    | A       | 2026-04-01          |                    |            |          |           | 3311112222        | CDMX       | yes      |
 * | b1    | B       | 2026-03-06          | active             |            |          |           | 5512345678        | Jalisco    | yes      |
 * | b2    | B       | 2026-03-07          |                    |            |          |           | 3311112222        | Yucatán    | yes      |
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { solicitudes, solicitudesEncuestadores, solicitudesOperadores, usuarios, verificaciones, verificacionesOperadores } from '../src/db/schema';
import { agenciaIds } from './personas';

export interface Datos {
  A: number;
  B: number;
  ids: Record<'a1' | 'a2' | 'a3' | 'a4' | 'a5' | 'a6' | 'b1' | 'b2', number>;
}

const FILAS = [
  { k: 'a1', ag: 'A', captura: '2026-03-05', tel: '55 1234 5678', edo: 'Jalisco', lat: 20.6736789, lon: -103.3441234 },
  { k: 'a2', ag: 'A', captura: '2026-03-10', tel: '(55)12345678', edo: 'Jalisco', lat: 20.7, lon: -103.4 },
  { k: 'a3', ag: 'A', captura: '2026-03-15', tel: '+52 55 1234-5678', edo: 'Nuevo León', lat: 25.67, lon: -100.31 },
  { k: 'a4', ag: 'A', captura: '2026-03-20', tel: '33-1111-2222', edo: 'CDMX', lat: 19.43, lon: -99.13 },
  { k: 'a5', ag: 'A', captura: '2026-03-31', tel: 'N/A', edo: 'CDMX', lat: null, lon: null },
  { k: 'a6', ag: 'A', captura: '2026-04-01', tel: '3311112222', edo: 'CDMX', lat: 19.44, lon: -99.14 },
  { k: 'b1', ag: 'B', captura: '2026-03-06', tel: '5512345678', edo: 'Jalisco', lat: 20.65, lon: -103.35 },
  { k: 'b2', ag: 'B', captura: '2026-03-07', tel: '3311112222', edo: 'Yucatán', lat: 20.97, lon: -89.62 },
] as const;

async function usuarioId(db: Db, correo: string): Promise<number> {
  const [u] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.correo, correo));
  if (!u) throw new Error(correo);
  return u.id;
}

export async function crearDatos(db: Db): Promise<Datos> {
  const [A = 0, B = 0] = await agenciaIds(db);
  const ids = {} as Datos['ids'];
  for (const f of FILAS) {
    const [r] = await db
      .insert(solicitudes)
      .values({
        agencia_id: f.ag === 'A' ? A : B,
        folio_solicitud: `R-${f.k}`,
        nombre: f.k,
        telefono: f.tel,
        edo: f.edo,
        latitude: f.lat,
        longitude: f.lon,
        fecha_captura: f.captura,
        created_at: new Date(Date.parse(`${f.captura}T18:00:00Z`) + 40 * 864e5),
      })
      .returning({ id: solicitudes.id });
    if (!r) throw new Error(f.k);
    ids[f.k] = r.id;
  }
  const gestorA = await usuarioId(db, 'gestor@verifica.mx');
  const operadorA = await usuarioId(db, 'operador@verifica.mx');
  const gestorB = await usuarioId(db, 'gestor1.occidente@verifica.mx');
  const fin = new Date('2026-03-20T00:00:00Z');
  await db.insert(solicitudesEncuestadores).values([
    { solicitud_id: ids.a1, usuario_id: gestorA },
    { solicitud_id: ids.a2, usuario_id: gestorA, activo: false, ended_at: fin },
    { solicitud_id: ids.a2, usuario_id: gestorA },
    { solicitud_id: ids.a3, usuario_id: gestorA, activo: false, ended_at: fin },
    { solicitud_id: ids.b1, usuario_id: gestorB },
  ]);
  await db.insert(verificaciones).values({ solicitud_id: ids.a1, usuario_id: gestorA, hora: fin });
  await db.insert(solicitudesOperadores).values([
    { solicitud_id: ids.a1, usuario_id: operadorA },
    { solicitud_id: ids.a3, usuario_id: operadorA, activo: false, ended_at: fin },
  ]);
  await db.insert(verificacionesOperadores).values({ solicitud_id: ids.a1, usuario_id: operadorA, finalizado: true, hora_verificacion: fin });
  return { A, B, ids };
}
