export { default } from './Usuarios';
