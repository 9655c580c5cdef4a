import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RolClave, SolicitudOperadorFila } from '@verifica/contracts';
import { setupEventosDePrueba, setupTestApi } from '@verifica/shared/testing';
import { ADMIN_FINALIZADA, fila, listaReply, NINGUNA, sinGuardar, verificacion } from '../test/fixtures';
import { logIn, logOut, renderScreen } from '../test/renderScreen';

jest.setTimeout(90_000);

const api = setupTestApi();
const eventos = setupEventosDePrueba();
let filas: SolicitudOperadorFila[];

beforeEach(() => {
  filas = [fila(2), fila(1)];
  api.on('GET /api/solicitudes_operadores', listaReply(() => filas));
  api.on('GET /api/operadores/list', { body: [] });
});

const T = { timeout: 15_000 };
const elegir = async (scope: HTMLElement, label: string, opcion: string) => {
  await userEvent.click(await within(scope).findByRole('button', { name: `Mostrar opciones de ${label}` }, T));
  await userEvent.click(await screen.findByRole('option', { name: opcion }));
};
const abrir = async (folio: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Llamadas ${folio}` }, T));
  const dialog = await screen.findByRole('dialog', { name: `Seguimiento de Llamadas — ${folio}` }, T);
  await within(dialog).findByRole('form', { name: 'Seguimiento de Llamadas' }, T);
  return dialog;
};
const grupo = (dialog: HTMLElement, nombre: string) => within(dialog).getByRole('group', { name: nombre });
/** The report as `rol`, then the call form of F-1. */
const llamadasComo = async (rol: RolClave) => {
  logIn(rol);
  renderScreen('/admin/reportes/callcenter', api.baseURL);
  return abrir('F-1');
};
/** A form never saved: GET answers the empty form, POST creates it. */
const sinGuardarYCrear = () => {
  api.on('GET /api/verificaciones_operadores', sinGuardar());
  api.on('POST /api/verificaciones_operadores', (r) => ({ status: 201, body: verificacion({ ...(r.body as object), solicitud_id: 1 }) }));
};

describe('Seguimiento de Llamadas', () => {
  it('tells the user when someone else saves the same form (live event), not for their own save nor another folio', async () => {
    api.on('GET /api/verificaciones_operadores', { body: verificacion({ particular_contesto: 1, particular_nombre: 'Ana', version: 3 }) });
    const dialog = await llamadasComo('supervisor');
    eventos.emitir({ tipo: 'llamada', accion: 'guardar', solicitud_id: 1, propio: true });
    eventos.emitir({ tipo: 'llamada', accion: 'guardar', solicitud_id: 2 });
    eventos.emitir({ tipo: 'solicitud_modificada', solicitud_id: 1 });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    eventos.emitir({ tipo: 'llamada', accion: 'guardar', solicitud_id: 1 });
    const aviso = await within(dialog).findByRole('alert', {}, T);
    expect(aviso).toHaveTextContent('Otro usuario guardó este formulario. Recarga para ver sus cambios.');
    api.on('GET /api/verificaciones_operadores', { body: verificacion({ particular_contesto: 1, particular_nombre: 'Ana López', version: 4 }) });
    await userEvent.click(within(aviso).getByRole('button', { name: 'Recargar' }));
    // Nothing edited here: the form takes the other user's values and names no field.
    await waitFor(() => expect(within(grupo(dialog, 'Teléfono Particular')).getByLabelText('Nombre de quien contesta')).toHaveValue('Ana López'));
    expect(aviso).toHaveTextContent('Se cargó la versión más reciente');
    expect(aviso).not.toHaveTextContent('El otro usuario guardó distinto');
  });

  it('no lost edits: a save refused because someone else saved keeps the values, Recargar takes the newer version and names what differs', async () => {
    api.on('GET /api/verificaciones_operadores', { body: verificacion({ particular_contesto: 1, particular_nombre: 'Ana', version: 3 }) });
    api.on('PUT /api/verificaciones_operadores/77', { status: 409, body: { message: 'Otro usuario modificó este registro; recarga para ver sus cambios' } });
    const dialog = await llamadasComo('operador');
    const nombre = within(grupo(dialog, 'Teléfono Particular')).getByLabelText('Nombre de quien contesta');
    await userEvent.clear(nombre);
    await userEvent.type(nombre, 'Ana María');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const aviso = await within(dialog).findByRole('alert', {}, T);
    expect(aviso).toHaveTextContent('Otro usuario modificó este registro; recarga para ver sus cambios');
    expect(api.calls('PUT /api/verificaciones_operadores/77')[0]?.body).toMatchObject({ particular_nombre: 'Ana María', version: 3 });
    expect(nombre).toHaveValue('Ana María');

    api.on('GET /api/verificaciones_operadores', { body: verificacion({ particular_contesto: 1, particular_nombre: 'Ana López', version: 4 }) });
    api.on('PUT /api/verificaciones_operadores/77', (r) => ({ body: verificacion({ ...(r.body as object), version: 5 }) }));
    await userEvent.click(within(aviso).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(aviso).toHaveTextContent('El otro usuario guardó distinto: Nombre de quien contestó'));
    expect(nombre).toHaveValue('Ana María');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    expect(api.calls('PUT /api/verificaciones_operadores/77').at(-1)?.body).toMatchObject({ particular_nombre: 'Ana María', version: 4 });
  });

  it('Recargar after a conflict keeps the other user’s fields: only the fields this user changed stay theirs, only those that differ are named, and Guardar sends only them', async () => {
    api.on('GET /api/verificaciones_operadores', { body: verificacion({ version: 3 }) });
    api.on('PUT /api/verificaciones_operadores/77', { status: 409, body: { message: 'Otro usuario modificó este registro; recarga para ver sus cambios' } });
    const dialog = await llamadasComo('administrador');
    const comentarios = grupo(dialog, 'Comentarios');
    await userEvent.type(within(comentarios).getByLabelText('Domicilio'), 'Calle 2');
    await userEvent.type(within(comentarios).getByLabelText('Apellido Materno'), 'Ruiz');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const aviso = await within(dialog).findByRole('alert', {}, T);

    // The operator saved Domicilio and RFC meanwhile.
    api.on('GET /api/verificaciones_operadores', { body: verificacion({ comentarios_domicilio: 'Calle 1', comentarios_rfc: 'Coincide', version: 4 }) });
    api.on('PUT /api/verificaciones_operadores/77', (r) => ({ body: verificacion({ comentarios_domicilio: 'Calle 1', comentarios_rfc: 'Coincide', ...(r.body as object), version: 5 }) }));
    await userEvent.click(within(aviso).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(within(comentarios).getByLabelText('RFC')).toHaveValue('Coincide'));
    expect(within(comentarios).getByLabelText('Domicilio')).toHaveValue('Calle 2');
    expect(within(comentarios).getByLabelText('Apellido Materno')).toHaveValue('Ruiz');
    expect(aviso).toHaveTextContent('El otro usuario guardó distinto: Comentarios del domicilio.');
    expect(aviso).not.toHaveTextContent('apellido materno');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    const enviado = api.calls('PUT /api/verificaciones_operadores/77').at(-1)?.body as Record<string, unknown>;
    expect(enviado).toMatchObject({ comentarios_domicilio: 'Calle 2', comentarios_apellido_materno: 'Ruiz', version: 4 });
    expect(enviado).not.toHaveProperty('comentarios_rfc');
    expect(within(comentarios).getByLabelText('RFC')).toHaveValue('Coincide');
  });

  it('two first saves at once: the one that lost gets the conflict notice (not "Error al Actualizado"), keeps its values and Recargar continues on the saved form', async () => {
    api.on('GET /api/verificaciones_operadores', sinGuardar());
    api.on('POST /api/verificaciones_operadores', { status: 409, body: { message: 'Otro usuario modificó este registro; recarga para ver sus cambios' } });
    const dialog = await llamadasComo('operador');
    const comentarios = grupo(dialog, 'Comentarios');
    await userEvent.type(within(comentarios).getByLabelText('Apellido Materno'), 'Ruiz');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const aviso = await within(dialog).findByRole('alert', {}, T);
    expect(aviso).toHaveTextContent('Otro usuario modificó este registro; recarga para ver sus cambios');
    expect(screen.queryByText('Error al Actualizado')).not.toBeInTheDocument();
    expect(within(comentarios).getByLabelText('Apellido Materno')).toHaveValue('Ruiz');

    api.on('GET /api/verificaciones_operadores', { body: verificacion({ comentarios_rfc: 'Coincide', version: 1 }) });
    api.on('PUT /api/verificaciones_operadores/77', (r) => ({ body: verificacion({ comentarios_rfc: 'Coincide', ...(r.body as object), version: 2 }) }));
    await userEvent.click(within(aviso).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(within(comentarios).getByLabelText('RFC')).toHaveValue('Coincide'));
    expect(within(comentarios).getByLabelText('Apellido Materno')).toHaveValue('Ruiz');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    expect(api.calls('PUT /api/verificaciones_operadores/77').at(-1)?.body).toEqual({ comentarios_apellido_materno: 'Ruiz', accion: 'guardar', version: 1 });
  });

  it('phone branches: answered asks the name, not answered the status; work type 1 informant + position, 2 the category; Guardar sends hidden fields as null and says "Datos Guardados" after a second', async () => {
    sinGuardarYCrear();
    const dialog = await llamadasComo('operador');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Sin seguimiento');

    const particular = grupo(dialog, 'Teléfono Particular');
    expect(within(particular).queryByLabelText('Nombre de quien contesta')).not.toBeInTheDocument();
    expect(within(particular).queryByRole('combobox', { name: 'Estatus del Teléfono' })).not.toBeInTheDocument();
    await elegir(particular, 'Contestó', 'Sí');
    expect(within(particular).getByLabelText('Nombre de quien contesta')).toBeInTheDocument();
    await userEvent.type(within(particular).getByLabelText('Nombre de quien contesta'), 'Ana');
    await elegir(particular, 'Contestó', 'No');
    expect(within(particular).queryByLabelText('Nombre de quien contesta')).not.toBeInTheDocument();
    await elegir(particular, 'Estatus del Teléfono', 'No Contesta');

    const laboral = grupo(dialog, 'Teléfono Laboral');
    await elegir(laboral, 'Tipo de Teléfono', 'Empresa u Oficina');
    await userEvent.type(within(laboral).getByLabelText('Informante'), 'Luis');
    expect(within(laboral).getByLabelText('Cargo o Puesto')).toBeInTheDocument();
    expect(within(laboral).queryByRole('combobox', { name: 'Teléfono de Recados' })).not.toBeInTheDocument();
    await elegir(laboral, 'Tipo de Teléfono', 'Telefono de Recados');
    expect(within(laboral).queryByLabelText('Informante')).not.toBeInTheDocument();
    await elegir(laboral, 'Teléfono de Recados', 'Jubilado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.calls('POST /api/verificaciones_operadores')).toHaveLength(1));
    expect(screen.queryByText('Datos Guardados')).not.toBeInTheDocument();
    expect(await screen.findByText('Datos Guardados', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(api.calls('POST /api/verificaciones_operadores')[0]?.body).toMatchObject({
      solicitud_id: 1,
      accion: 'guardar',
      particular_contesto: 2,
      particular_nombre: null,
      particular_telefono_estatus: 3,
      laboral_tipo_telefono: 2,
      laboral_informante: null,
      laboral_telefono_recados: 3,
    });
  });

  it('references: knows the user -> Familiar (Parentesco) or Amistad (Tiempo); does not -> Tipo de Atención only', async () => {
    sinGuardarYCrear();
    const dialog = await llamadasComo('operador');

    // Reference 1 knows the user (default): Familiar -> Parentesco; Amistad -> Tiempo de conocerlo.
    const ref1 = grupo(dialog, 'Referencia 1');
    expect(within(ref1).getByRole('switch', { name: 'Conoce al titular' })).toBeChecked();
    expect(within(ref1).queryByRole('combobox', { name: 'Tipo de Atención' })).not.toBeInTheDocument();
    await elegir(ref1, 'Familiar o Amistad', 'Familiar');
    await userEvent.type(within(ref1).getByLabelText('Parentesco'), 'Hermano');
    expect(within(ref1).queryByLabelText('Tiempo de conocerlo')).not.toBeInTheDocument();
    await elegir(ref1, 'Familiar o Amistad', 'Amistad');
    expect(within(ref1).queryByLabelText('Parentesco')).not.toBeInTheDocument();
    await userEvent.type(within(ref1).getByLabelText('Tiempo de conocerlo'), '5 años');
    // Reference 2 does not know the user: only the attention type.
    const ref2 = grupo(dialog, 'Referencia 2');
    await elegir(ref2, 'Familiar o Amistad', 'Familiar');
    await userEvent.click(within(ref2).getByRole('switch', { name: 'Conoce al titular' }));
    expect(within(ref2).queryByRole('combobox', { name: 'Familiar o Amistad' })).not.toBeInTheDocument();
    expect(within(ref2).queryByLabelText('Parentesco')).not.toBeInTheDocument();
    await elegir(ref2, 'Tipo de Atención', 'No localizada porque cuelga');

    expect(within(dialog).queryByRole('button', { name: 'Rehabilitar' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(api.calls('POST /api/verificaciones_operadores')).toHaveLength(1));
    expect(api.calls('POST /api/verificaciones_operadores')[0]?.body).toMatchObject({
      accion: 'finalizar',
      ref1_conocen: true,
      ref1_familia_amistad: 2,
      ref1_parentesco: null,
      ref1_tiempo_conocerlo: '5 años',
      ref1_tipo_atencion: null,
      ref2_conocen: false,
      ref2_familia_amistad: null,
      ref2_tipo_atencion: 6,
      ref3_conocen: true,
    });
  });

  it('Finalizar updates the saved form ("Datos Actualizados"); a finalizada form offers nothing to an operator', async () => {
    let actual = verificacion({ solicitud_id: 1, particular_contesto: 1, particular_nombre: 'Ana' });
    api.on('GET /api/verificaciones_operadores', () => ({ body: actual }));
    api.on('PUT /api/verificaciones_operadores/77', (r) => {
      actual = verificacion({ ...actual, ...(r.body as object), finalizado: true, hora_verificacion: '2026-11-23 10:00:00' }, NINGUNA);
      return { body: actual };
    });
    const dialog = await llamadasComo('operador');
    expect(within(dialog).getByLabelText('Nombre de quien contesta')).toHaveValue('Ana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('Datos Actualizados', {}, { timeout: 3000 })).toBeInTheDocument();
    // Nothing edited: nothing but the action and the call's result (each save carrying it is a call attempt) is sent, and the saved answers stay.
    expect(api.calls('PUT /api/verificaciones_operadores/77')[0]?.body).toEqual({ accion: 'finalizar', version: 1, particular_contesto: 1, particular_telefono_estatus: null });
    expect(within(dialog).getByLabelText('Nombre de quien contesta')).toHaveValue('Ana');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Finalizada el 2026-11-23 10:00:00'));
    expect(within(dialog).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Finalizar' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Rehabilitar' })).not.toBeInTheDocument();
  });

  it('a finalizada form is read-only for an operator (only Cerrar): every control disabled; an admin, who may Guardar, can still edit it', async () => {
    const finalizada = verificacion({ solicitud_id: 1, finalizado: true, hora_verificacion: '2026-11-23 10:00:00', particular_contesto: 1, particular_nombre: 'Ana', ref1_familia_amistad: 1 }, NINGUNA);
    api.on('GET /api/verificaciones_operadores', { body: finalizada });
    logIn('operador');
    const vista = renderScreen('/admin/reportes/callcenter', api.baseURL);
    let dialog = await abrir('F-1');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Finalizada el 2026-11-23 10:00:00');
    const form = within(dialog).getByRole('form', { name: 'Seguimiento de Llamadas' });
    const controles = [...within(form).queryAllByRole('textbox'), ...within(form).queryAllByRole('combobox'), ...within(form).queryAllByRole('switch')];
    // Teléfono Particular 2, Comentarios 5, Teléfono Laboral 1; references: Nombre, Conoce, Familiar o Amistad, Comentarios (+ Parentesco in 1).
    expect(controles).toHaveLength(2 + 5 + 1 + 3 * 4 + 1);
    for (const control of controles) expect(control).toBeDisabled();
    expect(within(form).getByLabelText('Nombre de quien contesta')).toHaveValue('Ana');
    await userEvent.type(within(form).getByLabelText('Nombre de quien contesta'), 'x');
    await userEvent.click(within(grupo(dialog, 'Referencia 1')).getByRole('switch', { name: 'Conoce al titular' }));
    expect(within(form).getByLabelText('Nombre de quien contesta')).toHaveValue('Ana');
    expect(within(grupo(dialog, 'Referencia 1')).getByRole('switch', { name: 'Conoce al titular' })).toBeChecked();
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).not.toContain('Guardar');
    vista.unmount();
    logOut();

    api.on('GET /api/verificaciones_operadores', { body: { ...finalizada, acciones: ADMIN_FINALIZADA } });
    dialog = await llamadasComo('administrador');
    for (const control of within(dialog).getAllByRole('textbox')) expect(control).toBeEnabled();
    for (const control of within(dialog).getAllByRole('switch')) expect(control).toBeEnabled();
  });

  it('an admin re-enables a finalizada form; a failure says "Error al Actualizado"', async () => {
    api.on('GET /api/verificaciones_operadores', { body: verificacion({ solicitud_id: 1, finalizado: true, hora_verificacion: '2026-11-23 10:00:00' }, ADMIN_FINALIZADA) });
    api.on('PUT /api/verificaciones_operadores/77', { status: 500, body: { message: 'x' } });
    const dialog = await llamadasComo('administrador');
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rehabilitar' }));
    expect(await screen.findByText('Error al Actualizado')).toBeInTheDocument();
    expect(api.calls('PUT /api/verificaciones_operadores/77')[0]?.body).toMatchObject({ accion: 'rehabilitar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("the buttons are the actions the server allows: a supervisor sees no Guardar/Finalizar on another operator's request, the assigned operator does", async () => {
    // Row 1 is assigned to operator 5 (not the supervisor): the server answers no actions.
    api.on('GET /api/verificaciones_operadores', sinGuardar(NINGUNA));
    logIn('supervisor');
    const vista = renderScreen('/admin/reportes/callcenter', api.baseURL);
    let dialog = await abrir('F-1');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Sin seguimiento');
    for (const boton of ['Guardar', 'Finalizar', 'Rehabilitar']) expect(within(dialog).queryByRole('button', { name: boton })).not.toBeInTheDocument();
    // The fields are read-only: typing and Enter change and send nothing.
    const nombre = within(grupo(dialog, 'Comentarios')).getByLabelText('Nombre');
    expect(nombre).toBeDisabled();
    await userEvent.type(nombre, 'x{Enter}');
    expect(nombre).toHaveValue('');
    // Saved by the operator: still nothing for the supervisor.
    api.on('GET /api/verificaciones_operadores', { body: verificacion({ solicitud_id: 1, particular_contesto: 1, particular_nombre: 'Ana' }, NINGUNA) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await abrir('F-1');
    expect(within(dialog).getByRole('status')).toHaveTextContent('En proceso');
    expect(within(dialog).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Finalizar' })).not.toBeInTheDocument();
    expect(api.calls('POST /api/verificaciones_operadores')).toHaveLength(0);
    expect(api.calls('PUT /api/verificaciones_operadores/77')).toHaveLength(0);
    vista.unmount();
    logOut();

    // The assigned operator, same saved form: Guardar and Finalizar.
    api.on('GET /api/verificaciones_operadores', { body: verificacion({ solicitud_id: 1, particular_contesto: 1, particular_nombre: 'Ana' }) });
    dialog = await llamadasComo('operador');
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Finalizar' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Rehabilitar' })).not.toBeInTheDocument();
  });

  it('works from the keyboard alone: Tab to a field, type, Enter saves', async () => {
    sinGuardarYCrear();
    const dialog = await llamadasComo('operador');
    const nombre = within(grupo(dialog, 'Comentarios')).getByLabelText('Nombre');
    while (document.activeElement !== nombre) await userEvent.tab();
    await userEvent.keyboard('Coincide{Enter}');
    await waitFor(() => expect(api.calls('POST /api/verificaciones_operadores')[0]?.body).toMatchObject({ comentarios_nombre: 'Coincide', accion: 'guardar' }));
  });
});
