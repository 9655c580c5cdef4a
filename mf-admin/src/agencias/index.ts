export { default } from './Agencias';
