export { default } from './AsignarGestores';
