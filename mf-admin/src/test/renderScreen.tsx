import { screen, waitFor } from '@testing-library/react';
import { MENSAJES } from '@verifica/contracts';
import { listOpener, screenRenderer, type TestApi, type TestLocation } from '@verifica/shared/testing';
import { ARNES } from '../harness/screens';

export { logIn, logOut, sessionFor } from '@verifica/shared/testing';
export type { TestLocation } from '@verifica/shared/testing';

/** This remote's screens at their portal paths, as the shell mounts them. */
export const renderScreen = screenRenderer(ARNES.remote, ARNES.screens);

/** A list screen opened as a role, once a row cell shows. */
export const abrirLista = listOpener(renderScreen);

/** A record form saved: 'Registro Actualizado', back at the list `lista`; what `ruta` received first. */
export async function cuerpoGuardado(api: TestApi, location: TestLocation, lista: string, ruta: string): Promise<unknown> {
  expect(await screen.findByRole('status')).toHaveTextContent(MENSAJES.registroActualizado);
  await waitFor(() => expect(location.pathname).toBe(lista));
  return api.calls(ruta)[0]?.body;
}
