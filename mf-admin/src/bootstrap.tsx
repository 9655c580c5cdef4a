// Standalone run (`pnpm --filter mf-admin dev`): the dev harness. The shell never loads this file.
import { startHarness } from './harness/startHarness';

startHarness();
