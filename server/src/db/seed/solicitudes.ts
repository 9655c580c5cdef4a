/** Seeded requests: plausible Mexican clients spread over the demo agencies' cities. */
import { fecha } from '../../lib/dates';
import type { solicitudes } from '../schema';
import { DIA, type Azar } from './azar';
import { AGENCIAS_DEMO, CIUDADES, ESTADOS_CAPTURA, FUERZAS_VENTA, type Ciudad } from './geo';

export type SolicitudRow = typeof solicitudes.$inferInsert;

/** What the states step needs to know of each generated request. */
export interface MetaSolicitud {
  /** Index of the agency in AGENCIAS_DEMO. */
  agencia: number;
  creada: Date;
  ciudad: Ciudad;
  /** Uniform in [0, 1): which state the request ends in (see estados.ts). */
  estado: number;
  pos: { latitude: number; longitude: number };
}

export const quitarAcentos = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * A generator of batches of requests: `lote(inicio, n)` makes the rows numbered inicio..inicio+n-1
 * (folio 10000000 + number). Batches must be asked for in order (one random sequence).
 */
export function generadorDeSolicitudes(az: Azar, agenciaIds: number[], total: number) {
  const { faker, ahora, rnd, pick, entre, digitos, apellido, nombreCompleto, telefono } = az;
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

  return function lote(inicio: number, n: number): { filas: SolicitudRow[]; meta: MetaSolicitud[] } {
    const filas: SolicitudRow[] = [];
    const meta: MetaSolicitud[] = [];
    for (let k = 0; k < n; k++) {
      const i = inicio + k;
      const a = elegirAgencia();
      const ciudad = rnd() < 0.85 ? pick(ciudadesDe[a] ?? CIUDADES) : pick(CIUDADES);
      const colonia = pick(ciudad.colonias);
      const creada = new Date(ahora.getTime() - rnd() * 90 * DIA);
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
        rfc: empresa ? `${quitarAcentos(ap).toUpperCase().replace(/[^A-Z]/g, '').padEnd(3, 'X').slice(0, 3)}${digitos(6)}${digitos(3)}` : rfcDe(nombre, ap, am, faker.date.birthdate({ min: 21, max: 70, mode: 'age', refDate: ahora })),
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
    return { filas, meta };
  };
}
