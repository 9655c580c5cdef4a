export { default } from './GestorForm';
