import { PageHeader, SCREEN_ROUTES } from '@verifica/shared';

export interface ScreenPlaceholderProps {
  remote: string;
  module: string;
}

/** A screen whose issue is not done yet: its title (SCREEN_ROUTES) as the page header. */
export function ScreenPlaceholder({ remote, module }: ScreenPlaceholderProps) {
  const route = SCREEN_ROUTES.find((r) => r.remote === remote && r.module === module);
  return (
    <section data-screen={route?.name}>
      <PageHeader title={route?.title ?? module} />
    </section>
  );
}
