import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { AsignadasReporte, MENSAJES, solicitudFilaSchema, type SolicitudFila } from '@verifica/contracts';
import { solicitudes, usuarios } from '../../db/schema';
import { admin, admin2, agencia1, agencia2, contextoDelArchivo, ctx, operador, superadmin } from '../../../test/archivo';

/** Every row of agency 1 as admin@ sees it (rowsPerPage -1). */
let todas: SolicitudFila[];

contextoDelArchivo({ solicitudes: 200 });
beforeAll(async () => {
  // A client name with accents and a formula-looking value, for search and export.
  const [primera] = await ctx.db.select({ id: solicitudes.id }).from(solicitudes).where(eq(solicitudes.agencia_id, agencia1)).orderBy(solicitudes.id).limit(1);
  await ctx.db.update(solicitudes).set({ nombre: 'José Ángel', appat_rzsoc: '=cmd|calc', apmat_nomco: '+52 1', entrecall: '-1+1', colonia: '@SUMA(A1)', rfc: 'ÁBCD800101XYZ' }).where(eq(solicitudes.id, primera?.id ?? 0));
  const res = await get(admin, '/api/solicitudes?rowsPerPage=-1');
  todas = res.json();
});

function get(token: string, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: ctx.auth(token) });
}
const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
async function idsDe(url: string, token = admin): Promise<number[]> {
  const res = await get(token, `${url}${url.includes('?') ? '&' : '?'}rowsPerPage=-1`);
  expect(res.statusCode).toBe(200);
  return ids(res.json());
}
const sin = (s: string) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');

