import { nombreCliente, nombreCompleto } from './nombres';

describe('nombreCompleto and nombreCliente', () => {
  it('join the trimmed parts with one space, leaving blank parts out', () => {
    expect(nombreCompleto({ nombre: ' Ana ', apellido_paterno: 'López', apellido_materno: '' })).toBe('Ana López');
    expect(nombreCliente({ nombre: 'Juan ', appat_rzsoc: '  ', apmat_nomco: ' Pérez' })).toBe('Juan Pérez');
    expect(nombreCliente({ nombre: null, appat_rzsoc: 'Abarrotes El Sol SA', apmat_nomco: undefined })).toBe('Abarrotes El Sol SA');
    expect(nombreCliente({ nombre: '', appat_rzsoc: null, apmat_nomco: ' ' })).toBe('');
  });

  it('trims spaces only, as PostgreSQL trim() does (a tab stays)', () => {
    expect(nombreCliente({ nombre: '\tAna', appat_rzsoc: 'Ruiz', apmat_nomco: null })).toBe('\tAna Ruiz');
  });
});
