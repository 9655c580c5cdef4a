export { default } from './AsignarOperadores';
