export { http, configureApi, setNavigate, isTokenExpired } from './client';
export type { ApiConfig, NavigateFn } from './client';
export { apiErrorMessage, apiErrorStatus, fieldErrors, validationError } from './errors';
export type { FieldErrors } from './errors';
export { normalizePaged } from './paged';
export type { ListParams, PageResult, PagedOrAll } from './paged';
export { api, getPage, openSolicitudPdf } from './endpoints';
