export { default } from './MapaFolios';
