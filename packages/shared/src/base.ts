/**
 * `@verifica/shared/base`: the light singleton the login page needs (packages/shared/README.md,
 * "Subpaths"): session, the API client and its error helpers, the route table, the providers
 * (theme, global style, snackbar, session), the controls of the login and password forms, and a
 * screen's header and block stack (the shell's placeholder while a remote screen loads).
 * Nothing here imports the rest of the package; the rest imports these files only through
 * `@verifica/shared/base`, so that under federation there is one session, one axios instance and
 * one snackbar context whichever entry a screen imports.
 */
export * from './session';
export * from './api/client';
export * from './api/errors';
export * from './api/params';
export * from './routes';
export * from './VerificaProviders';
export * from './ui/useEnvio';
export * from './ui/useUltimo';
export * from './ui/useLlamada';
export * from './ui/theme';
export * from './ui/GlobalStyle';
export * from './ui/VerificaThemeProvider';
export * from './ui/Snackbar';
export * from './ui/Icon';
export * from './ui/IconButton';
export * from './ui/Button';
export * from './ui/Spinner';
export * from './ui/Field';
export * from './ui/TextField';
export * from './ui/PasswordField';
export * from './ui/Switch';
export * from './ui/estilos';
export * from './ui/PageHeader';
export * from './ui/Pila';
export * from './ui/PantallaEntera';
