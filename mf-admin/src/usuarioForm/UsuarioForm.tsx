import { ScreenPlaceholder } from '../common/ScreenPlaceholder';

/** UsuarioForm: screen not built yet; shows its title from SCREEN_ROUTES. */
export default function UsuarioForm() {
  return <ScreenPlaceholder remote="mf_admin" module="./UsuarioForm" />;
}
