/** Under 900 px the drawer hides behind the menu button and overlays the screen. */
export const COMPACT_MAX_WIDTH = 899.98;
export const COMPACT_QUERY = `(max-width: ${COMPACT_MAX_WIDTH}px)`;
/** The top bar's height in the compact layout: the drawer opens below it. */
export const COMPACT_TOP_BAR_HEIGHT = 56;
