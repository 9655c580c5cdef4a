export { default } from './AgenciaForm';