describe('GET /api/solicitudes', () => {
  it('paged shape, default 25 rows id descending; rows carry agency, gestor and verification data', async () => {
    const res = await get(admin, '/api/solicitudes');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 1, totalItems: todas.length, total: Math.ceil(todas.length / 25) });
    expect(body.data).toHaveLength(25);
    const data: SolicitudFila[] = body.data;
    expect(data.map((r) => r.id)).toEqual([...data.map((r) => r.id)].sort((a, b) => b - a));
    for (const r of data) expect(() => solicitudFilaSchema.parse(r)).not.toThrow();
    expect(data.every((r) => r.agencia_id === agencia1 && r.agencia_nombre === 'Agencia Centro' && /^#/.test(r.color ?? ''))).toBe(true);
    expect(todas.some((r) => r.encuestador !== null && r.solicitud_encuestador?.usuario_id === r.encuestador_id)).toBe(true);
    expect(todas.some((r) => r.verificado && r.verificacion_id !== null)).toBe(true);
  });

  it('page 2 continues page 1; rowsPerPage -1 is a plain array; sortBy whitelist', async () => {
    const p1 = (await get(admin, '/api/solicitudes?rowsPerPage=10&page=1&sortBy=folio_solicitud')).json();
    const p2 = (await get(admin, '/api/solicitudes?rowsPerPage=10&page=2&sortBy=folio_solicitud')).json();
    const folios = [...p1.data, ...p2.data].map((r: SolicitudFila) => r.folio_solicitud);
    expect(folios).toEqual([...todas].map((r) => r.folio_solicitud).sort().slice(0, 20));
    expect(p2.current_page).toBe(2);
    const desc = (await get(admin, '/api/solicitudes?rowsPerPage=5&sortBy=fecha_captura&descending=true')).json();
    const fechas = desc.data.map((r: SolicitudFila) => r.fecha_captura);
    expect(fechas).toEqual([...fechas].sort().reverse());
    // An unknown column is ignored (default order), never an error.
    expect((await get(admin, '/api/solicitudes?sortBy=password_hash')).statusCode).toBe(200);
    expect(Array.isArray(todas)).toBe(true);
  });

  it('each filter narrows to exactly the matching rows', async () => {
    const r0 = todas.find((r) => r.colonia !== '' && r.ciudad !== '' && r.fuerza_venta !== '') as SolicitudFila;
    const otra = todas.find((r) => r.colonia !== r0.colonia) as SolicitudFila;
    const casos: [string, (r: SolicitudFila) => boolean][] = [
      [`edo=${encodeURIComponent(r0.edo)}`, (r) => r.edo === r0.edo],
      [`ciudades=${encodeURIComponent(r0.ciudad)}`, (r) => r.ciudad === r0.ciudad],
      [`colonias[]=${encodeURIComponent(r0.colonia)}&colonias[]=${encodeURIComponent(otra.colonia)}`, (r) => r.colonia === r0.colonia || r.colonia === otra.colonia],
      [`colonias=${encodeURIComponent(r0.colonia)}&colonias=${encodeURIComponent(otra.colonia)}`, (r) => r.colonia === r0.colonia || r.colonia === otra.colonia],
      [`fuerza_venta=${encodeURIComponent(r0.fuerza_venta)}`, (r) => r.fuerza_venta === r0.fuerza_venta],
      [`folio_solicitud[]=${r0.folio_solicitud}&folio_solicitud[]=${otra.folio_solicitud}`, (r) => r.id === r0.id || r.id === otra.id],
      [`cp_desde=${r0.cp}&cp_hasta=${r0.cp}`, (r) => r.cp === r0.cp],
      [`fecha_desde=${r0.fecha_captura}&fecha_hasta=${r0.fecha_captura}`, (r) => r.fecha_captura === r0.fecha_captura],
      [`fecha_desde=${r0.fecha_captura}`, (r) => (r.fecha_captura ?? '') >= (r0.fecha_captura ?? '')],
      ['asignadas=1', (r) => r.encuestador_id !== null && !r.verificado],
      ['asignadas=2', (r) => r.encuestador_id === null && !r.verificado],
      ['asignadas=3', (r) => r.verificado],
      ['asignadas=0', () => true],
      ['asignadas[]=1&asignadas[]=3', (r) => (r.encuestador_id !== null && !r.verificado) || r.verificado],
      ['search=jose%20ANGEL', (r) => sin(`${r.nombre} ${r.appat_rzsoc} ${r.apmat_nomco}`).includes('jose angel')],
      ['search=abcd8001', (r) => sin(r.rfc).includes('abcd8001')],
      [`search=${r0.folio_solicitud.slice(2, 6)}`, (r) => [r.folio_solicitud, r.telefono].some((x) => x.includes(r0.folio_solicitud.slice(2, 6))) || sin(`${r.nombre} ${r.appat_rzsoc} ${r.apmat_nomco} ${r.rfc}`).includes(r0.folio_solicitud.slice(2, 6))],
      [`search=${r0.telefono.slice(-7)}`, (r) => r.telefono.includes(r0.telefono.slice(-7)) || r.folio_solicitud.includes(r0.telefono.slice(-7))],
      ['nombre_cliente=JOSÉ%20angel', (r) => sin(`${r.nombre} ${r.appat_rzsoc} ${r.apmat_nomco}`).includes('jose angel')],
    ];
    const gestor = todas.find((r) => r.encuestador_id !== null) as SolicitudFila;
    casos.push([`usuario_id=${gestor.encuestador_id}`, (r) => r.encuestador_id === gestor.encuestador_id]);
    for (const [query, pred] of casos) {
      const esperado = ids(todas.filter(pred));
      expect({ query, ids: await idsDe(`/api/solicitudes?${query}`) }).toEqual({ query, ids: esperado });
      if (!['asignadas=0'].includes(query)) expect(esperado.length).toBeLessThan(todas.length);
      expect(esperado.length).toBeGreaterThan(0);
    }
    // Paged total agrees with the array.
    const paged = (await get(admin, `/api/solicitudes?asignadas=2&rowsPerPage=10`)).json();
    expect(paged.totalItems).toBe(todas.filter((r) => r.encuestador_id === null && !r.verificado).length);
  });

  it('scoped users only see their agency; agencia_id only narrows a broad user', async () => {
    const deAdmin2 = await idsDe('/api/solicitudes');
    expect(deAdmin2).toEqual(ids(todas));
    const a2 = await idsDe(`/api/solicitudes?agencia_id=${agencia1}`, admin2);
    const propias2 = await idsDe('/api/solicitudes', admin2);
    expect(a2).toEqual(propias2);
    expect(propias2.some((id) => deAdmin2.includes(id))).toBe(false);
    const globales = await idsDe(`/api/solicitudes?agencia_id=${agencia2}`, superadmin);
    expect(globales).toEqual(propias2);
    const dos = await idsDe(`/api/solicitudes?agencia_id[]=${agencia1}&agencia_id[]=${agencia2}`, superadmin);
    expect(dos).toEqual(ids([...todas, ...propias2.map((id) => ({ id }))]));
  });

  it('422 in Spanish for bad filters; 403 without gestionar_solicitudes; 401 without token', async () => {
    const fechas = await get(admin, '/api/solicitudes?fecha_desde=2026-03-02&fecha_hasta=2026-03-01');
    expect(fechas.statusCode).toBe(422);
    expect(fechas.json()).toEqual({ message: MENSAJES.datosInvalidos, errors: { fecha_hasta: ['La fecha final no puede ser anterior a la inicial'] } });
    for (const q of ['fecha_desde=ayer', 'asignadas=9', 'cp_desde=abc', 'usuario_id=1e3', 'page=0', 'rowsPerPage=5000', 'vigencia=7']) {
      const res = await get(admin, `/api/solicitudes?${q}`);
      expect({ q, status: res.statusCode }).toEqual({ q, status: 422 });
    }
    expect((await get(operador, '/api/solicitudes')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/solicitudes' })).statusCode).toBe(401);
  });
});

describe('option lists', () => {
  it('distinct values of the rest of the filter, agency-scoped, in Spanish order', async () => {
    const edos = (await get(admin, '/api/solicitudes/edos')).json() as string[];
    expect(edos).toEqual([...new Set(todas.map((r) => r.edo))].sort(new Intl.Collator('es').compare));
    const edo = edos[0] as string;
    // Cascading: cities of one state; the state list ignores its own filter.
    const ciudades = (await get(admin, `/api/solicitudes/ciudades?edo=${encodeURIComponent(edo)}`)).json();
    expect(ciudades).toEqual([...new Set(todas.filter((r) => r.edo === edo).map((r) => r.ciudad))].sort(new Intl.Collator('es').compare));
    expect((await get(admin, `/api/solicitudes/edos?edo=${encodeURIComponent(edo)}`)).json()).toEqual(edos);
    const ciudad = ciudades[0] as string;
    const colonias = (await get(admin, `/api/solicitudes/colonias?ciudades[]=${encodeURIComponent(ciudad)}`)).json();
    expect(colonias).toEqual([...new Set(todas.filter((r) => r.ciudad === ciudad).map((r) => r.colonia))].sort(new Intl.Collator('es').compare));
    const fv = (await get(admin, '/api/solicitudes/fuerza_venta?asignadas=3')).json();
    expect(fv).toEqual([...new Set(todas.filter((r) => r.verificado).map((r) => r.fuerza_venta))].sort(new Intl.Collator('es').compare));
    // Scoped: admin2@ never gets agency 1's values only through its own rows.
    const edos2 = (await get(admin2, `/api/solicitudes/edos?agencia_id=${agencia1}`)).json();
    const propias2 = (await get(admin2, '/api/solicitudes?rowsPerPage=-1')).json() as SolicitudFila[];
    expect(edos2).toEqual([...new Set(propias2.map((r) => r.edo))].sort(new Intl.Collator('es').compare));
    expect((await get(operador, '/api/solicitudes/colonias')).statusCode).toBe(403);
  });
});

describe('Excel export', () => {
  async function leer(body: Buffer) {
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(body as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0];
    if (!hoja) throw new Error('sin hoja');
    return hoja;
  }

  it('exportar_excel=si with the Bearer header: every row of the filter, Spanish headers and labels, dates, formulas neutralised', async () => {
    const res = await get(admin, '/api/solicitudes?exportar_excel=si&rowsPerPage=10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="solicitudes-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const hoja = await leer(res.rawPayload);
    expect(hoja.rowCount - 1).toBe(todas.length);
    const headers = (hoja.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(expect.arrayContaining(['Folio', 'Nombre', 'Teléfono', 'Fecha de Captura', 'Estatus', 'Gestor', 'Agencia']));
    const col = (h: string) => headers.indexOf(h) + 1;
    const estatus = new Set<unknown>();
    let formula: ExcelJS.Cell | undefined;
    hoja.eachRow((row, n) => {
      if (n === 1) return;
      estatus.add(row.getCell(col('Estatus')).value);
      const c = row.getCell(col('Apellido Paterno / Razón Social'));
      if (String(c.value).includes('cmd')) formula = c;
    });
    expect([...estatus].sort()).toEqual(AsignadasReporte.options.map((o) => o.label).sort());
    // Neutralised against formula injection without a visible apostrophe: a text cell in the Text format, shown as typed.
    expect(formula?.type).toBe(ExcelJS.ValueType.String);
    expect(formula?.value).toBe('=cmd|calc');
    expect(formula?.numFmt).toBe('@');
    const fila = formula ? hoja.getRow(Number(formula.row)) : undefined;
    for (const [h, v] of [['Apellido Materno / Nombre Comercial', '+52 1'], ['Entre Calles', '-1+1'], ['Colonia', '@SUMA(A1)']] as const) {
      const c = fila?.getCell(col(h));
      expect({ h, type: c?.type, value: c?.value, numFmt: c?.numFmt }).toEqual({ h, type: ExcelJS.ValueType.String, value: v, numFmt: '@' });
    }
    const fecha = hoja.getRow(2).getCell(col('Fecha de Captura'));
    expect(fecha.value).toBeInstanceOf(Date);
  });

  it('export honours the filter (row count = totalItems)', async () => {
    const paged = (await get(admin, '/api/solicitudes?asignadas=2')).json();
    const res = await get(admin, '/api/solicitudes?asignadas=2&exportar_excel=si');
    expect((await leer(res.rawPayload)).rowCount - 1).toBe(paged.totalItems);
  });

  it('every exported cell matches the list row: text, ids, dates as the business wall clock, gestor, operator; XML-special characters kept, forbidden ones dropped', async () => {
    const [segunda] = todas.slice(-2);
    await ctx.db.update(solicitudes).set({ comentario: 'a & b <c> "d" \'e\' \u0001fin' }).where(eq(solicitudes.id, segunda?.id ?? 0));
    const hoja = await leer((await get(admin, '/api/solicitudes?exportar_excel=si')).rawPayload);
    const headers = (hoja.getRow(1).values as unknown[]).slice(1);
    const celda = (row: ExcelJS.Row, h: string) => row.getCell(headers.indexOf(h) + 1).value;
    const comoFecha = (v: string | null) => (v ? new Date(`${v.replace(' ', 'T')}${v.length === 10 ? 'T00:00:00' : ''}Z`) : null);
    const porId = new Map(todas.map((r) => [r.id, r]));
    let vistas = 0;
    hoja.eachRow((row, n) => {
      if (n === 1) return;
      const r = porId.get(Number(celda(row, 'ID')));
      if (!r) throw new Error(`fila ${n} sin par`);
      vistas++;
      expect({
        folio: celda(row, 'Folio'),
        telefono: celda(row, 'Teléfono'),
        alta: celda(row, 'Fecha de Alta'),
        captura: celda(row, 'Fecha de Captura'),
        asignacion: celda(row, 'Fecha de Asignación'),
        verificacion: celda(row, 'Fecha de Verificación'),
        gestor: celda(row, 'Gestor'),
        operador: celda(row, 'Operador'),
        agencia: celda(row, 'Agencia'),
      }).toEqual({
        folio: r.folio_solicitud,
        telefono: r.telefono || null,
        alta: comoFecha(r.created_at),
        captura: comoFecha(r.fecha_captura),
        asignacion: comoFecha(r.solicitudes_encuentadores_created_at),
        verificacion: comoFecha(r.verificacion_hora),
        gestor: r.encuestador,
        operador: r.operador,
        agencia: r.agencia_nombre,
      });
      if (r.id === segunda?.id) expect(celda(row, 'Comentario')).toBe('a & b <c> "d" \'e\' fin');
    });
    expect(vistas).toBe(todas.length);
    expect(todas.some((r) => r.solicitudes_encuentadores_created_at) && todas.some((r) => r.verificacion_hora)).toBe(true);
  });

  it('signed link: short-lived, bound to the user, no session token in the URL; tampering refused', async () => {
    const link = await ctx.app.inject({ method: 'POST', url: '/api/solicitudes/exportar', headers: ctx.auth(admin), payload: { asignadas: [3], colonias: [] } });
    expect(link.statusCode).toBe(200);
    const { url, expira } = link.json();
    expect(expira).toBeLessThanOrEqual(60);
    expect(url).not.toContain(admin.split('.')[2]);
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect((await leer(res.rawPayload)).rowCount - 1).toBe(todas.filter((r) => r.verificado).length);
    const otroUsuario = url.replace(/([?&]u=)\d+/, `$1${await ctx.userId('superadmin@verifica.mx')}`);
    expect((await ctx.app.inject({ method: 'GET', url: otroUsuario })).statusCode).toBe(403);
    const otroFiltro = url.replace(/([?&]f=)[^&]+/, `$1${Buffer.from('{}').toString('base64url')}`);
    expect((await ctx.app.inject({ method: 'GET', url: otroFiltro })).statusCode).toBe(403);
    const caducado = url.replace(/([?&]exp=)\d+/, '$11000');
    expect((await ctx.app.inject({ method: 'GET', url: caducado })).statusCode).toBe(403);
    // The link's user is re-checked when it is used: deactivated -> 403.
    const supervisor = await ctx.tokenFor('supervisor@verifica.mx');
    const suyo = (await ctx.app.inject({ method: 'POST', url: '/api/solicitudes/exportar', headers: ctx.auth(supervisor), payload: {} })).json().url;
    await ctx.db.update(usuarios).set({ activo: false }).where(eq(usuarios.correo, 'supervisor@verifica.mx'));
    expect((await ctx.app.inject({ method: 'GET', url: suyo })).statusCode).toBe(403);
    const malo = await ctx.app.inject({ method: 'POST', url: '/api/solicitudes/exportar', headers: ctx.auth(admin), payload: { fecha_desde: 'x' } });
    expect(malo.statusCode).toBe(422);
    expect(malo.json().errors.fecha_desde).toBeDefined();
  });
});
