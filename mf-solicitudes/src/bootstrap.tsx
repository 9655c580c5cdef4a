// Standalone run (`pnpm --filter <remote> dev`): the dev harness. The shell never loads this file.
import { startRemoteHarness } from '@verifica/shared/harness';
import { HARNESS_TITLE, REMOTE_NAME, SCREENS } from './harness/screens';

startRemoteHarness({ remote: REMOTE_NAME, title: HARNESS_TITLE, screens: SCREENS });
