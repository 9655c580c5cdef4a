import type { Agencia, AgenciaListItem, Paged, RolOption, Usuario } from '@verifica/contracts';
import type { RecordedRequest, Reply } from '@verifica/shared/testing';

export const AGENCIAS: Agencia[] = [
  { id: 1, nombre: 'Agencia Centro', direccion: 'Av. Juárez 10, Centro', region: 'R1', color: '#1976d2', version: 1 },
  { id: 2, nombre: 'Agencia Norte', direccion: 'Calle Hidalgo 200, Monterrey', region: 'R2', color: '#d32f2f', version: 1 },
  { id: 3, nombre: 'Agencia Sur', direccion: 'Blvd. Sur 5, Mérida', region: null, color: '#388e3c', version: 1 },
];

export const AGENCIAS_LIST: AgenciaListItem[] = AGENCIAS.map(({ id, nombre }) => ({ id, nombre }));

export const ROLES_LIST: RolOption[] = [
  { id: 1, title: 'Super Administrador' },
  { id: 2, title: 'Administrador' },
  { id: 3, title: 'Supervisor' },
  { id: 4, title: 'Operador' },
  { id: 5, title: 'Gestor' },
];

function rol(title: string): RolOption {
  const found = ROLES_LIST.find((r) => r.title === title);
  if (!found) throw new Error(title);
  return found;
}

export function usuario(id: number, nombre: string, apellido: string, rolTitle: string, agencia: AgenciaListItem | null = AGENCIAS_LIST[0] ?? null): Usuario {
  const r = rol(rolTitle);
  return {
    id,
    nombre,
    apellido_paterno: apellido,
    apellido_materno: 'López',
    nombre_completo: `${nombre} ${apellido} López`,
    correo: `${nombre.toLowerCase()}@verifica.mx`,
    telefono: '5551234567',
    agencia_id: agencia?.id ?? null,
    agencia,
    rol_id: r.id,
    rol: r,
    direccion: 'Calle 1',
    activo: true,
    version: 1,
  };
}

export const USUARIOS: Usuario[] = [
  usuario(10, 'Ana', 'Pérez', 'Administrador'),
  usuario(11, 'Beto', 'Ruiz', 'Supervisor', AGENCIAS_LIST[1] ?? null),
  usuario(12, 'Carla', 'Gómez', 'Gestor'),
];

/** Plays the server's paged list: search, sort, page and rowsPerPage (-1 = plain array). */
export function pagedReply<T extends object>(rows: readonly T[], searchIn: (row: T) => string) {
  return (request: RecordedRequest): Reply => {
    const q = request.query;
    const search = (q.get('search') ?? '').toLowerCase();
    const sortBy = q.get('sortBy');
    const descending = q.get('descending') === 'true';
    const filtered = rows.filter((row) => searchIn(row).toLowerCase().includes(search));
    if (sortBy) {
      filtered.sort((a, b) => {
        const cmp = String((a as Record<string, unknown>)[sortBy]).localeCompare(String((b as Record<string, unknown>)[sortBy]), 'es');
        return descending ? -cmp : cmp;
      });
    }
    const rowsPerPage = Number(q.get('rowsPerPage') ?? 10);
    if (rowsPerPage === -1) return { body: filtered };
    const page = Number(q.get('page') ?? 1);
    const body: Paged<T> = {
      total: Math.max(1, Math.ceil(filtered.length / rowsPerPage)),
      current_page: page,
      totalItems: filtered.length,
      data: filtered.slice((page - 1) * rowsPerPage, page * rowsPerPage),
    };
    return { body };
  };
}

/** A 422 as the API sends it (SPEC §5). */
export function validationReply(errors: Record<string, string[]>): Reply {
  return { status: 422, body: { message: 'Los datos proporcionados no son válidos', errors } };
}
