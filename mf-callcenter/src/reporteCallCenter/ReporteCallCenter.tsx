import { ScreenPlaceholder } from '../common/ScreenPlaceholder';

/** ReporteCallCenter: screen not built yet; shows its title from SCREEN_ROUTES. */
export default function ReporteCallCenter() {
  return <ScreenPlaceholder remote="mf_callcenter" module="./ReporteCallCenter" />;
}
