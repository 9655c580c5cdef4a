import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestApi } from '@verifica/shared/testing';
import { colaSinGuardar, fila } from '../test/fixtures';
import { logIn, renderScreen } from '../test/renderScreen';

jest.setTimeout(60_000);

const api = setupTestApi();
const T = { timeout: 15_000 };

beforeEach(() => colaSinGuardar(api));

describe('Siguiente llamada', () => {
  it('an operator opens the next folio of their queue in the call form, even one not on the page', async () => {
    api.on('GET /api/solicitudes_operadores/siguiente', { body: { fila: fila(99, { vigencia: 3 }) } });
    logIn('operador');
    renderScreen('/admin/reportes/callcenter', api.baseURL);
    await userEvent.click(await screen.findByRole('button', { name: 'Siguiente llamada' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Seguimiento de Llamadas — F-99' }, T);
    await within(dialog).findByRole('form', { name: 'Seguimiento de Llamadas' }, T);
    expect(Object.fromEntries(api.calls('GET /api/verificaciones_operadores').at(-1)?.query ?? [])).toEqual({ solicitud_id: '99' });
  });

  it('says "No tienes folios pendientes" when the queue is empty, and an error in Spanish', async () => {
    api.on('GET /api/solicitudes_operadores/siguiente', { body: { fila: null } });
    logIn('operador');
    renderScreen('/admin/reportes/callcenter', api.baseURL);
    await userEvent.click(await screen.findByRole('button', { name: 'Siguiente llamada' }, T));
    expect(await screen.findByText('No tienes folios pendientes', {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    api.on('GET /api/solicitudes_operadores/siguiente', { status: 500, body: { message: 'Error' } });
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente llamada' }));
    expect(await screen.findByText('No se pudo obtener el siguiente folio', {}, T)).toBeInTheDocument();
    expect(screen.queryByText('No tienes folios pendientes')).not.toBeInTheDocument();
  });

  it('is for operators: an admin, who has no queue of their own, does not see it', async () => {
    logIn('administrador');
    renderScreen('/admin/reportes/callcenter', api.baseURL);
    await screen.findByRole('cell', { name: 'F-2' }, T);
    expect(screen.queryByRole('button', { name: 'Siguiente llamada' })).not.toBeInTheDocument();
  });
});

describe('Rellamadas', () => {
  it('Mis rellamadas lists the operator\'s callbacks, due first as the server sends them, and opens one in the call form', async () => {
    api.on('GET /api/rellamadas', {
      body: [
        { id: 2, solicitud_id: 7, folio_solicitud: 'F-7', cliente: 'Ana López', usuario_id: 5, programada_para: '2026-12-07 09:00:00', nota: 'Tras la junta', vencida: true },
        { id: 1, solicitud_id: 8, folio_solicitud: 'F-8', cliente: 'Luis Pérez', usuario_id: 5, programada_para: '2026-12-08 10:00:00', nota: '', vencida: false },
      ],
    });
    logIn('operador');
    renderScreen('/admin/reportes/callcenter', api.baseURL);
    const lista = await screen.findByRole('list', { name: 'Mis rellamadas' }, T);
    const items = within(lista).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('2026-12-07 09:00:00 · F-7 · Ana López — Tras la junta');
    expect(items[0]).toHaveTextContent('Vencida');
    expect(items[1]).not.toHaveTextContent('Vencida');
    await userEvent.click(within(lista).getByRole('button', { name: 'Llamar F-7' }));
    expect(await screen.findByRole('dialog', { name: 'Seguimiento de Llamadas — F-7' }, T)).toBeInTheDocument();
  });

  it('schedules a callback from the call form (date, time and note) and shows it; a past date shows the server\'s message', async () => {
    api.on('GET /api/rellamadas', { body: [] });
    api.on('GET /api/solicitudes_operadores/siguiente', { body: { fila: fila(99) } });
    api.on('POST /api/rellamadas', (req) => {
      const b = req.body as { fecha: string; nota: string };
      if (b.fecha.startsWith('2020')) return { status: 422, body: { message: 'Error de validación', errors: { fecha: ['La fecha y hora deben ser posteriores a este momento'] } } };
      return { status: 201, body: { id: 3, solicitud_id: 99, folio_solicitud: 'F-99', cliente: 'X', usuario_id: 5, programada_para: '2099-01-15 10:30:00', nota: b.nota, vencida: false } };
    });
    logIn('operador');
    renderScreen('/admin/reportes/callcenter', api.baseURL);
    await userEvent.click(await screen.findByRole('button', { name: 'Siguiente llamada' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Seguimiento de Llamadas — F-99' }, T);
    const grupo = await within(dialog).findByRole('group', { name: 'Programar rellamada' }, T);
    const fecha = within(grupo).getByLabelText('Fecha y hora de la rellamada');
    await userEvent.type(fecha, '2020-01-01T10:00');
    await userEvent.click(within(grupo).getByRole('button', { name: 'Programar rellamada' }));
    expect(await within(grupo).findByText('La fecha y hora deben ser posteriores a este momento', {}, T)).toBeInTheDocument();
    await userEvent.clear(fecha);
    await userEvent.type(fecha, '2099-01-15T10:30');
    await userEvent.type(within(grupo).getByLabelText('Nota de la rellamada'), 'Después de las 10');
    await userEvent.click(within(grupo).getByRole('button', { name: 'Programar rellamada' }));
    expect(await within(grupo).findByText('Rellamada programada para 2099-01-15 10:30:00 — Después de las 10', {}, T)).toBeInTheDocument();
    expect(api.calls('POST /api/rellamadas').at(-1)?.body).toEqual({ solicitud_id: 99, fecha: '2099-01-15T10:30', nota: 'Después de las 10' });
  });
});

describe('Rellamadas vencidas por operador', () => {
  it('a supervisor sees the overdue callbacks per operator of their scope', async () => {
    api.on('GET /api/rellamadas/vencidas', { body: [{ usuario_id: 5, operador: 'Olga Operadora', vencidas: 3, mas_antigua: '2026-12-07 08:00:00' }] });
    logIn('supervisor');
    renderScreen('/admin/reportes/callcenter', api.baseURL);
    const lista = await screen.findByRole('list', { name: 'Rellamadas vencidas por operador' }, T);
    expect(within(lista).getByRole('listitem')).toHaveTextContent('Olga Operadora: 3 (desde 2026-12-07 08:00:00)');
    expect(screen.queryByRole('button', { name: 'Siguiente llamada' })).not.toBeInTheDocument();
  });

  it('a failed read says so instead of "Ninguna rellamada vencida"', async () => {
    api.on('GET /api/rellamadas/vencidas', { status: 500, body: { message: 'Error interno' } });
    logIn('supervisor');
    renderScreen('/admin/reportes/callcenter', api.baseURL);
    const seccion = await screen.findByRole('region', { name: 'Rellamadas vencidas por operador' }, T);
    expect(await within(seccion).findByRole('alert', {}, T)).toHaveTextContent('No se pudieron cargar las rellamadas');
    expect(within(seccion).queryByText('Ninguna rellamada vencida')).not.toBeInTheDocument();
  });
});
