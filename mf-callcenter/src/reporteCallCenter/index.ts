export { default } from './ReporteCallCenter';
