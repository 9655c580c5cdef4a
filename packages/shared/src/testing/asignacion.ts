import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endOfMonth, format, startOfMonth } from 'date-fns';
import type { TestApi } from './apiServer';
import type { TestLocation } from './renderScreen';

const T = { timeout: 15_000 };

/**
 * The steps of an assign screen's tests (Asignar Folios a Gestores, Asignar Solicitudes a
 * Operadores): its table is named `titulo`, the person's selector `persona` ('Gestor', 'Operador').
 */
export function pantallaAsignacion(titulo: string, persona: string) {
  const tabla = () => screen.getByRole('table', { name: titulo });
  const casilla = (folio: string) => within(tabla()).getByRole('checkbox', { name: new RegExp(`Seleccionar ${folio} `) });
  const elegir = async (label: string, opcion: string) => {
    await userEvent.click(await screen.findByRole('button', { name: `Mostrar opciones de ${label}` }, T));
    await userEvent.click(await screen.findByRole('option', { name: opcion }));
  };
  return {
    tabla,
    casilla,
    elegir,
    /** SPEC §9: the screen opened on this month and No Asignadas (2), 25 rows (the first GET of `ruta`). */
    async esperarMesActual(api: TestApi, ruta: string) {
      expect(await screen.findByRole('combobox', { name: 'Estatus' }, T)).toHaveValue('No Asignadas');
      const hoy = new Date();
      expect(Object.fromEntries(api.calls(ruta)[0]?.query ?? [])).toMatchObject({
        fecha_desde: format(startOfMonth(hoy), 'yyyy-MM-dd'),
        fecha_hasta: format(endOfMonth(hoy), 'yyyy-MM-dd'),
        asignadas: '2',
        rowsPerPage: '25',
      });
    },
    /** Atras goes back to `path`. */
    async volver(location: TestLocation, path: string) {
      await userEvent.click(screen.getByRole('button', { name: 'Atras' }));
      expect(location.pathname).toBe(path);
    },
    /** Ticks `folios`: Asignar waits for the person; then "Folios asignados correctamente" and the selection clears. */
    async asignarFilas(folios: readonly [string, ...string[]], nombre: string) {
      const asignar = screen.getByRole('button', { name: 'Asignar' });
      for (const folio of folios) await userEvent.click(casilla(folio));
      expect(asignar).toBeDisabled();
      await elegir(persona, nombre);
      expect(asignar).toBeEnabled();
      await userEvent.click(asignar);
      expect(await screen.findByText('Folios asignados correctamente')).toBeInTheDocument();
      await waitFor(() => expect(casilla(folios[0])).not.toBeChecked());
    },
    /** "Seleccionar los N resultados" (every row of the filter) assigned to `nombre`. */
    async asignarTodas(total: number, nombre: string) {
      await userEvent.click(within(tabla()).getByRole('checkbox', { name: 'Seleccionar todos' }));
      await userEvent.click(screen.getByRole('button', { name: `Seleccionar los ${total} resultados` }));
      expect(screen.getByText(`Los ${total} resultados están seleccionados.`)).toBeInTheDocument();
      expect(screen.getByText(`${total} folios seleccionados`)).toBeInTheDocument();
      await elegir(persona, nombre);
      await userEvent.click(screen.getByRole('button', { name: 'Asignar' }));
      expect(await screen.findByText('Folios asignados correctamente')).toBeInTheDocument();
    },
  };
}
