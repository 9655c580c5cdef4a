/** Reloads the page (the notice of a new release; its own module so a test can watch it). */
export function recargarPagina(): void {
  window.location.reload();
}
