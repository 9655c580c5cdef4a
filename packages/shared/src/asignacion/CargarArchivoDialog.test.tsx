import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES, MENSAJES_SOLICITUDES, MENSAJES_TRABAJOS, type Trabajo } from '@verifica/contracts';
import { trabajosApi } from '../api/trabajos';
import { setupTestApi, trabajoDemo } from '../testing';
import { renderWithProviders } from '../testing/render';
import { CargarArchivoDialog } from './CargarArchivoDialog';

const api = setupTestApi({ configure: true });
beforeAll(() => import('./parts'), 60_000);

const trabajo = (over: Partial<Trabajo> = {}): Trabajo => trabajoDemo({ id: 9, estado: 'terminado', terminado_at: new Date().toISOString(), ...over });

const subir: Parameters<typeof CargarArchivoDialog>[0]['subir'] = (file, onProgress, agenciaId, opciones) => trabajosApi.importar(file, onProgress, agenciaId, opciones);
/** The multipart field `nombre` of the n-th POST /api/trabajos, or null when absent. */
const campo = (n: number, nombre: string) => new RegExp(`name="${nombre}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(String(api.calls('POST /api/trabajos')[n]?.body))?.[1] ?? null;

async function abrir(onUploaded = jest.fn()) {
  renderWithProviders(<CargarArchivoDialog open onClose={() => {}} subir={subir} onUploaded={onUploaded} />);
  const dialog = await screen.findByRole('dialog', { name: 'Cargar Archivo' });
  await userEvent.upload(within(dialog).getByLabelText('Archivo (.xlsx, .xls o .csv)'), new File(['Folio\nA1'], 'lote.csv', { type: 'text/csv' }));
  return dialog;
}

describe('CargarArchivoDialog: Validar, the error workbook, the column mapping', () => {
  it('Validar sends a dry run; a clean file says so with the valid rows, keeps the file to load and does not reload the list', async () => {
    api.on('POST /api/trabajos', { status: 202, body: { id: 9, message: MENSAJES_TRABAJOS.creado } });
    api.on('GET /api/trabajos/:id', { body: trabajo({ hechos: 2, total: 2, resultado: { validacion: true, validas: 2, insertados: 0, message: MENSAJES_TRABAJOS.validacionCorrecta } }) });
    const onUploaded = jest.fn();
    const dialog = await abrir(onUploaded);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Validar' }));
    const estado = await within(dialog).findByText(MENSAJES_TRABAJOS.validacionCorrecta, { selector: 'p' });
    expect(estado.parentElement).toHaveTextContent('Filas válidas: 2');
    expect(campo(0, 'validar')).toBe('true');
    expect(campo(0, 'tipo')).toBe('importar_solicitudes');
    expect(onUploaded).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Cargar' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Descargar archivo con errores' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cargar' }));
    expect(campo(1, 'validar')).toBeNull();
    // The (mocked) job answered again: followed to its end before the test closes.
    expect(await within(dialog).findByText(MENSAJES_TRABAJOS.validacionCorrecta, { selector: 'p' })).toBeInTheDocument();
  });

  it('errors: each line, the valid rows, and "Descargar archivo con errores" opens the job\'s signed link', async () => {
    api.on('POST /api/trabajos', { status: 202, body: { id: 9, message: MENSAJES_TRABAJOS.creado } });
    api.on('GET /api/trabajos/:id', {
      body: trabajo({
        nombre_archivo: 'errores-lote.xlsx',
        enlace: { url: '/api/trabajos/9/archivo?exp=1&sig=x', expira: 60 },
        resultado: { validacion: true, validas: 1, message: MENSAJES_TRABAJOS.validacionConErrores, errores: ['Fila 3: CP: el CP no es válido'] },
      }),
    });
    const pestana = { location: { href: '' }, close: jest.fn() };
    const abrirVentana = jest.spyOn(window, 'open').mockReturnValue(pestana as unknown as Window);
    const dialog = await abrir();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Validar' }));
    const alerta = await within(dialog).findByRole('alert');
    expect(within(alerta).getAllByRole('paragraph').map((p) => p.textContent)).toEqual([MENSAJES_TRABAJOS.validacionConErrores, 'Filas válidas: 1', '- Fila 3: CP: el CP no es válido']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descargar archivo con errores' }));
    expect(abrirVentana).toHaveBeenCalledWith('', '_blank');
    // The tab gets the fresh signed link once its request answers (one network round trip, not one tick).
    await waitFor(() => expect(pestana.location.href).toMatch(/\/api\/trabajos\/9\/archivo\?exp=1&sig=x$/));
    abrirVentana.mockRestore();
  });

  it('a refused file lists its errors by row (Fila 2 before Fila 22), each starting with a capital letter', async () => {
    api.on('POST /api/trabajos', { status: 202, body: { id: 9, message: MENSAJES_TRABAJOS.creado } });
    api.on('GET /api/trabajos/:id', {
      body: trabajo({
        estado: 'fallido',
        error: MENSAJES_TRABAJOS.cargaConErrores,
        resultado: { message: MENSAJES.errorArchivo, errores: ['Fila 22: el folio A1 está repetido (fila 2)', 'Fila 24: el folio A3 está repetido (fila 4)', 'Fila 2: el folio A1 ya existe en la agencia', 'Fila 21: CP: el CP no es válido'] },
      }),
    });
    const dialog = await abrir();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cargar' }));
    const alerta = await within(dialog).findByRole('alert');
    expect(within(alerta).getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      MENSAJES.errorArchivo,
      '- Fila 2: El folio A1 ya existe en la agencia',
      '- Fila 21: CP: el CP no es válido',
      '- Fila 22: El folio A1 está repetido (fila 2)',
      '- Fila 24: El folio A3 está repetido (fila 4)',
    ]);
  });

  it('a failed import with an error workbook offers it too, under the refusal', async () => {
    api.on('POST /api/trabajos', { status: 202, body: { id: 9, message: MENSAJES_TRABAJOS.creado } });
    api.on('GET /api/trabajos/:id', {
      body: trabajo({ estado: 'fallido', error: MENSAJES_TRABAJOS.cargaConErrores, nombre_archivo: 'errores-lote.xlsx', resultado: { message: MENSAJES.errorArchivo, errores: ['Fila 2: el folio A1 ya existe en la agencia'] } }),
    });
    const dialog = await abrir();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cargar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('- Fila 2: El folio A1 ya existe en la agencia');
    expect(within(dialog).getByRole('button', { name: 'Descargar archivo con errores' })).toBeInTheDocument();
  });

  it('Validar with unread columns does not say in green "puedes cargarlo": it says which columns were not read, above their fields', async () => {
    api.on('POST /api/trabajos', { status: 202, body: { id: 9, message: MENSAJES_TRABAJOS.creado } });
    api.on('GET /api/trabajos/:id', {
      body: trabajo({ hechos: 2, total: 2, resultado: { validacion: true, validas: 2, insertados: 0, message: MENSAJES_TRABAJOS.validacionCorrecta, sin_campo: ['Expediente', 'Notas'] } }),
    });
    const dialog = await abrir();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Validar' }));
    const grupo = await within(dialog).findByRole('group', { name: 'Columnas sin campo' });
    const estado = within(dialog).getByRole('status');
    expect(estado).toHaveTextContent('El archivo no tiene errores, pero 2 columnas no se leyeron: elige su campo abajo o cárgalo sin ellas');
    expect(estado).toHaveTextContent('Filas válidas: 2');
    expect(within(dialog).queryByText(MENSAJES_TRABAJOS.validacionCorrecta)).not.toBeInTheDocument();
    expect(screen.queryByText(MENSAJES_TRABAJOS.validacionCorrecta)).not.toBeInTheDocument();
    // Not in green (success): in the warning colour.
    expect(['#a15c00', 'rgb(161, 92, 0)']).toContain(getComputedStyle(estado).color);
    expect(grupo).toBeInTheDocument();
  });

  it('unrecognised columns: a field select each (Spanish labels); the choice goes with the next run as mapeo', async () => {
    api.on('POST /api/trabajos', { status: 202, body: { id: 9, message: MENSAJES_TRABAJOS.creado } });
    api.on('GET /api/trabajos/:id', () =>
      api.calls('POST /api/trabajos').length < 2
        ? { body: trabajo({ estado: 'fallido', error: MENSAJES_TRABAJOS.cargaConErrores, resultado: { message: MENSAJES.errorArchivo, errores: [MENSAJES_SOLICITUDES.archivoSinFolio], sin_campo: ['Expediente', 'Notas'] } }) }
        : { body: trabajo({ hechos: 1, total: 1, resultado: { message: MENSAJES.archivoCargado, insertados: 1 } }) },
    );
    const dialog = await abrir();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Validar' }));
    const grupo = await within(dialog).findByRole('group', { name: 'Columnas sin campo' });
    // The selects are lazy: a disabled placeholder stands in until their code has loaded.
    expect(await within(grupo).findAllByRole('combobox')).toHaveLength(2);
    await userEvent.click(within(grupo).getByRole('button', { name: 'Mostrar opciones de Campo de la columna «Expediente»' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Folio' }));
    expect(within(grupo).getByRole('combobox', { name: 'Campo de la columna «Expediente»' })).toHaveValue('Folio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cargar' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(MENSAJES.archivoCargado);
    expect(JSON.parse(campo(1, 'mapeo') ?? 'null')).toEqual({ Expediente: 'folio_solicitud' });
    expect(campo(0, 'mapeo')).toBeNull();
    expect(within(dialog).queryByRole('group', { name: 'Columnas sin campo' })).not.toBeInTheDocument();
  });
});
