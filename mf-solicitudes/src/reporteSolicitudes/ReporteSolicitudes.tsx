import { ScreenPlaceholder } from '../common/ScreenPlaceholder';

/** ReporteSolicitudes: screen not built yet; shows its title from SCREEN_ROUTES. */
export default function ReporteSolicitudes() {
  return <ScreenPlaceholder remote="mf_solicitudes" module="./ReporteSolicitudes" />;
}
