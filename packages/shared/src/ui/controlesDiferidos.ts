import type { ControlDiferido, NombreControl } from '@verifica/shared/base';

/** One load of a control's code, forgotten when it fails (the next render tries again). */
function diferido<T>(nombre: NombreControl, importar: () => Promise<T>): ControlDiferido<T> {
  let carga: Promise<T> | null = null;
  let listo = false;
  return {
    nombre,
    cargar: () =>
      (carga ??= importar().then(
        (m) => {
          listo = true;
          return m;
        },
        (error: unknown) => {
          carga = null;
          throw error;
        },
      )),
    cargado: () => listo,
  };
}

/**
 * The kit's controls that load apart from the shared bundle, with the first one shown (TanStack
 * Table, headlessui's Combobox, react-day-picker): the login page never carries them. Each lazy
 * wrapper loads its own from here, and waits for it while its screen mounts (PantallaEntera).
 */
export const tablaDiferida = diferido('tabla', () => import('./DataTable/DataTable'));
export const selectDiferido = diferido('selector', () => import('./select/Select'));
export const multiSelectDiferido = diferido('selectorMultiple', () => import('./select/MultiSelect'));
export const freeMultiSelectDiferido = diferido('selectorLibre', () => import('./select/FreeMultiSelect'));
export const datePickerDiferido = diferido('fecha', () => import('./DatePicker'));

const POR_NOMBRE: Record<NombreControl, ControlDiferido> = {
  tabla: tablaDiferida,
  selector: selectDiferido,
  selectorMultiple: multiSelectDiferido,
  selectorLibre: freeMultiSelectDiferido,
  fecha: datePickerDiferido,
};

/**
 * Loads the code of the controls a screen shows as it opens, all at once (the shell calls it with
 * the `controles` a remote screen's module names). Resolves when all have arrived or failed: a
 * failure is left to the control, which shows it where it stands.
 */
export async function precargarControles(nombres: readonly NombreControl[]): Promise<void> {
  await Promise.all(nombres.map((n) => POR_NOMBRE[n].cargar().catch(() => undefined)));
}
