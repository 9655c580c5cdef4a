export { default } from './ReporteSolicitudes';
