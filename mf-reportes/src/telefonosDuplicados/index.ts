export { default } from './TelefonosDuplicados';
