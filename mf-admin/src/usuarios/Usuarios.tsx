import { UsuariosScreen } from './UsuariosScreen';
import { USUARIOS_VARIANT } from './variants';

/** Usuarios (gestionar_usuarios): every user the session may see. */
export default function Usuarios() {
  return <UsuariosScreen variant={USUARIOS_VARIANT} />;
}
