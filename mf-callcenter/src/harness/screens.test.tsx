import { testRemoteScreens } from '@verifica/shared/testing';
import { MODULOS, REMOTE_NAME } from './screens';

testRemoteScreens(REMOTE_NAME, MODULOS);
