// Standalone run (`pnpm --filter <remote> dev`): the dev harness. The shell never loads this file.
import { startRemoteHarness } from '@verifica/shared/harness';
import { ARNES } from './harness/screens';

startRemoteHarness(ARNES);
