import { testRemoteScreens } from '@verifica/shared/testing';
import { ARNES } from './screens';

testRemoteScreens(ARNES.remote, ARNES.modulos);
