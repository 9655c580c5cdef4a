import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { EventoHistorial } from '@verifica/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '../api/client';
import { sessionStore } from '../session/sessionStore';
import { renderWithProviders } from '../testing/render';
import { solicitudDetalleDemo } from '../testing/solicitudDetalleDemo';
import { SolicitudDetailDialog } from './SolicitudDetailDialog';

const seen: InternalAxiosRequestConfig[] = [];
const detalle = solicitudDetalleDemo();

/** Stands in for the network under our real axios client. */
const eventos: EventoHistorial[] = [
  { fecha: '2026-05-02 09:15:00', tipo: 'importada', usuario: 'Ana Admin', descripcion: 'Importada del archivo lote.xlsx', cambios: [] },
  { fecha: '2026-05-03 10:00:00', tipo: 'asignada', usuario: 'Ana Admin', descripcion: 'Asignada al gestor Juan Gestor', cambios: [] },
  { fecha: '2026-05-04 11:30:00', tipo: 'creada', usuario: null, descripcion: 'Solicitud creada', cambios: [] },
  {
    fecha: '2026-05-05 12:00:00',
    tipo: 'editada',
    usuario: 'Ana Admin',
    descripcion: 'Datos editados: Nombre, Teléfono',
    cambios: [
      { campo: 'Nombre', antes: 'Rosa', despues: 'Rosa María' },
      { campo: 'Teléfono', antes: null, despues: '5500000001' },
    ],
  },
];
/** The status the history answers with instead of its events (null: it answers them). */
let historialFalla: number | null = null;
const fakeServer: AxiosAdapter = async (config) => {
  seen.push(config);
  if (config.url === '/api/solicitudes/11/historial') {
    if (historialFalla !== null) return Promise.reject(Object.assign(new Error(String(historialFalla)), { isAxiosError: true, response: { status: historialFalla, data: {} } }));
    return { data: eventos, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
  }
  const data = config.url === '/api/solicitudes/11' ? detalle : new Blob(['%PDF'], { type: 'application/pdf' });
  return { data, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
};

beforeAll(() => {
  http.defaults.adapter = fakeServer;
});
beforeEach(() => {
  seen.length = 0;
  sessionStore.set({ token: 't', nombre: 'Ana', correo: 'a@b.mx', agencia: '', permisos: ['*'] });
});

const term = (dialog: HTMLElement, label: string) => within(dialog).getByText(label).nextElementSibling;

describe('SolicitudDetailDialog', () => {
  it('Historial: closed at first (no request); opened with the keyboard, lists every event with when and who', async () => {
    historialFalla = null;
    const user = userEvent.setup();
    renderWithProviders(<SolicitudDetailDialog open onClose={() => {}} solicitud={detalle} />);
    const dialog = await screen.findByRole('dialog');
    expect(seen.some((c) => c.url?.endsWith('/historial'))).toBe(false);
    const boton = within(dialog).getByRole('button', { name: /Historial/ });
    expect(boton).toHaveAttribute('aria-expanded', 'false');
    boton.focus();
    await user.keyboard('{Enter}');
    const lista = await within(dialog).findByRole('list', { name: 'Historial' });
    const items = Array.from(lista.children);
    expect(items.slice(0, 3).map((li) => li.textContent)).toEqual([
      'Importada del archivo lote.xlsx2026-05-02 09:15:00 · Ana Admin',
      'Asignada al gestor Juan Gestor2026-05-03 10:00:00 · Ana Admin',
      'Solicitud creada2026-05-04 11:30:00 · Sistema',
    ]);
  });

  it('Historial: an edit lists each field it changed with its value before and after', async () => {
    historialFalla = null;
    const user = userEvent.setup();
    renderWithProviders(<SolicitudDetailDialog open onClose={() => {}} solicitud={detalle} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Historial/ }));
    const cambios = await within(dialog).findByRole('list', { name: 'Cambios' });
    expect(within(cambios).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Nombre: Rosa → Rosa María', 'Teléfono: (vacío) → 5500000001']);
  });

  it('Historial: a failed load says so in Spanish', async () => {
    historialFalla = 500;
    const user = userEvent.setup();
    renderWithProviders(<SolicitudDetailDialog open onClose={() => {}} solicitud={detalle} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Historial/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se pudo cargar el historial');
  });

  it('Historial of a folio not assigned to an operador or gestor (404 while the detail loaded): a quiet note, not an error', async () => {
    historialFalla = 404;
    sessionStore.set({ token: 't', nombre: 'Olga', correo: 'o@b.mx', agencia: 'Agencia 1', permisos: ['reportesCallCenter'] });
    const user = userEvent.setup();
    renderWithProviders(<SolicitudDetailDialog open onClose={() => {}} solicitudId={11} />);
    const dialog = await screen.findByRole('dialog', { name: 'Folio F-2025-0011' });
    await user.click(within(dialog).getByRole('button', { name: /Historial/ }));
    expect(await within(dialog).findByText('El historial solo está disponible para los folios que tienes asignados.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('No se pudo cargar el historial')).not.toBeInTheDocument();
  });

  it('shows the read-only detail of a request', async () => {
    renderWithProviders(<SolicitudDetailDialog open onClose={() => {}} solicitud={detalle} />);
    const dialog = await screen.findByRole('dialog', { name: 'Folio F-2025-0011' });

    expect(term(dialog, 'Folio')).toHaveTextContent('F-2025-0011');
    expect(term(dialog, 'Cliente')).toHaveTextContent('María González Hernández');
    expect(term(dialog, 'Domicilio')).toHaveTextContent(
      'Av. Universidad 120 Int. 4B, Centro, Santiago de Querétaro, Querétaro, C.P. 76000',
    );
    expect(term(dialog, 'RFC')).toHaveTextContent('GOHM800101AB1');
    expect(term(dialog, 'Teléfono')).toHaveTextContent('4421234567');
    expect(term(dialog, 'Agencia')).toHaveTextContent('Agencia Querétaro');
    expect(term(dialog, 'Gestor')).toHaveTextContent('Juan Gestor');
    expect(term(dialog, 'Operador')).toHaveTextContent('Olga Operadora');

    const refs = within(dialog).getByRole('region', { name: 'Referencias' });
    expect(refs).toHaveTextContent('Pedro Ruiz · 4420000001');
    expect(refs).toHaveTextContent('Laura Gil · 4420000002');
    expect(within(refs).queryByText('Referencia 3')).not.toBeInTheDocument();

    const campo = within(dialog).getByRole('region', { name: 'Verificación de campo' });
    expect(term(campo, 'Atendió')).toHaveTextContent('Rosa Pérez (Madre)');
    expect(term(campo, 'Vehículo')).toHaveTextContent('Nissan Versa 2019');
    expect(term(campo, 'Comentario')).toHaveTextContent('Domicilio verificado, fachada azul');
    expect(within(campo).getByRole('img', { name: 'Foto 1 de la verificación' })).toHaveAttribute('src', '/api/imagenes/1.jpg');
    expect(within(campo).getAllByRole('img')).toHaveLength(2);

    const llamada = within(dialog).getByRole('region', { name: 'Seguimiento de Llamadas' });
    expect(term(llamada, 'Estado')).toHaveTextContent('Finalizada');
    expect(term(llamada, 'Teléfono particular contestó')).toHaveTextContent('No');
    expect(term(llamada, 'Estatus del teléfono')).toHaveTextContent('No Contesta');
    expect(term(llamada, 'Teléfono laboral')).toHaveTextContent('Telefono de Recados');
    expect(term(llamada, 'Teléfono de recados')).toHaveTextContent('Ama de Casa');
    expect(term(llamada, 'Referencia 1: Pedro Ruiz')).toHaveTextContent('Conoce al titular · Familiar · Hermano');
    expect(term(llamada, 'Referencia 2: Laura Gil')).toHaveTextContent('Amistad · 5 años');
    expect(term(llamada, 'Referencia 3: Jorge Díaz')).toHaveTextContent('No conoce al titular · No localizada, número equivocado');
    expect(term(llamada, 'Comentarios del domicilio')).toHaveTextContent('Confirma domicilio');
  });

  it("falls back to 'No cuenta con vehiculo' and 'Sin comentarios'", async () => {
    const base = solicitudDetalleDemo();
    const sinVehiculo = solicitudDetalleDemo({
      verificacion: base.verificacion && {
        ...base.verificacion,
        atendio_usuario: true,
        tiene_vehiculo: false,
        marca: null,
        modelo: null,
        comentario: null,
        imagenes: [],
      },
      verificacion_operador: null,
      solicitud_operador: null,
      operador: null,
    });
    renderWithProviders(<SolicitudDetailDialog open onClose={() => {}} solicitud={sinVehiculo} />);
    const dialog = await screen.findByRole('dialog');
    const campo = within(dialog).getByRole('region', { name: 'Verificación de campo' });
    expect(term(campo, 'Vehículo')).toHaveTextContent('No cuenta con vehiculo');
    expect(term(campo, 'Comentario')).toHaveTextContent('Sin comentarios');
    expect(term(campo, 'Atendió')).toHaveTextContent('El titular');
    expect(within(campo).getByText('Sin fotos')).toBeInTheDocument();
    expect(within(dialog).getByText('Sin verificación telefónica')).toBeInTheDocument();
    expect(term(dialog, 'Operador')).toHaveTextContent('Sin asignar');
  });

  it('says so when there is no field verification yet', async () => {
    renderWithProviders(<SolicitudDetailDialog open onClose={() => {}} solicitud={solicitudDetalleDemo({ verificacion: null })} />);
    expect(await screen.findByText('Sin verificación de campo')).toBeInTheDocument();
  });

  it('loads the detail by id; closes with Esc and with Cerrar', async () => {
    const onClose = jest.fn();
    renderWithProviders(<SolicitudDetailDialog open onClose={onClose} solicitudId={11} />);
    const dialog = await screen.findByRole('dialog', { name: 'Folio F-2025-0011' });
    expect(seen[0]?.url).toBe('/api/solicitudes/11');
    expect(within(dialog).getByText('María González Hernández')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('Imprimir opens the PDF of the request in a new tab', async () => {
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf-11'), revokeObjectURL: jest.fn() });

    renderWithProviders(<SolicitudDetailDialog open onClose={() => {}} solicitud={detalle} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Imprimir' }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(seen.map((c) => c.url)).toEqual(['/api/solicitudes_pdf/11']);
    expect(tab.location.href).toBe('blob:pdf-11');
    open.mockRestore();
  });
});
