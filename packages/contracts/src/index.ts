export * from './enum';
export * from './enums';
export * from './permissions';
export * from './messages';
export * from './common';
export * from './entities';
export * from './auth';
