import { SCREEN_ROUTES, type ScreenName } from './routes';

/** The title of a screen (its h1 and the shell's top bar), from the portal's route table. */
export function screenTitle(name: ScreenName): string {
  return SCREEN_ROUTES.find((r) => r.name === name)?.title ?? name;
}
