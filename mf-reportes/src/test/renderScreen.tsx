import { screenRenderer } from '@verifica/shared/testing';
import { ARNES } from '../harness/screens';

export { logIn, logOut, sessionFor } from '@verifica/shared/testing';
export type { TestLocation } from '@verifica/shared/testing';

/** This remote's screens at their portal paths, as the shell mounts them. */
export const renderScreen = screenRenderer(ARNES.remote, ARNES.screens);
