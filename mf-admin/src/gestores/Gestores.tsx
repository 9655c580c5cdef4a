import { ScreenPlaceholder } from '../common/ScreenPlaceholder';

/** Gestores: screen not built yet; shows its title from SCREEN_ROUTES. */
export default function Gestores() {
  return <ScreenPlaceholder remote="mf_admin" module="./Gestores" />;
}
