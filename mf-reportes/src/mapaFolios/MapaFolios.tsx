import { ScreenPlaceholder } from '../common/ScreenPlaceholder';

/** MapaFolios: screen not built yet; shows its title from SCREEN_ROUTES. */
export default function MapaFolios() {
  return <ScreenPlaceholder remote="mf_reportes" module="./MapaFolios" />;
}
