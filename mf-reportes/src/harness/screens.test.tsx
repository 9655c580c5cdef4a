import { testRemoteScreens } from '@verifica/shared/testing';
import { REMOTE_NAME, SCREENS } from './screens';

testRemoteScreens(REMOTE_NAME, SCREENS);
