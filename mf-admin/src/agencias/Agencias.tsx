import { ScreenPlaceholder } from '../common/ScreenPlaceholder';

/** Agencias: screen not built yet; shows its title from SCREEN_ROUTES. */
export default function Agencias() {
  return <ScreenPlaceholder remote="mf_admin" module="./Agencias" />;
}
