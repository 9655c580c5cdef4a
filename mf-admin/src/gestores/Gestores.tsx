import { UsuariosScreen } from '../usuarios/UsuariosScreen';
import { GESTORES_VARIANT } from '../usuarios/variants';

/** Gestores: the Usuarios list restricted to the Gestor role. */
export default function Gestores() {
  return <UsuariosScreen variant={GESTORES_VARIANT} />;
}
