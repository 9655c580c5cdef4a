import { AsignadasAsignacion, EstatusCallCenter, EstatusTelefono, ParticularContesto, Region, Vigencia } from './enums';
import { agenciaInputSchema, usuarioInputSchema } from './entities';
import { enumSchema } from './enums-schema';

describe('enumerations (SPEC §3)', () => {
  it('carries the exact Spanish labels', () => {
    expect(EstatusCallCenter.label(3)).toBe('En Proceso');
    expect(AsignadasAsignacion.options.map((o) => o.label)).toEqual(['Todos', 'Asignadas', 'No Asignadas', 'Verificados']);
    expect(Vigencia.label(2)).toBe('Retrasada');
    expect(EstatusTelefono.label(7)).toBe('Cambiado o Temp Susp');
    expect(ParticularContesto.options.map((o) => o.label)).toEqual(['Sí', 'No']);
    expect(Region.values).toHaveLength(9);
  });

  it('rejects values outside the list', () => {
    expect(enumSchema(Vigencia).safeParse(4).success).toBe(false);
    expect(enumSchema(Region).safeParse('R10').success).toBe(false);
  });
});

describe('input schemas', () => {
  it('reports Spanish messages per field', () => {
    const result = agenciaInputSchema.safeParse({ nombre: '', direccion: 'x', region: 'R1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['nombre']);
    expect(result.error?.issues[0]?.message).toBe('Este campo es obligatorio');
  });

  it('normalises the correo of a user', () => {
    const result = usuarioInputSchema.parse({ nombre: 'A', apellido_paterno: 'B', correo: ' Ana@Verifica.MX ', rol_id: 1 });
    expect(result.correo).toBe('ana@verifica.mx');
  });
});

describe('call verification form', () => {
  it('knows the fields of each of the three references', async () => {
    const { verificacionOperadorFormSchema } = await import('./entities');
    const parsed = verificacionOperadorFormSchema.parse({ ref2_nombre: 'Ana', ref3_conocen: false });
    expect(parsed.ref1_conocen).toBe(true);
    expect(parsed.ref2_nombre).toBe('Ana');
    expect(parsed.ref3_conocen).toBe(false);
    expect(verificacionOperadorFormSchema.safeParse({ ref1_tipo_atencion: 9 }).success).toBe(false);
  });
});
