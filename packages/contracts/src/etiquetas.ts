/**
 * The part of contracts without zod (enums and their labels, messages, permissions, screens,
 * remotes, events); the root exports all of it. The front ends' first screens only need these, so
 * their bundles carry no zod; etiquetas.test.ts fails if one of them loads zod. A module that
 * imports './zod' does not belong in this list.
 */
export * from './campos';
export * from './enums';
export * from './permissions';
export * from './messages';
export * from './server-messages';
export * from './session';
export * from './screens';
export * from './remotes';
export * from './detalle';
export * from './eventos';
export * from './carga';
export * from './trabajos-etiquetas';
export * from './historial-etiquetas';
export * from './vistas-etiquetas';
export * from './reportes-etiquetas';
export * from './callcenter-etiquetas';
export * from './remotos-etiquetas';
