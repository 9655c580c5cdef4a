/**
 * The seed's random source: one faker with a fixed seed, so the same options give the same data.
 * Every draw goes through it in a fixed order; changing the order of calls changes the data.
 */
import type { Faker } from '@faker-js/faker';
import { APELLIDOS } from './geo';

export const DIA = 86_400_000;
export const HORA = 3_600_000;

export interface Azar {
  faker: Faker;
  /** "Today" of the data. */
  ahora: Date;
  /** Uniform in [0, 1). */
  rnd(): number;
  pick<T>(arr: readonly T[]): T;
  /** Integer in [min, max]. */
  entre(min: number, max: number): number;
  digitos(n: number): string;
  apellido(): string;
  nombreCompleto(): string;
  persona(): { nombre: string; apellido_paterno: string; apellido_materno: string };
  /** A 10-digit phone starting with the area code. */
  telefono(lada: string): string;
  /** `d`, but never after "today" of the data. */
  hasta(d: Date): Date;
  /** A random instant up to `maxMs` after `d` (never after "today"). */
  despues(d: Date, maxMs: number): Date;
}

export async function crearAzar(semilla: number, ahora: Date): Promise<Azar> {
  // Loaded here, not at the top: faker weighs ~16 MB of heap the running server never needs.
  const { base, en, es, es_MX, Faker } = await import('@faker-js/faker');
  const faker = new Faker({ locale: [es_MX, es, en, base] });
  faker.seed(semilla);
  const rnd = () => faker.number.float({ min: 0, max: 1 });
  const pick = <T>(arr: readonly T[]): T => arr[Math.floor(rnd() * arr.length)] as T;
  const entre = (min: number, max: number) => Math.floor(min + rnd() * (max - min + 1));
  const digitos = (n: number) => Array.from({ length: n }, () => entre(0, 9)).join('');
  const apellido = () => pick(APELLIDOS);
  const hasta = (d: Date) => new Date(Math.min(d.getTime(), ahora.getTime()));
  return {
    faker,
    ahora,
    rnd,
    pick,
    entre,
    digitos,
    apellido,
    nombreCompleto: () => `${faker.person.firstName()} ${apellido()} ${apellido()}`,
    persona: () => ({ nombre: faker.person.firstName(), apellido_paterno: apellido(), apellido_materno: apellido() }),
    telefono: (lada) => lada + digitos(10 - lada.length),
    hasta,
    despues: (d, maxMs) => hasta(new Date(d.getTime() + rnd() * maxMs)),
  };
}
