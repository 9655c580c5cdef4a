export { useDebounce } from './useDebounce';
export { useDebouncedCallback } from './useDebouncedCallback';
export type { DebouncedCallback } from './useDebouncedCallback';
