import { ScreenPlaceholder } from '../common/ScreenPlaceholder';

/** AsignarGestores: screen not built yet; shows its title from SCREEN_ROUTES. */
export default function AsignarGestores() {
  return <ScreenPlaceholder remote="mf_solicitudes" module="./AsignarGestores" />;
}
