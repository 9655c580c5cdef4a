import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES, MENSAJES_TRABAJOS, type Trabajo } from '@verifica/contracts';
import { trabajosApi } from '../api/trabajos';
import { CargarArchivoDialog } from '../asignacion';
import { setupTestApi, trabajoDemo } from '../testing';
import { renderWithProviders } from '../testing/render';
import { ProgresoTrabajo } from './ProgresoTrabajo';
import { TrabajoEnCurso } from './TrabajoEnCurso';

const api = setupTestApi({ configure: true });
beforeAll(() => import('../asignacion/parts'), 60_000);

const trabajo = (over: Partial<Trabajo> = {}): Trabajo => trabajoDemo({ id: 5, ...over });

describe('ProgresoTrabajo', () => {
  it('rows done of the total on a bar, the time left from the pace so far, Cancelar while it runs', async () => {
    const onCancelar = jest.fn();
    const inicio = new Date(Date.now() - 10_000).toISOString();
    renderWithProviders(<ProgresoTrabajo trabajo={trabajo({ tipo: 'exportar_solicitudes', hechos: 2500, total: 10000, iniciado_at: inicio })} onCancelar={onCancelar} />);
    const caja = screen.getByRole('group', { name: 'Exportación de solicitudes' });
    expect(within(caja).getByRole('progressbar', { name: 'Progreso: Exportación de solicitudes' })).toHaveAttribute('value', '2500');
    expect(within(caja).getByRole('status')).toHaveTextContent(/^2,500 de 10,000 filas · Quedan unos 30 s$/);
    await userEvent.click(within(caja).getByRole('button', { name: 'Cancelar' }));
    expect(onCancelar).toHaveBeenCalledTimes(1);
  });

  it('finished: no bar, no Cancelar, its actions (Descargar) instead', () => {
    renderWithProviders(
      <ProgresoTrabajo trabajo={trabajo({ tipo: 'exportar_solicitudes', estado: 'terminado', hechos: 40, total: 40 })} onCancelar={() => {}}>
        <button type="button">Descargar</button>
      </ProgresoTrabajo>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('40 de 40 filas');
  });
});

describe('CargarArchivoDialog with a background job', () => {
  const subir = (file: File, onProgress: (p: number) => void, agenciaId: number | null) => trabajosApi.importar(file, onProgress, agenciaId);

  async function cargar() {
    const dialog = await screen.findByRole('dialog', { name: 'Cargar Archivo' });
    await userEvent.upload(within(dialog).getByLabelText('Archivo (.xlsx, .xls o .csv)'), new File(['Folio\nA1'], 'lote.csv', { type: 'text/csv' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cargar' }));
    return dialog;
  }

  it('uploads as a job, shows its progress, then the "- Fila N" lines of a refused file; the list reloads', async () => {
    api.on('POST /api/trabajos', { status: 202, body: { id: 5, message: MENSAJES_TRABAJOS.creado } });
    let lecturas = 0;
    api.on('GET /api/trabajos/:id', () =>
      ++lecturas < 2
        ? { body: trabajo() }
        : { body: trabajo({ estado: 'fallido', error: MENSAJES_TRABAJOS.cargaConErrores, resultado: { message: MENSAJES.errorArchivo, errores: ['Fila 3: el CP no es válido'] } }) },
    );
    const onUploaded = jest.fn();
    renderWithProviders(<CargarArchivoDialog open onClose={() => {}} subir={subir} onUploaded={onUploaded} />);
    const dialog = await cargar();
    const caja = await within(dialog).findByRole('group', { name: 'Carga de solicitudes' });
    expect(caja).toHaveTextContent('Carga de solicitudes: En curso');
    expect(within(caja).getByRole('status')).toHaveTextContent(/^Procesando…$/);
    expect(within(dialog).getByText('Puedes cerrar esta ventana: la carga sigue y la verás en Mis trabajos.')).toBeInTheDocument();
    const alerta = await within(dialog).findByRole('alert');
    expect(within(alerta).getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['Error al procesar el archivo', '- Fila 3: El CP no es válido']);
    expect(onUploaded).toHaveBeenCalledTimes(1);
    const cuerpo = String(api.calls('POST /api/trabajos')[0]?.body);
    expect(cuerpo).toContain('name="tipo"');
    expect(cuerpo).toContain('importar_solicitudes');
  });

  it('Validar shows its job as a validation, not as an upload, while it runs', async () => {
    api.on('POST /api/trabajos', { status: 202, body: { id: 7, message: MENSAJES_TRABAJOS.creado } });
    api.on('GET /api/trabajos/:id', { body: trabajo({ id: 7 }) });
    renderWithProviders(<CargarArchivoDialog open onClose={() => {}} subir={subir} onUploaded={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cargar Archivo' });
    await userEvent.upload(within(dialog).getByLabelText('Archivo (.xlsx, .xls o .csv)'), new File(['Folio\nA1'], 'lote.csv', { type: 'text/csv' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Validar' }));
    expect(await within(dialog).findByRole('group', { name: 'Validación de archivo (no guarda)' })).toHaveTextContent('Validación de archivo (no guarda): En curso');
  });

  it('a refused queueing (too many jobs) shows the server\'s message', async () => {
    api.on('POST /api/trabajos', { status: 429, body: { message: MENSAJES_TRABAJOS.demasiados } });
    renderWithProviders(<CargarArchivoDialog open onClose={() => {}} subir={subir} onUploaded={() => {}} />);
    const dialog = await cargar();
    const alerta = await within(dialog).findByRole('alert');
    expect(within(alerta).getAllByRole('paragraph').map((p) => p.textContent)).toEqual([MENSAJES.errorArchivo, `- ${MENSAJES_TRABAJOS.demasiados}`]);
  });

  it('Cancelar stops the job (DELETE) and says so', async () => {
    api.on('POST /api/trabajos', { status: 202, body: { id: 6, message: MENSAJES_TRABAJOS.creado } });
    let cancelado = false;
    api.on('GET /api/trabajos/:id', () => ({ body: trabajo({ id: 6, estado: cancelado ? 'cancelado' : 'en_curso' }) }));
    api.on('DELETE /api/trabajos/:id', () => {
      cancelado = true;
      return { body: trabajo({ id: 6, estado: 'en_curso' }) };
    });
    renderWithProviders(<CargarArchivoDialog open onClose={() => {}} subir={subir} onUploaded={() => {}} />);
    const dialog = await cargar();
    const caja = await within(dialog).findByRole('group', { name: 'Carga de solicitudes' });
    await userEvent.click(within(caja).getByRole('button', { name: 'Cancelar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MENSAJES_TRABAJOS.cancelado);
    expect(api.calls('DELETE /api/trabajos/:id')).toHaveLength(1);
  });
});

describe('TrabajoEnCurso', () => {
  it('Descargar of a file that expired meanwhile says so in Spanish, opening nothing', async () => {
    const terminado = trabajo({ estado: 'terminado', hechos: 3, total: 3, nombre_archivo: 'solicitudes.xlsx', terminado_at: new Date().toISOString() });
    api.on('GET /api/trabajos/:id', { body: { ...terminado, enlace: null } });
    const abrir = jest.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<TrabajoEnCurso seguimiento={{ trabajo: terminado, error: null, activo: false, cancelando: false, cancelar: jest.fn() }} onCerrar={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Descargar' }));
    expect(await screen.findByText(MENSAJES_TRABAJOS.archivoExpirado)).toBeInTheDocument();
    expect(abrir).toHaveBeenCalledTimes(1);
    expect(abrir).not.toHaveBeenCalledWith(expect.stringContaining('/api/trabajos'), expect.anything());
    abrir.mockRestore();
  });
});
