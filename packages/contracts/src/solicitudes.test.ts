import { asignarSchema, desasignarSchema, duplicarSchema } from './solicitudes';
import { solicitudesQuerySchema } from './solicitudes-filtro';
import { verificacionAltaSchema } from './verificacion-alta';
import { CARGA_ALIAS } from './carga';

describe('solicitudesQuerySchema', () => {
  it('array params: repeated, [] and single; blanks and 0 dropped', () => {
    const q = solicitudesQuerySchema.parse({ colonias: ['Centro', 'Roma'], 'ciudades[]': ['León'], edo: 'Jalisco', 'agencia_id[]': ['0', '3'], asignadas: '2' });
    expect(q.colonias).toEqual(['Centro', 'Roma']);
    expect(q.ciudades).toEqual(['León']);
    expect(q.edo).toEqual(['Jalisco']);
    expect(q.agencia_id).toEqual([3]);
    expect(q.asignadas).toEqual([2]);
    const both = solicitudesQuerySchema.parse({ folio_solicitud: 'A', 'folio_solicitud[]': ['B', 'C'] });
    expect(both.folio_solicitud).toEqual(['A', 'B', 'C']);
  });

  it('defaults, sortBy whitelist, asignadas 0 = all', () => {
    const q = solicitudesQuerySchema.parse({ sortBy: 'password', asignadas: '0' });
    expect(q).toMatchObject({ page: 1, rowsPerPage: 25, descending: false, asignadas: [] });
    expect(q.sortBy).toBeUndefined();
    expect(solicitudesQuerySchema.parse({ sortBy: 'fecha_captura' }).sortBy).toBe('fecha_captura');
  });

  it('dates: real dates, desde ≤ hasta; cp padded; strict ids', () => {
    expect(solicitudesQuerySchema.safeParse({ fecha_desde: '2026-02-30' }).success).toBe(false);
    const r = solicitudesQuerySchema.safeParse({ fecha_desde: '2026-03-02', fecha_hasta: '2026-03-01' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['fecha_hasta']);
    expect(solicitudesQuerySchema.parse({ cp_desde: '6700' }).cp_desde).toBe('06700');
    expect(solicitudesQuerySchema.safeParse({ usuario_id: '1e3' }).success).toBe(false);
    expect(solicitudesQuerySchema.safeParse({ asignadas: '5' }).success).toBe(false);
  });
});

describe('bodies', () => {
  it('asignar needs seleccionados or todos, and a gestor', () => {
    expect(asignarSchema.safeParse({ usuario_id: 3 }).success).toBe(false);
    expect(asignarSchema.safeParse({ seleccionados: [1], usuario_id: 0 }).success).toBe(false);
    expect(asignarSchema.parse({ todos: true, usuario_id: '3', colonias: 'Centro' })).toMatchObject({ todos: true, usuario_id: 3, colonias: ['Centro'] });
  });
  it('desasignar accepts an array or {ids}', () => {
    expect(desasignarSchema.parse([1, 2, 2])).toEqual([1, 2]);
    expect(desasignarSchema.parse({ ids: [4] })).toEqual([4]);
    expect(desasignarSchema.safeParse({ ids: ['x'] }).success).toBe(false);
  });
  it('duplicar needs codigo or folio', () => {
    expect(duplicarSchema.safeParse({ solicitud_id: 1 }).success).toBe(false);
    expect(duplicarSchema.parse({ solicitud_id: 1, codigo: 'B', folio_solicitud: '' })).toMatchObject({ codigo: 'B', folio_solicitud: undefined });
  });
  it('verification intake coerces multipart text', () => {
    expect(verificacionAltaSchema.parse({ solicitud_id: '5', atendio_usuario: 'false', latitude: '19.4', longitude: '-99.1' })).toMatchObject({
      solicitud_id: 5,
      atendio_usuario: false,
      tiene_vehiculo: false,
      latitude: 19.4,
    });
  });
});

describe('Spanish spelling', () => {
  it('the template headers (first alias of each column) carry their accents', () => {
    expect([CARGA_ALIAS.num_ext[0], CARGA_ALIAS.num_int[0], CARGA_ALIAS.ref1_telefono[0], CARGA_ALIAS.ref3_telefono[0]]).toEqual([
      'Número Exterior',
      'Número Interior',
      'Teléfono Referencia 1',
      'Teléfono Referencia 3',
    ]);
  });

  it('a yes/no text field of the visit takes "sí" (and "si") and says "Debe ser sí o no" otherwise', () => {
    const base = { solicitud_id: '5', latitude: '19.4', longitude: '-99.1' };
    expect(verificacionAltaSchema.parse({ ...base, tiene_vehiculo: 'sí', atendio_usuario: 'si' })).toMatchObject({ tiene_vehiculo: true, atendio_usuario: true });
    const r = verificacionAltaSchema.safeParse({ ...base, tiene_vehiculo: 'quizá' });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Debe ser sí o no']);
  });
});
