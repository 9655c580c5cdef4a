import type { NombreControl } from '@verifica/shared/base';

export { default } from './Productividad';

/** The kit's deferred controls the screen shows as it opens: the shell loads them with it. */
export const controles: readonly NombreControl[] = ['fecha'];
