import { ScreenPlaceholder } from '../common/ScreenPlaceholder';

/** GestorForm: screen not built yet; shows its title from SCREEN_ROUTES. */
export default function GestorForm() {
  return <ScreenPlaceholder remote="mf_admin" module="./GestorForm" />;
}
