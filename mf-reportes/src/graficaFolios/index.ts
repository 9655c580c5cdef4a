export { default } from './GraficaFolios';
