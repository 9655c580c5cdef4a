/**
 * A small table of real Mexican states, cities, colonias and postal codes for demo data.
 * Coordinates are city centres; seeded points are scattered a few km around them.
 */
export interface Colonia {
  nombre: string;
  cp: string;
}
export interface Ciudad {
  ciudad: string;
  edo: string;
  /** Phone area code (lada). */
  lada: string;
  lat: number;
  lon: number;
  colonias: Colonia[];
}

export const CIUDADES: Ciudad[] = [
  {
    ciudad: 'Ciudad de México', edo: 'Ciudad de México', lada: '55', lat: 19.4326, lon: -99.1332,
    colonias: [
      { nombre: 'Roma Norte', cp: '06700' }, { nombre: 'Condesa', cp: '06140' }, { nombre: 'Del Valle Centro', cp: '03100' },
      { nombre: 'Narvarte Poniente', cp: '03020' }, { nombre: 'Coyoacán Centro', cp: '04000' }, { nombre: 'Polanco V Sección', cp: '11560' },
      { nombre: 'Santa María la Ribera', cp: '06400' }, { nombre: 'Doctores', cp: '06720' }, { nombre: 'Lindavista', cp: '07300' },
    ],
  },
  {
    ciudad: 'Guadalajara', edo: 'Jalisco', lada: '33', lat: 20.6597, lon: -103.3496,
    colonias: [
      { nombre: 'Centro', cp: '44100' }, { nombre: 'Americana', cp: '44160' }, { nombre: 'Providencia', cp: '44630' },
      { nombre: 'Ladrón de Guevara', cp: '44600' }, { nombre: 'Jardines del Bosque', cp: '44520' }, { nombre: 'Oblatos', cp: '44700' },
    ],
  },
  {
    ciudad: 'Zapopan', edo: 'Jalisco', lada: '33', lat: 20.7214, lon: -103.3918,
    colonias: [{ nombre: 'Chapalita', cp: '45040' }, { nombre: 'Ciudad Granja', cp: '45010' }, { nombre: 'Las Águilas', cp: '45080' }],
  },
  {
    ciudad: 'Monterrey', edo: 'Nuevo León', lada: '81', lat: 25.6866, lon: -100.3161,
    colonias: [
      { nombre: 'Centro', cp: '64000' }, { nombre: 'Obispado', cp: '64060' }, { nombre: 'Mitras Centro', cp: '64460' },
      { nombre: 'Contry', cp: '64860' }, { nombre: 'Cumbres', cp: '64610' }, { nombre: 'Vista Hermosa', cp: '64620' },
    ],
  },
  {
    ciudad: 'Puebla', edo: 'Puebla', lada: '222', lat: 19.0414, lon: -98.2063,
    colonias: [{ nombre: 'Centro', cp: '72000' }, { nombre: 'La Paz', cp: '72160' }, { nombre: 'Anzures', cp: '72530' }, { nombre: 'Huexotitla', cp: '72534' }],
  },
  {
    ciudad: 'Santiago de Querétaro', edo: 'Querétaro', lada: '442', lat: 20.5888, lon: -100.3899,
    colonias: [{ nombre: 'Centro', cp: '76000' }, { nombre: 'Jardines de la Hacienda', cp: '76180' }, { nombre: 'Álamos 2a Sección', cp: '76160' }],
  },
  {
    ciudad: 'Mérida', edo: 'Yucatán', lada: '999', lat: 20.9674, lon: -89.5926,
    colonias: [{ nombre: 'Centro', cp: '97000' }, { nombre: 'García Ginerés', cp: '97070' }, { nombre: 'Itzimná', cp: '97100' }, { nombre: 'Montes de Amé', cp: '97115' }],
  },
  {
    ciudad: 'Tijuana', edo: 'Baja California', lada: '664', lat: 32.5149, lon: -117.0382,
    colonias: [{ nombre: 'Zona Centro', cp: '22000' }, { nombre: 'Zona Río', cp: '22010' }, { nombre: 'Chapultepec', cp: '22020' }, { nombre: 'Otay Constituyentes', cp: '22457' }],
  },
  {
    ciudad: 'León', edo: 'Guanajuato', lada: '477', lat: 21.1221, lon: -101.6826,
    colonias: [{ nombre: 'Centro', cp: '37000' }, { nombre: 'Jardines del Moral', cp: '37160' }, { nombre: 'León Moderno', cp: '37480' }],
  },
  {
    ciudad: 'Toluca', edo: 'Estado de México', lada: '722', lat: 19.2826, lon: -99.6557,
    colonias: [{ nombre: 'Centro', cp: '50000' }, { nombre: 'Universidad', cp: '50130' }, { nombre: 'Santa Ana Tlapaltitlán', cp: '50160' }],
  },
  {
    ciudad: 'Oaxaca de Juárez', edo: 'Oaxaca', lada: '951', lat: 17.0732, lon: -96.7266,
    colonias: [{ nombre: 'Centro', cp: '68000' }, { nombre: 'Reforma', cp: '68050' }],
  },
  {
    ciudad: 'Hermosillo', edo: 'Sonora', lada: '662', lat: 29.0729, lon: -110.9559,
    colonias: [{ nombre: 'Centro', cp: '83000' }, { nombre: 'Pitic', cp: '83150' }, { nombre: 'Modelo', cp: '83190' }],
  },
  {
    ciudad: 'Veracruz', edo: 'Veracruz', lada: '229', lat: 19.1738, lon: -96.1342,
    colonias: [{ nombre: 'Centro', cp: '91700' }, { nombre: 'Costa Verde', cp: '94294' }, { nombre: 'Reforma', cp: '91919' }],
  },
  {
    ciudad: 'Cancún', edo: 'Quintana Roo', lada: '998', lat: 21.1619, lon: -86.8515,
    colonias: [{ nombre: 'Supermanzana 2', cp: '77500' }, { nombre: 'Supermanzana 15', cp: '77505' }, { nombre: 'Zona Hotelera', cp: '77500' }],
  },
];

