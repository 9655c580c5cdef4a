export * from './routes';
export { screenTitle } from './screenTitle';
