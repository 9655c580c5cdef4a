/**
 * The kit's controls that load apart from the shared bundle, with the first one shown (TanStack
 * Table, headlessui's Combobox, react-day-picker): the login page never carries them. Each lazy
 * wrapper loads its own from here.
 */
export const cargarDataTable = () => import('./DataTable/DataTable');
export const cargarSelect = () => import('./select/Select');
export const cargarMultiSelect = () => import('./select/MultiSelect');
export const cargarFreeMultiSelect = () => import('./select/FreeMultiSelect');
export const cargarDatePicker = () => import('./DatePicker');

/**
 * Loads every deferred control at once, for a screen on its way: they arrive beside its code
 * instead of one after another as its first render meets them. Resolves when all have arrived or
 * failed (a failure is left to the control that needs it).
 */
export async function precargarControles(): Promise<void> {
  const cargas = [cargarDataTable, cargarSelect, cargarMultiSelect, cargarFreeMultiSelect, cargarDatePicker];
  await Promise.all(cargas.map((cargar) => cargar().catch(() => undefined)));
}
