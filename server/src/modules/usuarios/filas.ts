/** A user row as the list and the record read it, and its answer shape. */
import { eq } from 'drizzle-orm';
import type { UsuarioFila } from '@verifica/contracts';
import type { Db } from '../../db/client';
import { agencias, roles, usuarios } from '../../db/schema';
import { nombreCompleto } from '../../lib/nombre';

export const campos = {
  id: usuarios.id,
  nombre: usuarios.nombre,
  apellido_paterno: usuarios.apellido_paterno,
  apellido_materno: usuarios.apellido_materno,
  correo: usuarios.correo,
  telefono: usuarios.telefono,
  agencia_id: usuarios.agencia_id,
  rol_id: usuarios.rol_id,
  direccion: usuarios.direccion,
  activo: usuarios.activo,
  eliminado_at: usuarios.eliminado_at,
  version: usuarios.version,
  agencia_nombre: agencias.nombre,
  rol_title: roles.title,
  rol_permisos: roles.permisos,
};

export interface Fila {
  id: number;
  nombre: string;
  apellido_paterno: string;
  apellido_materno: string;
  correo: string;
  telefono: string;
  agencia_id: number | null;
  rol_id: number;
  direccion: string;
  activo: boolean;
  eliminado_at: Date | null;
  version: number;
  agencia_nombre: string | null;
  rol_title: string;
  rol_permisos: string[];
}


/** What a list row needs. */
export type FilaLista = Omit<Fila, 'rol_permisos'>;

export function aUsuario(r: FilaLista): UsuarioFila {
  return {
    id: r.id,
    nombre: r.nombre,
    apellido_paterno: r.apellido_paterno,
    apellido_materno: r.apellido_materno,
    nombre_completo: nombreCompleto(r),
    correo: r.correo,
    telefono: r.telefono,
    agencia_id: r.agencia_id,
    agencia: r.agencia_id !== null && r.agencia_nombre !== null ? { id: r.agencia_id, nombre: r.agencia_nombre } : null,
    rol_id: r.rol_id,
    rol: { id: r.rol_id, title: r.rol_title },
    direccion: r.direccion,
    activo: r.activo,
    eliminado: r.eliminado_at !== null,
    version: r.version,
  };
}

export const consulta = (db: Db) =>
  db.select(campos).from(usuarios).innerJoin(roles, eq(roles.id, usuarios.rol_id)).leftJoin(agencias, eq(agencias.id, usuarios.agencia_id));
