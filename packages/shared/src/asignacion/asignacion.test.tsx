import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PersonaListItem } from '@verifica/contracts';
import { setupTestApi } from '../testing';
import { http } from '../api/client';
import { renderWithProviders } from '../testing/render';
import { AsignacionBlock, CargarArchivoDialog, ReasignarDialog } from './index';
import { FiltroOpciones } from './FiltroOpciones';
import { RangoFechas } from './RangoFechas';

const api = setupTestApi({ configure: true });
// The lazy chunks, compiled once up front so the first test does not wait for them.
beforeAll(() => Promise.all([import('./parts'), import('../ui/DatePicker'), import('../ui/select/Select'), import('../ui/select/MultiSelect')]), 60_000);

const GESTORES: PersonaListItem[] = [
  { id: 7, nombre_completo: 'Gabriel Gestor' },
  { id: 8, nombre_completo: 'Gloria Gestora' },
];
const personas = async (agenciaId: number | null) =>
  (await http.get<PersonaListItem[]>('/api/gestores/list', { params: agenciaId ? { agencia_id: agenciaId } : {} })).data;

const subir = (file: File, onProgress: (p: number) => void) => {
  const body = new FormData();
  body.append('file', file);
  return http.post('/api/solicitudes/load_file', body, {
    onUploadProgress: (e) => onProgress(e.total ? Math.round((e.loaded * 100) / e.total) : 0),
  });
};

