import { ScreenPlaceholder } from '../common/ScreenPlaceholder';

/** Usuarios: screen not built yet; shows its title from SCREEN_ROUTES. */
export default function Usuarios() {
  return <ScreenPlaceholder remote="mf_admin" module="./Usuarios" />;
}
