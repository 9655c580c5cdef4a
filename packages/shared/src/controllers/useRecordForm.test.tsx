import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@verifica/shared/router';
import { MENSAJES, MENSAJES_API, Region, type RegionValue } from '@verifica/contracts';
import { resource } from '../api/resource';
import { sessionStore } from '../session/sessionStore';
import { setupTestApi } from '../testing/setupTestApi';
import { renderWithProviders } from '../testing/render';
import { FormLayout } from '../ui/FormLayout';
import { TextField } from '../ui/TextField';
import { Switch } from '../ui/Switch';
import { DatePicker } from '../ui/LazyDatePicker';
import { Select } from '../ui/select/Select';
import { useRecordForm, type RecordForm } from './useRecordForm';
import { useRouteId } from './useRouteId';
import { validateWith, type ContractSchema, type SafeParse } from './validate';

interface Oficina {
  id: number;
  nombre: string;
  region: RegionValue | null;
  activa: boolean;
  version?: number;
}
type Valores = Omit<Oficina, 'id' | 'version'>;
type Cuerpo = Valores & { region: RegionValue };

/** A contract schema as validateWith sees it (structurally, like a zod schema's safeParse). */
const schema: ContractSchema<Cuerpo> = {
  safeParse(input: unknown): SafeParse<Cuerpo> {
    const v = input as Valores;
    const issues: { path: string[]; message: string }[] = [];
    if (v.nombre === '') issues.push({ path: ['nombre'], message: 'Este campo es obligatorio' });
    if (v.nombre.length > 5) issues.push({ path: ['nombre'], message: 'Debe tener como máximo 5 caracteres' });
    if (!/^[A-Z]/.test(v.nombre)) issues.push({ path: ['nombre'], message: 'Empieza con mayúscula' });
    if (v.region === null) issues.push({ path: ['region'], message: 'Selecciona una región' });
    return issues.length > 0 || v.region === null ? { success: false, error: { issues } } : { success: true, data: { ...v, region: v.region } };
  },
};
const oficinas = resource<Oficina, Cuerpo>('oficinas');

function OficinaForm() {
  const form = useRecordForm<Valores, Oficina, Cuerpo>({
    id: useRouteId(),
    initialValues: { nombre: '', region: null, activa: true },
    load: oficinas.get,
    toValues: ({ nombre, region, activa }) => ({ nombre, region, activa }),
    validate: (values) => validateWith(schema, values),
    save: (body, id) => (id === 0 ? oficinas.create(body) : oficinas.update(id, body)),
    listPath: '/oficinas',
  });
  const { field } = form;
  return (
    <FormLayout
      label="Oficina"
      {...form.layout}
    >
      <TextField {...field('nombre', 'Nombre')} />
      <Select<RegionValue> {...field('region', 'Region')} options={Region.options} />
      <Switch {...field('activa', 'Activa')} />
    </FormLayout>
  );
}

/** Compile-time checks of field(): typecheck fails if these stop being errors. */
export function TypingOfField({ form }: { form: RecordForm<{ n: number; s: string; fecha: string }> }) {
  // @ts-expect-error a field the form does not have
  form.field('otro');
  return (
    <>
      {/* @ts-expect-error a number field does not fit a TextField (its onChange gives text) */}
      <TextField {...form.field('n', 'N')} />
      <TextField {...form.field('s', 'S')} />
      <DatePicker {...form.field('fecha', 'Fecha')} />
    </>
  );
}

function renderAt(path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/oficinas" element={<h1>Oficinas</h1>} />
        <Route path="/oficinas/:id" element={<OficinaForm />} />
      </Routes>
    </MemoryRouter>,
  );
}

const api = setupTestApi({ configure: true });
beforeEach(() => sessionStore.set({ token: 't', nombre: 'A', correo: 'a@b.mx', agencia: '', permisos: ['*'] }));

