export { default } from './Gestores';
