import { ScreenPlaceholder } from '../common/ScreenPlaceholder';

/** GraficaFolios: screen not built yet; shows its title from SCREEN_ROUTES. */
export default function GraficaFolios() {
  return <ScreenPlaceholder remote="mf_reportes" module="./GraficaFolios" />;
}
