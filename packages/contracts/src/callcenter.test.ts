import { asignarOperadorSchema, colorFilaLlamada, solicitudesOperadoresQuerySchema } from './callcenter';
import { camposOcultosLlamada, limpiarCamposOcultos, verificacionOperadorActualizarSchema, verificacionOperadorCrearSchema } from './llamada';

const ENGLISH = /\b(invalid|expected|too (big|small)|received|required|unrecognized|must|input|characters?|string|number)\b/i;

describe('call follow-up conditional display (SPEC §4)', () => {
  it('phone: 1 asks the name, 2 the phone status, nothing answered neither', () => {
    expect(camposOcultosLlamada({ particular_contesto: 1 })).toEqual(expect.objectContaining({}));
    expect(camposOcultosLlamada({ particular_contesto: 1 }).has('particular_nombre')).toBe(false);
    expect(camposOcultosLlamada({ particular_contesto: 1 }).has('particular_telefono_estatus')).toBe(true);
    expect(camposOcultosLlamada({ particular_contesto: 2 }).has('particular_nombre')).toBe(true);
    expect(camposOcultosLlamada({ particular_contesto: 2 }).has('particular_telefono_estatus')).toBe(false);
    const nada = camposOcultosLlamada({});
    expect(nada.has('particular_nombre') && nada.has('particular_telefono_estatus')).toBe(true);
  });

  it('work phone: 1 informant and position, 2 the messages category', () => {
    const uno = camposOcultosLlamada({ laboral_tipo_telefono: 1 });
    expect([uno.has('laboral_informante'), uno.has('laboral_cargo_puesto'), uno.has('laboral_telefono_recados')]).toEqual([false, false, true]);
    const dos = camposOcultosLlamada({ laboral_tipo_telefono: 2 });
    expect([dos.has('laboral_informante'), dos.has('laboral_cargo_puesto'), dos.has('laboral_telefono_recados')]).toEqual([true, true, false]);
  });

  it('references: knows (default) -> family or friend (-> relationship / time); does not -> attention type', () => {
    const campos = (n: 1 | 2 | 3, f: Record<string, unknown>) => {
      const o = camposOcultosLlamada(f);
      return ['familia_amistad', 'parentesco', 'tiempo_conocerlo', 'tipo_atencion'].filter((k) => !o.has(`ref${n}_${k}` as never));
    };
    expect(campos(1, {})).toEqual(['familia_amistad']);
    expect(campos(2, { ref2_familia_amistad: 1 })).toEqual(['familia_amistad', 'parentesco']);
    expect(campos(3, { ref3_conocen: true, ref3_familia_amistad: 2 })).toEqual(['familia_amistad', 'tiempo_conocerlo']);
    expect(campos(1, { ref1_conocen: false, ref1_familia_amistad: 1 })).toEqual(['tipo_atencion']);
  });

  it('limpiarCamposOcultos nulls only what is hidden', () => {
    expect(
      limpiarCamposOcultos({ particular_contesto: 1, particular_nombre: 'Ana', particular_telefono_estatus: 3, ref1_conocen: false, ref1_parentesco: 'x', ref1_tipo_atencion: 2, ref1_nombre: 'Luis' }),
    ).toMatchObject({ particular_nombre: 'Ana', particular_telefono_estatus: null, ref1_parentesco: null, ref1_tipo_atencion: 2, ref1_nombre: 'Luis' });
  });
});

describe('row colour', () => {
  it('green finalizada, orange verified, yellow 1 day, red 2+, none otherwise', () => {
    expect(colorFilaLlamada({ verify: true, verify_finalizado: true, tiempo_esperando: null })).toBe('verde');
    expect(colorFilaLlamada({ verify: true, verify_finalizado: false, tiempo_esperando: null })).toBe('naranja');
    expect(colorFilaLlamada({ verify: false, verify_finalizado: false, tiempo_esperando: 0 })).toBeNull();
    expect(colorFilaLlamada({ verify: false, verify_finalizado: false, tiempo_esperando: 1 })).toBe('amarillo');
    expect(colorFilaLlamada({ verify: false, verify_finalizado: false, tiempo_esperando: 5 })).toBe('rojo');
    expect(colorFilaLlamada({ verify: false, verify_finalizado: false, tiempo_esperando: 2 }, { retrasada: 2, vencida: 4 })).toBe('amarillo');
  });
});

describe('call-center bodies and query speak Spanish', () => {
  const VALUES: readonly unknown[] = ['', 'x'.repeat(5000), 12345, -1, 1.5, true, {}, [], null];
  it.each([
    ['verificacionOperadorCrearSchema', verificacionOperadorCrearSchema, ['solicitud_id', 'accion', 'particular_contesto', 'ref1_conocen', 'comentarios_nombre']],
    ['verificacionOperadorActualizarSchema', verificacionOperadorActualizarSchema, ['accion', 'laboral_tipo_telefono', 'ref2_tipo_atencion']],
    ['asignarOperadorSchema', asignarOperadorSchema, ['usuario_id', 'seleccionados', 'asignadas']],
    ['solicitudesOperadoresQuerySchema', solicitudesOperadoresQuerySchema, ['asignadas', 'vigencia', 'fecha_desde', 'usuario_id']],
  ] as const)('%s', (_name, schema, campos) => {
    for (const campo of campos) {
      for (const v of VALUES) {
        const r = schema.safeParse({ [campo]: v });
        if (r.success) continue;
        for (const i of r.error.issues) expect([campo, v, i.message, ENGLISH.test(i.message)]).toEqual([campo, v, i.message, false]);
      }
    }
  });
});
