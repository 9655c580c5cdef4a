import { testRemoteScreens } from '@verifica/shared/testing';
import { ARNES } from './screens';

// The screens load their lazy parts (table, selects) on first render.
jest.setTimeout(30_000);

testRemoteScreens(ARNES.remote, ARNES.modulos);