describe('CargarArchivoDialog', () => {
  it('ignores a name without extension, uploads a .csv and shows every "- Fila N" line, then reloads', async () => {
    api.on('POST /api/solicitudes/load_file', {
      status: 422,
      delayMs: 150,
      body: { message: 'Datos inválidos', errors: { file: ['Fila 3: el folio ya existe', 'Fila 5: falta el nombre'] } },
    });
    const onUploaded = jest.fn();
    renderWithProviders(<CargarArchivoDialog open onClose={() => {}} subir={subir} onUploaded={onUploaded} descargarPlantilla={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cargar Archivo' });
    const input = within(dialog).getByLabelText('Archivo (.xlsx, .xls o .csv)');
    expect(input).toHaveAttribute('accept', '.xlsx,.xls,.csv');
    // Our own Spanish texts, not the browser's 'Choose File / No file chosen'.
    expect(within(dialog).getByRole('button', { name: 'Seleccionar archivo' })).toBeEnabled();
    expect(within(dialog).getByText('Ningún archivo seleccionado')).toBeVisible();
    const cargar = within(dialog).getByRole('button', { name: 'Cargar' });
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(input, new File(['x'], 'solicitudes', { type: 'text/csv' }));
    expect(cargar).toBeDisabled();
    await user.upload(input, new File(['x'], '.csv', { type: 'text/csv' }));
    expect(cargar).toBeDisabled();

    await user.upload(input, new File(['folio\nA1'], 'solicitudes.csv', { type: 'text/csv' }));
    expect(within(dialog).getByText('solicitudes.csv')).toBeVisible();
    await user.click(cargar);
    expect(await within(dialog).findByRole('progressbar', { name: 'Progreso de la carga' })).toBeInTheDocument();
    const alerta = await within(dialog).findByRole('alert');
    expect(within(alerta).getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'Error al procesar el archivo',
      '- Fila 3: El folio ya existe',
      '- Fila 5: Falta el nombre',
    ]);
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(String(api.calls('POST /api/solicitudes/load_file')[0]?.body)).toContain('filename="solicitudes.csv"');
    expect(within(dialog).getByRole('button', { name: 'Descargar plantilla' })).toBeInTheDocument();
  });

  it("says 'Archivo cargado correctamente' on success", async () => {
    api.on('POST /api/solicitudes/load_file', { body: { message: 'Archivo cargado correctamente', insertados: 2 } });
    const onUploaded = jest.fn();
    renderWithProviders(<CargarArchivoDialog open onClose={() => {}} subir={subir} onUploaded={onUploaded} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cargar Archivo' });
    await userEvent.upload(within(dialog).getByLabelText('Archivo (.xlsx, .xls o .csv)'), new File(['x'], 'lote.XLSX'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cargar' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Archivo cargado correctamente');
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(within(dialog).queryByRole('button', { name: 'Descargar plantilla' })).not.toBeInTheDocument();
  });
});

describe('AsignacionBlock', () => {
  it('without agencies (scoped user) lists the own gestores; Asignar waits for a gestor; success is announced', async () => {
    api.on('GET /api/gestores/list', { body: GESTORES });
    api.on('POST /api/solicitudes_encuestador', { body: { message: 'ok' } });
    const onAsignado = jest.fn();
    const asignar = (usuario_id: number) => http.post('/api/solicitudes_encuestador/', { seleccionados: [1, 2], usuario_id });
    renderWithProviders(
      <AsignacionBlock agencias={null} personaLabel="Gestor" seleccionados={2} cargarPersonas={personas} asignar={asignar} onAsignado={onAsignado} />,
    );
    const asignarBtn = await screen.findByRole('button', { name: 'Asignar' });
    expect(asignarBtn).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: 'Agencia' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar opciones de Gestor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gloria Gestora' }));
    expect(asignarBtn).toBeEnabled();
    await userEvent.click(asignarBtn);
    expect(await screen.findByText('Folios asignados correctamente')).toBeInTheDocument();
    expect(onAsignado).toHaveBeenCalledTimes(1);
    expect(api.calls('POST /api/solicitudes_encuestador')[0]?.body).toEqual({ seleccionados: [1, 2], usuario_id: 8 });
  });

  it('broad users choose the agency first; a refusal shows the message and errors.usuario_id', async () => {
    api.on('GET /api/gestores/list', (r) => ({ body: r.query.get('agencia_id') === '2' ? GESTORES.slice(0, 1) : [] }));
    api.on('POST /api/solicitudes_encuestador', {
      status: 422,
      body: { message: 'Datos inválidos', errors: { usuario_id: ['El gestor no pertenece a la agencia'] } },
    });
    const asignar = (usuario_id: number, agencia_id: number | null) => http.post('/api/solicitudes_encuestador/', { usuario_id, agencia_id });
    renderWithProviders(
      <AsignacionBlock
        agencias={[{ id: 2, nombre: 'Agencia Norte' }]}
        personaLabel="Gestor"
        seleccionados={1}
        cargarPersonas={personas}
        asignar={asignar}
        onAsignado={() => {}}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar opciones de Agencia' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Agencia Norte' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar opciones de Gestor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gabriel Gestor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Asignar' }));
    expect(await screen.findByText('Hubo un error en la solicitud')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Gestor' })).toHaveAccessibleDescription('El gestor no pertenece a la agencia');
    expect(api.calls('GET /api/gestores/list').map((c) => c.query.get('agencia_id'))).toEqual(['2']);
  });
});

function Reasignar({ onDone }: { onDone: () => void }) {
  const [folio, setFolio] = useState<string | null>('F-100');
  return (
    <ReasignarDialog
      folio={folio}
      actual="Gabriel Gestor"
      personaLabel="Gestor"
      cargarPersonas={() => personas(null)}
      guardar={(usuario_id) => http.put('/api/solicitudes_encuestador/5', { usuario_id })}
      desasignar={() => http.put('/api/solicitudes_encuestador/5', { usuario_id: 0 })}
      onClose={() => setFolio(null)}
      onDone={onDone}
    />
  );
}

describe('ReasignarDialog', () => {
  beforeEach(() => api.on('GET /api/gestores/list', { body: GESTORES }));

  it('shows the folio and the current gestor, offers the others and saves: "Reasignacion Efectuada"', async () => {
    api.on('PUT /api/solicitudes_encuestador/:id', { body: {} });
    const onDone = jest.fn();
    renderWithProviders(<Reasignar onDone={onDone} />);
    const dialog = await screen.findByRole('dialog', { name: 'Reasignar Gestor' });
    expect(within(dialog).getByLabelText('Folio')).toHaveValue('F-100');
    expect(within(dialog).getByLabelText('Gestor actual')).toHaveValue('Gabriel Gestor');
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Mostrar opciones de Nuevo Gestor' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Gloria Gestora']);
    await userEvent.click(screen.getByRole('option', { name: 'Gloria Gestora' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Reasignacion Efectuada')).toBeInTheDocument();
    expect(api.calls('PUT /api/solicitudes_encuestador/:id')[0]?.body).toEqual({ usuario_id: 8 });
    expect(onDone).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failed save says "Error al Actualizado" and stays open', async () => {
    api.on('PUT /api/solicitudes_encuestador/:id', { status: 422, body: { message: 'x', errors: { usuario_id: ['Ya está verificada'] } } });
    renderWithProviders(<Reasignar onDone={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Reasignar Gestor' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Mostrar opciones de Nuevo Gestor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gloria Gestora' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al Actualizado')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Nuevo Gestor' })).toHaveAccessibleDescription('Ya está verificada');
  });

  it('Desasignar asks first, then sends usuario_id 0: "Desasignacion Exitosa"; a failure says "Error al Desasignar"', async () => {
    api.on('PUT /api/solicitudes_encuestador/:id', { status: 500, body: {} });
    const onDone = jest.fn();
    renderWithProviders(<Reasignar onDone={onDone} />);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Reasignar Gestor' })).getByRole('button', { name: 'Desasignar' }));
    const confirmacion = await screen.findByRole('dialog', { name: 'Desasignar' });
    expect(confirmacion).toHaveTextContent('¿Desasignar el folio F-100?');
    await userEvent.click(within(confirmacion).getByRole('button', { name: 'Desasignar' }));
    expect(await screen.findByText('Error al Desasignar')).toBeInTheDocument();
    expect(api.calls('PUT /api/solicitudes_encuestador/:id')[0]?.body).toEqual({ usuario_id: 0 });
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

describe('filter parts', () => {
  function Fechas() {
    const [r, setR] = useState({ desde: '2025-03-10', hasta: '2025-03-12' });
    return <RangoFechas desde={r.desde} hasta={r.hasta} onChange={(desde, hasta) => setR({ desde, hasta })} />;
  }

  it('the to-date cannot precede the from-date: a later from-date carries the to-date with it', async () => {
    renderWithProviders(<Fechas />);
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir calendario de Fecha Desde' }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('button', { name: 'sábado, 15 de marzo de 2025' }));
    expect(screen.getByLabelText('Fecha Desde')).toHaveValue('2025-03-15');
    expect(screen.getByLabelText('Fecha Hasta')).toHaveValue('2025-03-15');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir calendario de Fecha Hasta' }));
    expect(await screen.findByRole('button', { name: 'viernes, 14 de marzo de 2025' })).toBeDisabled();
  });

  it('an option list is asked for when the user enters the field, with the rest of the filter as it is then', async () => {
    api.on('GET /api/solicitudes/ciudades', (r) => ({ body: r.query.get('edo') === 'Jalisco' ? ['Guadalajara', 'Zapopan'] : ['Monterrey'] }));
    function Ciudades() {
      const [edo, setEdo] = useState('Nuevo León');
      const [ciudades, setCiudades] = useState<string[]>([]);
      const load = async () => (await http.get<string[]>('/api/solicitudes/ciudades', { params: { edo } })).data;
      return (
        <>
          <button type="button" onClick={() => setEdo('Jalisco')}>
            Jalisco
          </button>
          <FiltroOpciones label="Ciudades" value={ciudades} onChange={setCiudades} load={load} loadKey={edo} />
        </>
      );
    }
    renderWithProviders(<Ciudades />);
    const abrir = await screen.findByRole('button', { name: 'Mostrar opciones de Ciudades' });
    expect(api.calls('GET /api/solicitudes/ciudades')).toHaveLength(0);
    await userEvent.click(abrir);
    expect(await screen.findByRole('option', { name: 'Monterrey' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Monterrey' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Jalisco' }));
    // Left the field: the new filter reloads nothing until the user comes back.
    expect(api.calls('GET /api/solicitudes/ciudades')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar opciones de Ciudades' }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Guadalajara', 'Zapopan', 'Monterrey']),
    );
    expect(api.calls('GET /api/solicitudes/ciudades')).toHaveLength(2);
    expect(api.calls('GET /api/solicitudes/ciudades')[1]?.query.get('edo')).toBe('Jalisco');
  });
});
