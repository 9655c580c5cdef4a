import { SCREEN_ROUTES, type ScreenName } from '@verifica/shared';

/** The h1 of a screen: its title in SCREEN_ROUTES (the shell's top bar shows the same). */
export function tituloDe(name: ScreenName): string {
  return SCREEN_ROUTES.find((r) => r.name === name)?.title ?? '';
}
