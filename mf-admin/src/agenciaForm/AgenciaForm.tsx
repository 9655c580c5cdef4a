import { ScreenPlaceholder } from '../common/ScreenPlaceholder';

/** AgenciaForm: screen not built yet; shows its title from SCREEN_ROUTES. */
export default function AgenciaForm() {
  return <ScreenPlaceholder remote="mf_admin" module="./AgenciaForm" />;
}
