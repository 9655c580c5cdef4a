// No async boundary: the shell shares nothing at start-up (its federation instance is created with
// the first remote screen, remotes/instancia.ts), so its start-up chunks load as parallel scripts.
import './bootstrap';
