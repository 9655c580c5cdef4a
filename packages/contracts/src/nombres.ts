/**
 * The one way a person's or a client's name is written: its parts trimmed of surrounding spaces
 * (spaces only, as PostgreSQL's trim()), blank parts left out, joined by one space. The server
 * has the SQL twin of each (server/src/lib/nombre.ts), tested to give the same text.
 */

type Parte = string | null | undefined;

const recortar = (s: string) => s.replace(/^ +| +$/g, '');

function unir(partes: readonly Parte[]): string {
  return partes
    .map((p) => recortar(p ?? ''))
    .filter((p) => p !== '')
    .join(' ');
}

export interface PartesNombre {
  nombre: string;
  apellido_paterno: string;
  apellido_materno: string;
}

/** A user's nombre completo: nombre, apellido paterno, apellido materno. */
export function nombreCompleto(u: PartesNombre): string {
  return unir([u.nombre, u.apellido_paterno, u.apellido_materno]);
}

export interface PartesCliente {
  nombre: Parte;
  appat_rzsoc: Parte;
  apmat_nomco: Parte;
}

/** A request's client: nombre, apellido paterno (or razón social), apellido materno (or nombre comercial). */
export function nombreCliente(s: PartesCliente): string {
  return unir([s.nombre, s.appat_rzsoc, s.apmat_nomco]);
}
