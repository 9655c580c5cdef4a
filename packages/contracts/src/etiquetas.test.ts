describe('the zod-free modules of contracts (etiquetas.ts)', () => {
  beforeEach(() => {
    jest.resetModules();
    jest.doMock('zod', () => {
      throw new Error('se importó zod');
    });
  });
  afterEach(() => jest.dontMock('zod'));

  it('loads without zod: enums, labels and messages', async () => {
    const e = await import('./etiquetas');
    expect(e.Vigencia.label(2)).toBe('Retrasada');
    expect(e.TiposTrabajo.label('importar_solicitudes')).toBe('Carga de solicitudes');
    expect(e.etiquetaCampoCarga('folio_solicitud')).toBe('Folio');
    expect(e.MENSAJES_REPORTES.sinDatosGrafica).toBe('No hay folios para los filtros elegidos');
    expect(e.LEYENDA_COLORES_LLAMADA.map((l) => l.color)).toEqual(['amarillo', 'rojo', 'naranja', 'verde']);
    expect(e.ETIQUETAS_HISTORIAL.titulo).toBe('Historial');
    expect(e.VISTAS_LIMITES.porPantalla).toBe(50);
  });

  it('a module with schemas does need zod (the check above is real)', async () => {
    await expect(import('./vistas')).rejects.toThrow('se importó zod');
  });
});