/** Agencies: name, region (R1–R9), pin colour, and the cities they mostly work. */
export const AGENCIAS_DEMO = [
  { nombre: 'Agencia Centro', region: 'R1', color: '#1976D2', ciudades: ['Ciudad de México', 'Toluca'] },
  { nombre: 'Agencia Occidente', region: 'R2', color: '#388E3C', ciudades: ['Guadalajara', 'Zapopan', 'León'] },
  { nombre: 'Agencia Norte', region: 'R3', color: '#F57C00', ciudades: ['Monterrey'] },
  { nombre: 'Agencia Bajío', region: 'R4', color: '#7B1FA2', ciudades: ['Santiago de Querétaro', 'León'] },
  { nombre: 'Agencia Golfo', region: 'R5', color: '#C2185B', ciudades: ['Veracruz', 'Puebla'] },
  { nombre: 'Agencia Sureste', region: 'R6', color: '#0097A7', ciudades: ['Mérida', 'Cancún'] },
  { nombre: 'Agencia Noroeste', region: 'R7', color: '#5D4037', ciudades: ['Tijuana', 'Hermosillo'] },
  { nombre: 'Agencia Sur', region: 'R9', color: '#AFB42B', ciudades: ['Oaxaca de Juárez', 'Puebla'] },
] as const;

export const FUERZAS_VENTA = ['FV Norte', 'FV Centro', 'FV Sur', 'Telemarketing', 'Digital', 'Sucursal', 'Alianzas'] as const;
export const ESTADOS_CAPTURA = ['CAPTURADA', 'EN REVISION', 'AUTORIZADA', 'PENDIENTE DOCUMENTOS'] as const;
export const PARENTESCOS = ['Esposa', 'Esposo', 'Madre', 'Padre', 'Hijo', 'Hija', 'Hermano', 'Hermana', 'Suegra', 'Vecino'] as const;
export const VEHICULOS = [
  ['Nissan', 'Versa'], ['Nissan', 'March'], ['Chevrolet', 'Aveo'], ['Volkswagen', 'Jetta'], ['Volkswagen', 'Vento'],
  ['Toyota', 'Corolla'], ['Kia', 'Rio'], ['Honda', 'City'], ['Mazda', '3'], ['Ford', 'Figo'],
] as const;

/** Common Mexican surnames (faker's es_MX list mixes in long compound ones). */
export const APELLIDOS = [
  'Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz',
  'Flores', 'Gómez', 'Morales', 'Vázquez', 'Reyes', 'Jiménez', 'Torres', 'Díaz', 'Gutiérrez', 'Ruiz',
  'Mendoza', 'Aguilar', 'Ortiz', 'Moreno', 'Castillo', 'Romero', 'Álvarez', 'Méndez', 'Chávez', 'Rivera',
  'Juárez', 'Ramos', 'Domínguez', 'Herrera', 'Medina', 'Castro', 'Vargas', 'Guzmán', 'Velázquez', 'Rojas',
  'Contreras', 'Salazar', 'Luna', 'Ortega', 'Santiago', 'Guerrero', 'Estrada', 'Bautista', 'Cortés', 'Soto',
] as const;