describe('useRecordForm + field()', () => {
  it('binds label, value, onChange and error of TextField, Select and Switch by field name', async () => {
    api.on('GET /api/oficinas/:id', { body: { id: 4, nombre: 'Norte', region: 'R2', activa: true } });
    api.on('PUT /api/oficinas/:id', ({ body }) => ({ body: { id: 4, ...(body as object) } }));
    renderAt('/oficinas/4');
    const nombre = screen.getByRole('textbox', { name: 'Nombre' });
    await waitFor(() => expect(nombre).toHaveValue('Norte'));
    expect(nombre).toHaveAttribute('name', 'nombre');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('R2');
    const user = userEvent.setup();
    await user.clear(nombre);
    await user.type(nombre, 'Noreste');
    await user.click(screen.getByRole('switch', { name: 'Activa' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    // Client validation with the schema: the message is under the field, once.
    expect(await screen.findByText('Debe tener como máximo 5 caracteres')).toBeInTheDocument();
    expect(nombre).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('PUT /api/oficinas/:id')).toHaveLength(0);
    await user.clear(nombre);
    expect(screen.queryByText('Debe tener como máximo 5 caracteres')).not.toBeInTheDocument();
    await user.type(nombre, 'Este{Enter}');
    await screen.findByRole('heading', { name: 'Oficinas' });
    expect(api.calls('PUT /api/oficinas/:id')[0]?.body).toEqual({ nombre: 'Este', region: 'R2', activa: false });
  }, 20_000);

  it('no lost edits: a save refused with 409 keeps the values; Recargar takes the newer version, names by label what the other user changed, and the next save sends it', async () => {
    api.on('GET /api/oficinas/:id', { body: { id: 4, nombre: 'Norte', region: 'R2', activa: true, version: 3 } });
    api.on('PUT /api/oficinas/:id', { status: 409, body: { message: MENSAJES_API.registroModificado } });
    renderAt('/oficinas/4');
    const nombre = screen.getByRole('textbox', { name: 'Nombre' });
    await waitFor(() => expect(nombre).toHaveValue('Norte'));
    const user = userEvent.setup();
    await user.clear(nombre);
    await user.type(nombre, 'Sur');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const aviso = await screen.findByRole('alert');
    expect(aviso).toHaveTextContent(MENSAJES_API.registroModificado);
    expect(api.calls('PUT /api/oficinas/:id')[0]?.body).toEqual({ nombre: 'Sur', region: 'R2', activa: true, version: 3 });
    expect(nombre).toHaveValue('Sur');

    // Meanwhile the other user changed the region and deactivated it (the name they left alone).
    api.on('GET /api/oficinas/:id', { body: { id: 4, nombre: 'Norte', region: 'R5', activa: false, version: 4 } });
    api.on('PUT /api/oficinas/:id', ({ body }) => ({ body: { id: 4, ...(body as object) } }));
    await user.click(within(aviso).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(aviso).toHaveTextContent('El otro usuario guardó distinto: Region, Activa.'));
    expect(nombre).toHaveValue('Sur');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('R2');
    expect(screen.getByRole('switch', { name: 'Activa' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('heading', { name: 'Oficinas' });
    expect(api.calls('PUT /api/oficinas/:id')[1]?.body).toEqual({ nombre: 'Sur', region: 'R2', activa: true, version: 4 });
  }, 20_000);

  it('only the first problem of a field is shown (an empty field says it is required, once)', async () => {
    renderAt('/oficinas/0');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Selecciona una región')).toBeInTheDocument();
    expect(screen.queryByText('Empieza con mayúscula')).not.toBeInTheDocument();
  }, 20_000);

  it.each([
    ['a 404 (or another agency)', '/oficinas/7', 404, MENSAJES.noEncontrado],
    ['a 500', '/oficinas/7', 500, MENSAJES.errorInterno],
  ])('a record that cannot be loaded (%s) is not shown as an empty form', async (_case, path, status, message) => {
    api.on('GET /api/oficinas/:id', { status, body: { message } });
    renderAt(path);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('textbox', { name: 'Nombre' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Volver a la lista' }));
    expect(await screen.findByRole('heading', { name: 'Oficinas' })).toBeInTheDocument();
  }, 20_000);

  it('an id no record can have (/oficinas/abc) is not found, without asking the server', async () => {
    renderAt('/oficinas/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES.noEncontrado);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
