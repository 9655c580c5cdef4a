import { SCREEN_ROUTES, type ScreenName } from '@verifica/shared';

/** The title of a screen as SCREEN_ROUTES gives it (the shell's top bar shows the same). */
export function screenTitle(name: ScreenName): string {
  return SCREEN_ROUTES.find((r) => r.name === name)?.title ?? name;
}
