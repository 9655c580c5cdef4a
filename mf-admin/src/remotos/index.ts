export { default } from './Remotos';
