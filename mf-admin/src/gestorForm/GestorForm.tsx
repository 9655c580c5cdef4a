import { GESTORES_VARIANT } from '../usuarios/variants';
import { UsuarioFormScreen } from '../usuarioForm/UsuarioFormScreen';

/** Gestor form (id 0 = new): the usuario form with the Gestor role fixed. */
export default function GestorForm() {
  return <UsuarioFormScreen variant={GESTORES_VARIANT} />;
}
