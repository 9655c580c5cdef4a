export { default } from './UsuarioForm';
