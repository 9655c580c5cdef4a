/** Seeded users: the demo accounts plus operators, gestores and admins of every demo agency. */
import type { RolClave } from '@verifica/contracts';
import { hashPassword } from '../../lib/password';
import type { Db } from '../client';
import { asegurarRoles } from '../inicial';
import { usuarios } from '../schema';
import type { Azar } from './azar';
import { AGENCIAS_DEMO, CIUDADES } from './geo';
import { quitarAcentos } from './solicitudes';

/** Who the seeded requests are assigned to and by whom, per agency (index of AGENCIAS_DEMO). */
export interface Plantilla {
  usuarios: number;
  operadores: number[][];
  gestores: number[][];
  superId: number | null;
  /** The agency's administrator (the super admin when it has none). */
  adminDe: (number | null)[];
}

const slug = (s: string) => quitarAcentos(s).toLowerCase().replace(/[^a-z0-9]+/g, '');

export async function sembrarUsuarios(db: Db, az: Azar, agenciaIds: number[], password: string): Promise<Plantilla> {
  const { faker, entre, persona, telefono } = az;
  const rolIds = await asegurarRoles(db);
  const rolId = (k: RolClave) => rolIds[k];
  // One hash for every seeded account keeps the seed fast (scrypt is deliberately slow); demo data only.
  const password_hash = await hashPassword(password);
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
  const superId = userRows.find((u) => u.correo === 'superadmin@verifica.mx')?.id ?? null;
  return {
    usuarios: userRows.length,
    operadores: porAgencia('operador'),
    gestores: porAgencia('gestor'),
    superId,
    adminDe: agenciaIds.map((id) => userRows.find((u) => u.agencia_id === id && u.rol_id === rolId('administrador'))?.id ?? superId),
  };
}
