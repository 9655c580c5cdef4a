import { ScreenPlaceholder } from '../common/ScreenPlaceholder';

/** ChangePassword: screen not built yet; shows its title from SCREEN_ROUTES. */
export default function ChangePassword() {
  return <ScreenPlaceholder remote="mf_admin" module="./ChangePassword" />;
}
