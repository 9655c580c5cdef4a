export * from './startRemoteHarness';
