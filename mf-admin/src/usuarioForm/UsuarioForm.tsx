import { USUARIOS_VARIANT } from '../usuarios/variants';
import { UsuarioFormScreen } from './UsuarioFormScreen';

/** Usuario form (id 0 = new). */
export default function UsuarioForm() {
  return <UsuarioFormScreen variant={USUARIOS_VARIANT} />;
}
