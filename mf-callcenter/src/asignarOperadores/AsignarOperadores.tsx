import { ScreenPlaceholder } from '../common/ScreenPlaceholder';

/** AsignarOperadores: screen not built yet; shows its title from SCREEN_ROUTES. */
export default function AsignarOperadores() {
  return <ScreenPlaceholder remote="mf_callcenter" module="./AsignarOperadores" />;
}
