import { testRemoteScreens } from '@verifica/shared/testing';
import { MODULOS, REMOTE_NAME } from './screens';

// The screens load their lazy parts (table, selects) on first render.
jest.setTimeout(30_000);

testRemoteScreens(REMOTE_NAME, MODULOS);
