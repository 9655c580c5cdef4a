export * from './startRemoteHarness';
export * from './pantallas';
