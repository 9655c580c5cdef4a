import { ScreenPlaceholder } from '../common/ScreenPlaceholder';

/** TelefonosDuplicados: screen not built yet; shows its title from SCREEN_ROUTES. */
export default function TelefonosDuplicados() {
  return <ScreenPlaceholder remote="mf_reportes" module="./TelefonosDuplicados" />;
}
